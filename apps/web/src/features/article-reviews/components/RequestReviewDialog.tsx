import type { ReviewPerson } from '@support/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useRequestReview } from '../queries';

const ANYONE = '';

export const personLabel = (person: ReviewPerson) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/** "Request review": whom to ask (an admin or reviewer, or anyone allowed), then one request. */
export function RequestReviewDialog({
  articleId,
  reviewers,
  onClose,
}: {
  articleId: string;
  reviewers: ReviewPerson[];
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const [reviewerId, setReviewerId] = useState(ANYONE);
  const request = useRequestReview(articleId);
  const id = useId();
  const submit = () =>
    request.mutate(reviewerId || null, {
      onSuccess: () => {
        toast.success(t('request.sent'));
        onClose();
      },
      onError: () => toast.error(t('request.failed')),
    });
  return (
    <Modal
      title={t('request.title')}
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={request.isPending} onClick={submit}>
            {t('request.send')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-stone-700">{t('request.text')}</p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-stone-800">
        {t('request.reviewer')}
      </label>
      <select
        id={id}
        value={reviewerId}
        onChange={(event) => setReviewerId(event.target.value)}
        className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
      >
        <option value={ANYONE}>{t('request.anyone')}</option>
        {reviewers.map((person) => (
          <option key={person.id} value={person.id}>
            {personLabel(person)}
          </option>
        ))}
      </select>
    </Modal>
  );
}
