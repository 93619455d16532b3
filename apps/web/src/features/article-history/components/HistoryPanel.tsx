import type { Article, RevisionListItem } from '@support/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useRevisions } from '../queries';
import { RestoreDialog } from './RestoreDialog';
import { RevisionCompare } from './RevisionCompare';
import { RevisionRow } from './RevisionRow';

/**
 * The article's History (issue 48 item 1): who changed what and when, newest first, a page at a
 * time; two chosen versions compared (the two newest until the writer chooses); Restore asks first.
 */
export function HistoryPanel({ article }: { article: Article }) {
  const { t } = useTranslation('history');
  const revisions = useRevisions(article.id);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [restoring, setRestoring] = useState<RevisionListItem | null>(null);
  const list = revisions.data?.pages.flatMap((page) => page.revisions) ?? [];
  const selected = chosen ?? list.slice(0, 2).map((revision) => revision.id);

  const toggle = (id: string) =>
    setChosen(() => {
      // A third choice replaces the earlier of the two.
      if (selected.includes(id)) return selected.filter((other) => other !== id);
      return [...selected, id].slice(-2);
    });

  if (revisions.isPending)
    return (
      <div className="flex justify-center py-10 text-brand-600">
        <Spinner className="size-6" />
      </div>
    );
  if (revisions.isError) return <p className="py-6 text-sm text-rose-700">{t('loadFailed')}</p>;

  // In list order: the one further down is the older.
  const pair = list.filter((revision) => selected.includes(revision.id));
  return (
    <div className="space-y-4 rounded-xl bg-white p-4 shadow-xs ring-1 ring-stone-200 sm:p-6">
      <div>
        <h2 className="text-base font-semibold text-stone-900">{t('title')}</h2>
        <p className="text-sm text-stone-600">{t('intro')}</p>
      </div>
      {list.length === 0 ? (
        <p className="text-sm text-stone-600">{t('empty')}</p>
      ) : (
        <ul className="space-y-1" aria-label={t('title')}>
          {list.map((revision, index) => (
            <RevisionRow
              key={revision.id}
              revision={revision}
              selected={selected.includes(revision.id)}
              canRestore={index > 0}
              onToggle={() => toggle(revision.id)}
              onRestore={() => setRestoring(revision)}
            />
          ))}
        </ul>
      )}
      {revisions.hasNextPage && (
        <button
          type="button"
          onClick={() => void revisions.fetchNextPage()}
          disabled={revisions.isFetchingNextPage}
          className="h-8 rounded-md px-3 text-sm font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
        >
          {t('showOlder')}
        </button>
      )}
      {pair.length === 2 ? (
        <RevisionCompare articleId={article.id} newer={pair[0]!} older={pair[1]!} />
      ) : (
        list.length > 1 && <p className="text-sm text-stone-600">{t('compareHint')}</p>
      )}
      <RestoreDialog articleId={article.id} revision={restoring} onClose={() => setRestoring(null)} />
    </div>
  );
}
