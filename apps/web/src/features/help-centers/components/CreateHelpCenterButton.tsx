import { Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useFeatureCheck } from '../../plans/queries';
import { openUpgrade } from '../../plans/upgrade';

/**
 * Spec 02 §2: Create Help Center shows only while HELPCENTERS_TOTAL has room; at the limit an
 * upgrade button takes its place and opens the upgrade modal. The server has the last word: a 403
 * at creation opens the upgrade modal too (CreateHelpCenterModal).
 */
export function CreateHelpCenterButton() {
  const { t } = useTranslation('helpCenters');
  const navigate = useNavigate();
  const location = useLocation();
  const check = useFeatureCheck('HELPCENTERS_TOTAL');
  if (!check.data) return null;
  const { limit, currentUsage } = check.data;
  // The plan's limit is in sight before it is reached, not first met as a refusal.
  const usage = limit !== null && check.data.hasAccess && (
    <span className="text-sm text-stone-500 tabular-nums">
      {t('list.usage', { used: currentUsage, limit })}
    </span>
  );
  if (!check.data.hasAccess || check.data.isLimitReached) {
    const blocked = check.data;
    return (
      <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
        {usage}
        <Button variant="secondary" onClick={() => openUpgrade(navigate, location, blocked)}>
          <Sparkles aria-hidden="true" className="size-4" />
          {t('list.upgrade')}
        </Button>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      {usage}
      <Button onClick={() => navigate('/helpcenters/create', { state: { backgroundLocation: location } })}>
        <Plus aria-hidden="true" className="size-4" />
        {t('list.create')}
      </Button>
    </span>
  );
}
