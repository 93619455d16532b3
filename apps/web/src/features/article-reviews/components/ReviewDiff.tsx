import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { type DiffMode, DiffModeSwitch, DiffView } from '../../article-history/components/DiffView';
import { useRevision } from '../../article-history/queries';
import { useArticleReview } from '../queries';

const EMPTY = { title: '', markdown: '', stepCount: 0 };

/** The draft under review against what readers see now (nothing, before a first publish). */
export function ReviewDiff({ articleId }: { articleId: string }) {
  const { t } = useTranslation('reviews');
  const [mode, setMode] = useState<DiffMode>('inline');
  const review = useArticleReview(articleId);
  const published = useRevision(articleId, review.data?.publishedRevisionId ?? null);
  const latest = useRevision(articleId, review.data?.latestRevisionId ?? null);
  const labels = { before: t('queue.published'), after: t('queue.draft') };
  const before = review.data?.publishedRevisionId
    ? published.data && { ...published.data, stepCount: published.data.steps.length }
    : EMPTY;
  const ready = review.data && before && latest.data;
  return (
    <section aria-label={t('queue.changes')} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {labels.before} → {labels.after}
        </p>
        <DiffModeSwitch mode={mode} onChange={setMode} />
      </div>
      {ready ? (
        <DiffView
          mode={mode}
          labels={labels}
          before={before}
          after={{ ...latest.data, stepCount: latest.data.steps.length }}
        />
      ) : (
        <p className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner className="size-4" />
          {t('queue.loading')}
        </p>
      )}
    </section>
  );
}
