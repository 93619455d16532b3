import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { useDeleteArticle } from '../queries';

/** Spec 02 §5: "Are you sure you want to delete this help article?", then back to the list. */
export function DeleteArticleDialog({
  articleId,
  open,
  onClose,
}: {
  articleId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('articles');
  const navigate = useNavigate();
  const remove = useDeleteArticle();
  return (
    <ConfirmDialog
      open={open}
      title={t('settings.deleteTitle')}
      confirmLabel={t('settings.deleteArticle')}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(articleId, {
          onSuccess: () => {
            toast.success(t('settings.deleted'));
            navigate('/articles', { replace: true });
          },
          onError: (cause) => {
            onClose();
            toast.error(errorMessage(cause, t('settings.deleteFailed')));
          },
        })
      }
    >
      {t('settings.deleteConfirm')}
    </ConfirmDialog>
  );
}
