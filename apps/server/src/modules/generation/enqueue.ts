import type { Queryable } from '../../db/client';
import type { JobQueue } from '../../jobs/types';

/** Attempts before a generation fails for good (retries wait 2 s, then 4 s). */
export const GENERATION_ATTEMPTS = 3;

export type GenerationPayload = { articleId: string; versionId: string };

/**
 * Queues the generation of a version, inside the caller's transaction so the job exists exactly
 * when the state that asks for it does. One job per version at a time (singleton key).
 */
export function enqueueGeneration(
  jobs: JobQueue,
  on: Queryable,
  target: GenerationPayload & { organizationId: string },
): Promise<string> {
  return jobs.enqueue(
    {
      type: 'generate-article',
      organizationId: target.organizationId,
      payload: { articleId: target.articleId, versionId: target.versionId },
      singletonKey: `generate-article:${target.versionId}`,
      maxAttempts: GENERATION_ATTEMPTS,
    },
    on,
  );
}
