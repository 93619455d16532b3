import type { Article } from '@support/shared';
import { Send, Upload } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { usePublish } from '../../articles/queries';
import { useArticleReview } from '../queries';
import { RequestReviewDialog } from './RequestReviewDialog';
import { StateBadge } from './StateBadge';

/**
 * The article page's publishing line (issue 48): the state badge, the reviewer's remark when
 * changes were asked for, and what the caller may do next: publish the changes, or request a
 * review while the organization's publishing needs one (the server answers 403 otherwise).
 */
export function PublishingPanel({ article }: { article: Article }) {
  const { t } = useTranslation('reviews');
  const review = useArticleReview(article.id);
  const publish = usePublish(article.id);
  const [asking, setAsking] = useState(false);
  const state = article.publicationState;
  const data = review.data;
  const remark = state === 'CHANGES_REQUESTED' ? data?.latest?.remark : null;
  const mayRequest = data && !data.canPublishDirectly && !data.open && state !== 'PUBLISHED';
  const mayPublishChanges = data?.canPublishDirectly && state === 'PUBLISHED_WITH_CHANGES';
  return (
    <div className="flex flex-col gap-2" data-testid="publishing-panel">
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge state={state} />
        {data?.open && (
          <span className="text-sm text-stone-600">
            {data.open.reviewer
              ? t('panel.waitingFor', {
                  name: `${data.open.reviewer.firstName} ${data.open.reviewer.lastName}`.trim(),
                })
              : t('panel.waitingAnyone')}
          </span>
        )}
        {mayRequest && (
          <Button size="sm" onClick={() => setAsking(true)}>
            <Send aria-hidden="true" className="size-4" />
            {t('request.open')}
          </Button>
        )}
        {mayPublishChanges && (
          <Button
            size="sm"
            variant="secondary"
            loading={publish.isPending}
            onClick={() =>
              publish.mutate(undefined, {
                onSuccess: () => toast.success(t('panel.published')),
                onError: () => toast.error(t('panel.publishFailed')),
              })
            }
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('panel.publishChanges')}
          </Button>
        )}
      </div>
      {remark && (
        <div
          role="note"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <p className="font-medium">
            {t('panel.remarkBy', {
              name: data?.latest?.decidedBy
                ? `${data.latest.decidedBy.firstName} ${data.latest.decidedBy.lastName}`.trim()
                : '—',
            })}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{remark}</p>
        </div>
      )}
      {asking && data && (
        <RequestReviewDialog
          articleId={article.id}
          reviewers={data.reviewers}
          onClose={() => setAsking(false)}
        />
      )}
    </div>
  );
}
