import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { organizationKeys } from '../../organizations/queries';
import { setReviewer } from '../api';

/** The Team page's "Reviewer" mark of a member (issue 48), changed by admins; admins review anyway. */
export function ReviewerToggle({
  organizationId,
  userId,
  checked,
  name,
}: {
  organizationId: string;
  userId: string;
  checked: boolean;
  name: string;
}) {
  const { t } = useTranslation('reviews');
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (isReviewer: boolean) => setReviewer(organizationId, userId, isReviewer),
    onSuccess: () => {
      toast.success(t('team.saved'));
      return queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    },
    onError: (cause) => toast.error(errorMessage(cause, t('team.failed'))),
  });
  return (
    <label className="inline-flex h-8 items-center gap-1.5 px-2 text-sm text-stone-700" title={name}>
      <input
        type="checkbox"
        checked={update.isPending ? Boolean(update.variables) : checked}
        disabled={update.isPending}
        onChange={(event) => update.mutate(event.target.checked)}
        className="size-4 rounded border-stone-300"
      />
      {t('team.reviewer')}
    </label>
  );
}
