import type { FeatureCheck } from '@support/shared';
import { Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { openUpgrade } from '../../plans/upgrade';

/** Whether the plan lets the organization add an entry now (the feature, and room in its limit). */
export const canAdd = (check: FeatureCheck) => check.hasAccess && !check.isLimitReached;

/**
 * Spec 02 §2: Add Entry shows only with the glossary feature; without it, or with the plan's
 * entries used up, an upgrade button takes its place and opens the upgrade modal.
 */
export function AddEntryButton({ check }: { check: FeatureCheck | undefined }) {
  const { t } = useTranslation('glossary');
  const navigate = useNavigate();
  const location = useLocation();
  if (!check) return null;
  if (!canAdd(check)) {
    return (
      <Button variant="secondary" onClick={() => openUpgrade(navigate, location, check)}>
        <Sparkles aria-hidden="true" className="size-4" />
        {check.hasAccess ? t('page.upgradeMore') : t('page.upgrade')}
      </Button>
    );
  }
  return (
    <Button onClick={() => navigate('/glossary/add', { state: { backgroundLocation: location } })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('page.add')}
    </Button>
  );
}
