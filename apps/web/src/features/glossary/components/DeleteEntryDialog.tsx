import type { GlossaryEntry } from '@support/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { useDeleteEntry } from '../queries';

/** Spec 02 §5: deleting a glossary entry asks for confirmation first. */
export function DeleteEntryDialog({ entry, onDone }: { entry: GlossaryEntry | null; onDone: () => void }) {
  const { t } = useTranslation('glossary');
  const remove = useDeleteEntry();
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      loading={remove.isPending}
      onCancel={onDone}
      onConfirm={() =>
        entry &&
        remove.mutate(entry.id, {
          onSuccess: () => {
            toast.success(t('delete.done'));
            onDone();
          },
          onError: (cause) => {
            toast.error(errorMessage(cause, t('delete.failed')));
            onDone();
          },
        })
      }
    >
      {entry && t('delete.text', { term: entry.term })}
    </ConfirmDialog>
  );
}
