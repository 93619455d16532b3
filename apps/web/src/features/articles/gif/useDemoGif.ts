import type { Article } from '@support/shared';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { generateGif } from '../api';
import { pollArticle } from '../polling';
import { articleKeys } from '../queries';
import { GIF_POLL_MS, GIF_TIMEOUT_MS, gifRendered, gifSnapshot } from './gifState';

export const gifKeys = { generate: (id: string) => ['articles', 'detail', id, 'generate-gif'] as const };

/** Waited the whole time and no GIF came: said in the panel, not as the server's words. */
export class GifTimeoutError extends Error {}

export type GifOutcome = 'rendered' | 'unchanged';
export type GifRun = { status: 'idle' | 'pending' | 'success' | 'error'; error: unknown };

/**
 * Generate demo GIF: the request (which says whether a render was queued), then the article every
 * 1.5 s until the new GIF is in it. One run
 * per article, seen by every screen that shows the control (the settings panel and the step
 * editor), and it goes on when the screen that started it is left.
 */
export function useGenerateGif(articleId: string) {
  const { t } = useTranslation('articles');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: gifKeys.generate(articleId),
    mutationFn: async (): Promise<GifOutcome> => {
      const before = gifSnapshot(queryClient.getQueryData<Article>(articleKeys.detail(articleId)));
      const { queued } = await generateGif(articleId);
      if (!queued) return 'unchanged';
      const after = await pollArticle(queryClient, articleId, {
        everyMs: GIF_POLL_MS,
        timeoutMs: GIF_TIMEOUT_MS,
        done: (article) => gifRendered(before, article),
      });
      if (after) return 'rendered';
      throw new GifTimeoutError();
    },
    onSuccess: (outcome) => {
      toast.success(t(outcome === 'rendered' ? 'gif.ready' : 'gif.upToDate'));
    },
  });
}

/** The latest run for this article, wherever it was started. */
export function useLatestGifRun(articleId: string): GifRun {
  const runs = useMutationState({
    filters: { mutationKey: gifKeys.generate(articleId) },
    select: (mutation) => ({ status: mutation.state.status, error: mutation.state.error }),
  });
  return runs.at(-1) ?? { status: 'idle', error: null };
}
