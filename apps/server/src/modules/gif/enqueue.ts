import type { Queryable } from '../../db/client';
import type { JobQueue } from '../../jobs/types';

export type GifPayload = { articleId: string; versionId: string; insertIntoContent: boolean };
type Target = { organizationId: string; articleId: string; versionId: string };

/**
 * `POST /generate-gif`: renders the demo GIF and puts `![Demo Gif](output.gif)` into the text if it
 * is not there. Not a singleton: the job reads the steps as they are when it runs, and skips the
 * work when the GIF of exactly those frames exists already.
 */
export function enqueueGifRequest(jobs: JobQueue, on: Queryable, target: Target): Promise<string> {
  return enqueueGif(jobs, on, { ...target, insertIntoContent: true });
}

/**
 * After a step edit of a version that has a demo GIF: the GIF is rendered again if its frames
 * changed (a step deleted, a blur added), without touching the text: a writer who took the GIF
 * out of the text keeps it out.
 */
export function enqueueGifRefresh(jobs: JobQueue, on: Queryable, target: Target): Promise<string> {
  return enqueueGif(jobs, on, { ...target, insertIntoContent: false });
}

function enqueueGif(jobs: JobQueue, on: Queryable, payload: Target & { insertIntoContent: boolean }) {
  const { organizationId, ...rest } = payload;
  return jobs.enqueue({ type: 'generate-gif', organizationId, payload: rest, maxAttempts: 3 }, on);
}
