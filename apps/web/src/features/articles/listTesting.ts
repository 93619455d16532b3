import type { ArticleListItem } from '@support/shared';
import { type FakeRoute, fakeApi } from '../../testing/harness';
import { sampleProfile } from '../settings/testing';
import { filterArticles, type VisibilityFilter } from './rules/filters';

/** Test helpers of the list screen: list rows and a fake server that searches and pages them. */

export const LIST = { pattern: '/articles', path: '/articles' };

export function row(overrides: Partial<ArticleListItem>): ArticleListItem {
  return {
    id: crypto.randomUUID(),
    title: 'Untitled',
    articleType: 'STEP_RECORDING',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    creator: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test' },
    tags: [],
    isPubliclyShared: false,
    sharingId: null,
    publicKnowledgeBaseArticleGroupId: null,
    sortOrder: 0,
    status: 'finished',
    activeArticleVersion: null,
    translatedLanguages: [],
    openCommentThreads: 0,
    ...overrides,
  };
}

export const version = (failureReason: string | null, finishedAt: string | null) => ({
  id: crypto.randomUUID(),
  version: 1,
  contentType: 'STEP_BY_STEP_GUIDE' as const,
  failureReason,
  finishedAt,
  hasAudio: true,
  sourceLanguage: 'de',
  generationStage: null,
  createdAt: new Date().toISOString(),
});

/** A call of the list, whatever its query. */
export const isList = (url = '') => url.split('?')[0] === '/help-articles';
export const queryOf = (url = '') => new URLSearchParams(url.split('?')[1] ?? '');

export function serve(
  articles: ArticleListItem[] | 'error',
  profile = sampleProfile({ trialEndsAt: '2026-12-22T10:00:00Z' }),
  more: FakeRoute = () => undefined,
) {
  return fakeApi((config) => {
    const extra = more(config);
    if (extra) return extra;
    if (isList(config.url)) {
      if (articles === 'error') return { status: 500, data: { message: 'down' } };
      // The server's search and paging, played by the browser-side rule that states the same thing.
      const params: Record<string, string | undefined> = Object.fromEntries(queryOf(config.url));
      const matching = filterArticles(articles, {
        query: String(params.q ?? ''),
        visibility: (params.show as VisibilityFilter | undefined) ?? 'all',
        tagId: (params.tagId as string | undefined) ?? null,
      });
      const start = params.cursor ? Number(params.cursor) : 0;
      const end = start + Number(params.limit ?? matching.length);
      return {
        status: 200,
        data: {
          articles: matching.slice(start, end),
          total: matching.length,
          nextCursor: end < matching.length ? String(end) : null,
        },
      };
    }
    if (config.url === '/profile/user') return { status: 200, data: profile };
    if (config.url?.startsWith('/plan/feature/')) {
      return {
        status: 200,
        data: {
          hasAccess: true,
          isLimitReached: false,
          currentUsage: 1,
          limit: 10,
          feature: 'ARTICLES_TOTAL',
          name: 'Articles',
          explanation: 'Articles',
          upgradeMessage: null,
          suggestedPlan: null,
        },
      };
    }
    return undefined;
  });
}
