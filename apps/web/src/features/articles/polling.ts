import type { Article } from '@support/shared';
import type { QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../../lib/errors';
import { fetchArticleWhenChanged } from './api';
import { articleKeys } from './queries';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a screen shows the article now (its query has an observer). */
export function articleShown(queryClient: QueryClient, articleId: string): boolean {
  const query = queryClient.getQueryCache().find({ queryKey: articleKeys.detail(articleId), exact: true });
  return (query?.getObserversCount() ?? 0) > 0;
}

/** The longest the server is asked to hold one read while waiting for the article to change. */
export const ARTICLE_WAIT_SECONDS = 20;

/**
 * Reads the article until `done` holds for an answer, for at most `timeoutMs`. The first read is
 * immediate; each later one names the answer it has, and the server holds it until the article
 * changes (a re-rendered image, a finished GIF), so a change shows the moment it is recorded. A
 * server that sends no entity tag (or does not wait) is asked every `everyMs` instead. Each answer
 * goes into the article's cache entry, so every screen showing the article follows. Resolves with
 * the answer that was `done`, or null after the time limit or when the article is gone.
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
  let etag: string | null = null;
  let pause = 0;
  while (Date.now() < deadline) {
    if (pause > 0) await sleep(pause);
    if (options.whileShown && !articleShown(queryClient, articleId)) return null;
    const asked = Date.now();
    const waitSeconds = Math.min(ARTICLE_WAIT_SECONDS, Math.max(1, Math.ceil((deadline - asked) / 1000)));
    try {
      const answer = await fetchArticleWhenChanged(articleId, etag, waitSeconds);
      if (answer) {
        etag = answer.etag;
        queryClient.setQueryData(articleKeys.detail(articleId), answer.body);
        if (options.done(answer.body)) return answer.body;
      }
      // Unchanged at once (the server did not wait) or no tag to wait with: ask again after a pause.
      pause = answer && etag ? 0 : Math.max(0, options.everyMs - (Date.now() - asked));
    } catch (error) {
      const status = errorStatus(error);
      // Deleted, or no longer ours: nothing will change any more. Anything else may pass.
      if (status !== undefined && status >= 400 && status < 500) return null;
      etag = null;
      pause = options.everyMs;
    }
  }
  return null;
}
