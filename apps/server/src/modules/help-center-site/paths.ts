import { slugify } from '../../lib/slug';
import type { SiteArticle, SiteGroup } from './loadSite';

/**
 * Readable addresses of a help center's pages: a slug from the title or name, then a short id that
 * never changes (the first eight hex digits of the row's id). The id finds the page; the words are
 * for people and search engines, so a renamed article keeps its old links (they redirect).
 */
const SHORT_ID = /-([0-9a-f]{8})$/;

const shortId = (id: string) => id.slice(0, 8);
const words = (text: string) => slugify(text, { maxLength: 80, fallback: 'page' });

export const articleSlug = (article: Pick<SiteArticle, 'id' | 'title'>) =>
  `${words(article.title)}-${shortId(article.id)}`;
export const groupSlug = (group: Pick<SiteGroup, 'id' | 'name'>) =>
  `${words(group.name)}-${shortId(group.id)}`;

export const articlePath = (base: string, article: Pick<SiteArticle, 'id' | 'title'>) =>
  `${base}/articles/${articleSlug(article)}`;
export const groupPath = (base: string, group: Pick<SiteGroup, 'id' | 'name'>) =>
  `${base}/groups/${groupSlug(group)}`;

/** The row a slug names by its short id, whatever words precede it; undefined when none does. */
export function findBySlug<T extends { id: string }>(rows: readonly T[], slug: string): T | undefined {
  const id = SHORT_ID.exec(slug)?.[1];
  return id ? rows.find((row) => row.id.startsWith(id)) : undefined;
}
