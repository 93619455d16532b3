import type { GlossaryEntry } from '@support/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { useCloseModal } from '../../settings/modalNavigation';
import { EntryDialog } from '../components/EntryDialog';
import { useGlossaryEntries, useUpdateEntry } from '../queries';
import { draftOf } from '../rules/form';

/** Navigation state of /glossary/edit: the entry (its id is in `?id=` too, so a reload finds it). */
export type EditEntryState = { entry?: GlossaryEntry };

/** /glossary/edit?id=… over the glossary: the entry's fields, saved with PUT. */
export default function EditEntryModal() {
  const { t } = useTranslation('glossary');
  const close = useCloseModal();
  const location = useLocation();
  const [search] = useSearchParams();
  const given = (location.state as EditEntryState | null)?.entry;
  const id = given?.id ?? search.get('id');
  const entries = useGlossaryEntries(!given);
  const update = useUpdateEntry();
  const entry = given ?? entries.data?.find((candidate) => candidate.id === id);

  if (!entry) {
    return (
      <Modal
        title={t('form.editTitle')}
        size="md"
        onClose={close}
        footer={
          <Button variant="secondary" onClick={close}>
            {t('form.close')}
          </Button>
        }
      >
        {entries.isPending ? <PageSpinner label={t('page.loading')} /> : <Alert>{t('form.missing')}</Alert>}
      </Modal>
    );
  }
  return (
    <EntryDialog
      key={entry.id}
      title={t('form.editTitle')}
      submitLabel={t('form.save')}
      initial={draftOf(entry)}
      save={(request) => update.mutateAsync({ id: entry.id, ...request })}
      onSaved={() => {
        toast.success(t('form.saved'));
        close();
      }}
      onClose={close}
    />
  );
}
