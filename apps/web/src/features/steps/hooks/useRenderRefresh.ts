import type { Article, Step } from '@support/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { gifSnapshot, imagePath } from '../../articles/gif/gifState';
import { articleShown, pollArticle } from '../../articles/polling';

/** How often to ask for the article after a save, and for how long at most. */
export const RENDER_POLL_MS = 1000;
export const RENDER_POLL_LIMIT_MS = 30_000;

type Images = { step: string | null; gif: string | null };
/** A saved step waiting for its new image (and the demo GIF for its refresh), until `deadline`. */
type Waiting = { before: Images; deadline: number };
/** Per article, the saved steps still waiting: one loop asks for the article for all of them. */
type Waits = Map<string, Map<string, Waiting>>;
const waitsOf = new WeakMap<QueryClient, Waits>();

/** The step's image and the demo GIF as an article shows them. */
function imagesOf(article: Article, stepId: string): Images | null {
  const step = article.activeArticleVersion?.steps.find((candidate) => candidate.id === stepId);
  return step ? { step: imagePath(step.imageProcessed), gif: gifSnapshot(article).path } : null;
}

/** Whether the article shows what the save was waiting for (or the step is gone). */
function arrived(article: Article, stepId: string, { before }: Waiting): boolean {
  const now = imagesOf(article, stepId);
  if (!now) return true;
  // A demo GIF made before the save is refreshed too, in a job of its own.
  return now.step !== before.step && (!before.gif || now.gif !== before.gif);
}

/**
 * After a save the server renders the step's image (and a demo GIF there is) in its job queue; the
 * step answered at once still carries the old image (and the article shown while saving the old
 * GIF), and the new images get new URLs. Asking every second until they differ shows each as soon
 * as it is ready: in the step list, the Review tab and the settings panel. Saves in a row share one
 * loop per article, so thirty quick saves ask once a second, not thirty times. Not cancelled on
 * unmount: moving on to the next step should still get the new thumbnail; leaving the article ends
 * it. A save that changes nothing the images show (or nothing in the GIF's frames) waits out the
 * limit, harmlessly.
 */
export function useRenderRefresh(articleId: string) {
  const queryClient = useQueryClient();
  return (saved: Step, shownWhenSaving: Article) => {
    let waits = waitsOf.get(queryClient);
    if (!waits) {
      waits = new Map();
      waitsOf.set(queryClient, waits);
    }
    let waiting = waits.get(articleId);
    const polling = waiting !== undefined;
    if (!waiting) {
      waiting = new Map();
      waits.set(articleId, waiting);
    }
    waiting.set(saved.id, {
      before: { step: imagePath(saved.imageProcessed), gif: gifSnapshot(shownWhenSaving).path },
      deadline: Date.now() + RENDER_POLL_LIMIT_MS,
    });
    if (!polling) void pollWhileWaiting(queryClient, articleId, waits, waiting);
  };
}

async function pollWhileWaiting(
  queryClient: QueryClient,
  articleId: string,
  waits: Waits,
  waiting: Map<string, Waiting>,
): Promise<void> {
  const settle = (article: Article | null) => {
    for (const [stepId, wait] of waiting) {
      if (wait.deadline <= Date.now() || (article && arrived(article, stepId, wait))) waiting.delete(stepId);
    }
  };
  try {
    // A save made during a round extends the wait beyond that round's limit.
    while (waiting.size > 0) {
      const until = Math.max(...[...waiting.values()].map((wait) => wait.deadline));
      await pollArticle(queryClient, articleId, {
        everyMs: RENDER_POLL_MS,
        timeoutMs: until - Date.now(),
        whileShown: true,
        done: (article) => {
          settle(article);
          return waiting.size === 0;
        },
      });
      settle(null);
      if (!articleShown(queryClient, articleId)) break;
    }
  } finally {
    waits.delete(articleId);
  }
}
