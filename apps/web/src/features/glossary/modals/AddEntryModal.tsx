import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFeatureCheck } from '../../plans/queries';
import { useCloseModal } from '../../settings/modalNavigation';
import { EntryDialog } from '../components/EntryDialog';
import { upgradeInstead } from '../components/upgradeOver';
import { useCreateEntry } from '../queries';
import { emptyDraft, termFromSelection } from '../rules/form';

/** Navigation state of /glossary/add: the editor's selection (Ctrl/Cmd+Shift+G) becomes the term. */
export type AddEntryState = { selectedText?: string };

/**
 * /glossary/add over the glossary or the editor. Without the GLOSSARY feature, or with the plan's
 * entries used up, the upgrade modal takes its place (spec 02 §6 feature gating).
 */
export default function AddEntryModal() {
  const { t } = useTranslation('glossary');
  const close = useCloseModal();
  const navigate = useNavigate();
  const location = useLocation();
  const check = useFeatureCheck('GLOSSARY');
  const create = useCreateEntry();
  const blocked = check.data && (!check.data.hasAccess || check.data.isLimitReached) ? check.data : null;

  useEffect(() => {
    if (blocked) upgradeInstead(navigate, location, blocked);
  }, [blocked, navigate, location]);
  if (blocked) return null;

  const selectedText = (location.state as AddEntryState | null)?.selectedText;
  return (
    <EntryDialog
      title={t('form.addTitle')}
      submitLabel={t('form.add')}
      initial={{ ...emptyDraft, term: termFromSelection(selectedText) }}
      save={(request) => create.mutateAsync(request)}
      onSaved={(entry) => {
        toast.success(t('form.added', { term: entry.term }));
        close();
      }}
      onClose={close}
    />
  );
}
