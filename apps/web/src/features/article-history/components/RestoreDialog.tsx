import type { RevisionListItem } from '@support/shared';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../articles/rules/time';
import { useRestoreRevision } from '../queries';

/** Asks before a restore; says which step images could not come back with the text. */
export function RestoreDialog({
  articleId,
  revision,
  onClose,
}: {
  articleId: string;
  revision: RevisionListItem | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('history');
  const restore = useRestoreRevision(articleId);
  if (!revision) return null;
  const when = formatDateTime(revision.updatedAt, i18n.language);
  const confirm = () =>
    restore.mutate(revision.id, {
      onSuccess: ({ missingImages }) => {
        if (missingImages.length) {
          const steps = missingImages.map((image) => image.stepNumber).join(', ');
          toast(t('restore.missingImages', { count: missingImages.length, steps }), { duration: 10_000 });
        } else toast.success(t('restore.done'));
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, t('restore.failed'))),
    });
  return (
    <ConfirmDialog
      open
      title={t('restore.confirmTitle')}
      confirmLabel={t('restore.confirm')}
      tone="primary"
      loading={restore.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {t('restore.confirmBody', { when })}
    </ConfirmDialog>
  );
}
