import { ARTICLE_LIST_SHOW, type ArticleListItem, articleStatus } from '@support/shared';
import { creatorName } from './fields';

export const VISIBILITY_FILTERS = ARTICLE_LIST_SHOW;
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];

export type ArticleFilters = { query: string; visibility: VisibilityFilter; tagId: string | null };
export const NO_FILTERS: ArticleFilters = { query: '', visibility: 'all', tagId: null };

/** Case and accents do not matter when searching: "fuhrung" finds "Führung". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The list's search applied in the browser, for pickers that hold the whole list (the link picker):
 * every word must appear in the title, a tag or the creator's name. The list screen asks the server
 * with the same rules (articles/listFilters.ts on the server).
 */
export function filterArticles(
  articles: readonly ArticleListItem[],
  filters: ArticleFilters,
): ArticleListItem[] {
  const words = fold(filters.query).split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (filters.visibility === 'published' && !article.isPubliclyShared) return false;
    if (filters.visibility === 'private' && article.isPubliclyShared) return false;
    if (filters.visibility === 'attention' && articleStatus(article) === 'finished') return false;
    if (filters.tagId && !article.tags.some((tag) => tag.id === filters.tagId)) return false;
    if (words.length === 0) return true;
    const haystack = fold(
      [article.title, ...article.tags.map((tag) => tag.name), creatorName(article.creator)].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

export function isFiltered(filters: ArticleFilters): boolean {
  return filters.query.trim() !== '' || filters.visibility !== 'all' || filters.tagId !== null;
}

/** The tags used by at least one article, by name, for the tag chips. */
export function usedTags(articles: readonly ArticleListItem[]) {
  const byId = new Map<string, { id: string; name: string }>();
  for (const article of articles) for (const tag of article.tags) byId.set(tag.id, tag);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
