import type { Article, Step } from '@support/shared';
import { useQueryClient } from '@tanstack/react-query';
import { gifSnapshot, imagePath } from '../../articles/gif/gifState';
import { pollArticle } from '../../articles/polling';

/** How often to ask for the article after a save, and for how long at most. */
export const RENDER_POLL_MS = 1000;
export const RENDER_POLL_LIMIT_MS = 30_000;

/** The step's image and the demo GIF as an article shows them. */
function imagesOf(article: Article, stepId: string) {
  const step = article.activeArticleVersion?.steps.find((candidate) => candidate.id === stepId);
  return { step: step ? imagePath(step.imageProcessed) : null, gif: gifSnapshot(article).path };
}

/**
 * After a save the server renders the step's image (and a demo GIF there is) in its job queue; the
 * step answered at once still carries the old image (and the article shown while saving the old
 * GIF), and the new images get new URLs. Asking
 * every second until they differ shows each as soon as it is ready: in the step list, the Review
 * tab and the settings panel. Not cancelled on unmount: moving on to the next step should still
 * get the new thumbnail; leaving the article ends it. A save that changes nothing the images show (or nothing in the GIF's
 * frames) waits out the limit, harmlessly.
 */
export function useRenderRefresh(articleId: string) {
  const queryClient = useQueryClient();
  return (saved: Step, shownWhenSaving: Article) => {
    const stepId = saved.id;
    const before = { step: imagePath(saved.imageProcessed), gif: gifSnapshot(shownWhenSaving).path };
    void pollArticle(queryClient, articleId, {
      everyMs: RENDER_POLL_MS,
      timeoutMs: RENDER_POLL_LIMIT_MS,
      whileShown: true,
      done: (article) => {
        if (!article.activeArticleVersion?.steps.some((step) => step.id === stepId)) return true;
        const now = imagesOf(article, stepId);
        // A demo GIF made before the save is refreshed too, in a job of its own.
        return now.step !== before.step && (!before.gif || now.gif !== before.gif);
      },
    });
  };
}
