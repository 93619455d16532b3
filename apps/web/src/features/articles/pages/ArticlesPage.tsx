import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProfile } from '../../profile/queries';
import { ArticleFilters } from '../components/ArticleFilters';
import { ArticleRow } from '../components/ArticleRow';
import { ListEmpty, ListError, ListSkeleton, NoMatches } from '../components/ListStates';
import { TrialNotice } from '../components/TrialNotice';
import { WriteArticleButton } from '../components/WriteArticleButton';
import { useArticles } from '../queries';
import {
  type ArticleFilters as Filters,
  filterArticles,
  isFiltered,
  usedTags,
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

/** /articles (spec 02 §2): the organization's help articles, newest first. */
export default function ArticlesPage() {
  const { t } = useTranslation('articles');
  const { data: profile } = useProfile();
  const articles = useArticles();
  const [filters, setFilters] = useFilters();
  const all = articles.data?.articles;
  const visible = useMemo(() => (all ? filterArticles(all, filters) : []), [all, filters]);
  const tags = useMemo(() => (all ? usedTags(all) : []), [all]);
  const now = new Date(articles.dataUpdatedAt || Date.now());

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
      {all && all.length > 0 && <ArticleFilters filters={filters} tags={tags} onChange={setFilters} />}
      <section className="overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
        {articles.isPending ? (
          <ListSkeleton />
        ) : articles.isError && !all ? (
          <ListError onReload={() => void articles.refetch()} />
        ) : !all || all.length === 0 ? (
          <ListEmpty />
        ) : visible.length === 0 ? (
          <NoMatches onClear={() => setFilters({ query: '', visibility: 'all', tagId: null })} />
        ) : (
          <>
            <ul className="divide-y divide-stone-100">
              {visible.map((article) => (
                <ArticleRow key={article.id} article={article} now={now} />
              ))}
            </ul>
            <p className="border-t border-stone-100 px-5 py-2.5 text-xs text-stone-500">
              {isFiltered(filters)
                ? t('list.countFiltered', { count: visible.length, total: all.length })
                : t('list.count', { count: all.length })}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
