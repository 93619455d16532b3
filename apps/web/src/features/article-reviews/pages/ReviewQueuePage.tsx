import type { ReviewRequest } from '@support/shared';
import { REVIEW_REMARK_MAX_LENGTH } from '@support/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDateTime } from '../../articles/rules/time';
import { personLabel } from '../components/RequestReviewDialog';
import { ReviewDiff } from '../components/ReviewDiff';
import { useApproveReview, useRequestChanges, useReviewQueue } from '../queries';

/** Issue 48 item 2: the open review requests the caller may answer, each with its changes. */
export default function ReviewQueuePage() {
  const { t } = useTranslation('reviews');
  const queue = useReviewQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <main className="mx-auto w-full max-w-5xl space-y-4 p-4 sm:p-6">
      <h1 className="text-xl font-semibold text-stone-900">{t('queue.title')}</h1>
      {queue.isPending ? (
        <Spinner className="size-5" />
      ) : queue.data?.requests.length ? (
        <ul className="space-y-3">
          {queue.data.requests.map((request) => (
            <QueueItem
              key={request.id}
              request={request}
              open={openId === request.id}
              onToggle={() => setOpenId(openId === request.id ? null : request.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed border-stone-300 p-6 text-center text-sm text-stone-600">
          {t('queue.empty')}
        </p>
      )}
    </main>
  );
}

function QueueItem({
  request,
  open,
  onToggle,
}: {
  request: ReviewRequest;
  open: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  const approve = useApproveReview();
  const changes = useRequestChanges();
  const [remark, setRemark] = useState('');
  const [asking, setAsking] = useState(false);
  const trimmed = remark.trim();
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={`/articles/${request.articleId}`} className="font-medium text-stone-900 hover:underline">
            {request.articleTitle}
          </Link>
          <p className="text-sm text-stone-600">
            {t('queue.by', {
              name: request.requester ? personLabel(request.requester) : '—',
              when: formatDateTime(request.createdAt, i18n.language),
            })}
          </p>
        </div>
        <Button size="sm" variant="secondary" aria-expanded={open} onClick={onToggle}>
          {open ? t('queue.hide') : t('queue.show')}
        </Button>
      </div>
      {open && (
        <div className="mt-4 space-y-4">
          <ReviewDiff articleId={request.articleId} />
          {asking && (
            <div>
              <label htmlFor={`remark-${request.id}`} className="block text-sm font-medium text-stone-800">
                {t('queue.remark')}
              </label>
              <textarea
                id={`remark-${request.id}`}
                value={remark}
                maxLength={REVIEW_REMARK_MAX_LENGTH}
                onChange={(event) => setRemark(event.target.value)}
                rows={4}
                className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
              />
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {asking ? (
              <Button
                variant="secondary"
                disabled={!trimmed}
                loading={changes.isPending}
                onClick={() =>
                  changes.mutate(
                    { requestId: request.id, remark: trimmed },
                    {
                      onSuccess: () => toast.success(t('queue.changesSent')),
                      onError: () => toast.error(t('queue.failed')),
                    },
                  )
                }
              >
                {t('queue.sendChanges')}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setAsking(true)}>
                {t('queue.askChanges')}
              </Button>
            )}
            <Button
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(request.id, {
                  onSuccess: () => toast.success(t('queue.approved')),
                  onError: () => toast.error(t('queue.failed')),
                })
              }
            >
              {t('queue.approve')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
