import type { Article } from '@support/shared';
import type { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../lib/errors';
import { fetchArticle } from './api';
import { articleKeys } from './queries';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a screen shows the article now (its query has an observer). */
export function articleShown(queryClient: QueryClient, articleId: string): boolean {
  const query = queryClient.getQueryCache().find({ queryKey: articleKeys.detail(articleId), exact: true });
  return (query?.getObserversCount() ?? 0) > 0;
}

/**
 * Asks for the article every `everyMs` until `done` holds for an answer, for at most `timeoutMs`.
 * Each answer goes into the article's cache entry, so every screen showing the article follows.
 * Resolves with the answer that was `done`, or null after the time limit or when the article is gone.
 */
export async function pollArticle(
  queryClient: QueryClient,
  articleId: string,
  options: {
    everyMs: number;
    timeoutMs: number;
    done: (article: Article) => boolean;
    /** Stop once no screen shows the article any more (the writer has left it). */
    whileShown?: boolean;
  },
): Promise<Article | null> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    await sleep(options.everyMs);
    if (options.whileShown && !articleShown(queryClient, articleId)) return null;
    try {
      const article = await queryClient.fetchQuery({
        queryKey: articleKeys.detail(articleId),
        queryFn: () => fetchArticle(articleId),
        staleTime: 0,
      });
      if (options.done(article)) return article;
    } catch (error) {
      const status = errorStatus(error);
      // Deleted, or no longer ours: nothing will change any more. Anything else may pass.
      if (status !== undefined && status >= 400 && status < 500) return null;
    }
  }
  return null;
}
