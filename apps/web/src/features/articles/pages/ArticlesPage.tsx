import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useActiveOrganization, useProfile } from '../../profile/queries';
import { BulkActionBar } from '../bulk/BulkActionBar';
import { SelectAllCheckbox } from '../bulk/SelectAllCheckbox';
import { useBulkAction } from '../bulk/useBulkAction';
import { useListSelection } from '../bulk/useListSelection';
import { ArticleFilters } from '../components/ArticleFilters';
import { ArticleRow } from '../components/ArticleRow';
import { ListEmpty, ListError, ListSkeleton, NoMatches } from '../components/ListStates';
import { LoadMore } from '../components/LoadMore';
import { TrialNotice } from '../components/TrialNotice';
import { WriteArticleButton } from '../components/WriteArticleButton';
import { preloadArticleCodeWhenIdle } from '../preload';
import { useArticlePages } from '../queries';
import {
  type ArticleFilters as Filters,
  isFiltered,
  VISIBILITY_FILTERS,
  type VisibilityFilter,
} from '../rules/filters';

/** The filters live in the address, so going back to the list keeps the search. */
function useFilters(): [Filters, (filters: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const visibility = params.get('show') as VisibilityFilter | null;
  const filters: Filters = {
    query: params.get('q') ?? '',
    visibility: visibility && VISIBILITY_FILTERS.includes(visibility) ? visibility : 'all',
    tagId: params.get('tag'),
  };
  const setFilters = (next: Filters) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of [
      ['q', next.query],
      ['show', next.visibility === 'all' ? '' : next.visibility],
      ['tag', next.tagId ?? ''],
    ] as const) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    setParams(search, { replace: true });
  };
  return [filters, setFilters];
}

/** /articles (spec 02 §2): the organization's help articles, newest first, 50 at a time. */
export default function ArticlesPage() {
  const { t } = useTranslation('articles');
  const { data: profile } = useProfile();
  const organization = useActiveOrganization();
  const [filters, setFilters] = useFilters();
  // The address follows every key; the server is asked once the typing pauses.
  const query = useDebouncedValue(filters.query, 300);
  const pageFilters = useMemo(
    () => ({ q: query, tagId: filters.tagId, show: filters.visibility }),
    [query, filters.tagId, filters.visibility],
  );
  const pages = useArticlePages(pageFilters);
  // Once the list shows, the article page's code (CodeMirror included) loads in the browser's idle time.
  const listShown = pages.data !== undefined;
  useEffect(() => (listShown ? preloadArticleCodeWhenIdle() : undefined), [listShown]);
  const articles = useMemo(() => pages.data?.pages.flatMap((page) => page.articles) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total ?? 0;
  const loadedIds = useMemo(() => articles.map((article) => article.id), [articles]);
  const selection = useListSelection(loadedIds, total, pageFilters);
  const bulk = useBulkAction(selection.remove);
  const filtered = isFiltered(filters);
  const tags = useMemo(
    () => [...(organization.data?.tags ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [organization.data],
  );
  const now = new Date(pages.dataUpdatedAt || Date.now());
  const loadMore = () => {
    if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-8 sm:py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('title')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('subtitle')}</p>
        </div>
        <WriteArticleButton />
      </header>
      <TrialNotice profile={profile} />
      {(filtered || total > 0) && <ArticleFilters filters={filters} tags={tags} onChange={setFilters} />}
      {selection.count > 0 && (
        <BulkActionBar
          ids={selection.ids}
          tags={tags}
          busy={bulk.busy}
          onRun={(request) => void bulk.run(request)}
          onUndo={bulk.undo?.run ?? null}
          onClear={selection.clear}
        />
      )}
      {selection.capped && (
        <p role="status" className="text-sm text-stone-600">
          {t('bulk.firstOnly', { count: selection.count })}
        </p>
      )}
      <section className="overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
        {pages.isPending ? (
          <ListSkeleton />
        ) : pages.isError && !pages.data ? (
          <ListError onReload={() => void pages.refetch()} />
        ) : total === 0 && !filtered ? (
          <ListEmpty />
        ) : articles.length === 0 ? (
          <NoMatches onClear={() => setFilters({ query: '', visibility: 'all', tagId: null })} />
        ) : (
          <>
            <div className="border-b border-stone-100 px-4 py-2 sm:px-5">
              <SelectAllCheckbox
                checked={selection.allSelected}
                mixed={selection.count > 0 && !selection.allSelected}
                busy={selection.selectingAll}
                onToggle={() => void selection.selectAll()}
              />
            </div>
            <ul className="divide-y divide-stone-100" aria-busy={pages.isPlaceholderData}>
              {articles.map((article) => (
                <ArticleRow
                  key={article.id}
                  article={article}
                  now={now}
                  selection={{
                    checked: selection.selected.has(article.id),
                    onToggle: (range) => selection.toggle(article.id, range),
                  }}
                />
              ))}
            </ul>
            {pages.hasNextPage && <LoadMore loading={pages.isFetchingNextPage} onLoad={loadMore} />}
            <p className="border-t border-stone-100 px-5 py-2.5 text-xs text-stone-500">
              {filtered ? t('list.countMatching', { count: total }) : t('list.count', { count: total })}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
