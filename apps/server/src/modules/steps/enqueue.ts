import type { Queryable } from '../../db/client';
import type { JobQueue } from '../../jobs/types';

export type RenderStepsPayload = { articleId: string; versionId: string; stepIds: string[] };

/**
 * Queues the rendering of steps' processed images, inside the caller's transaction. Not a singleton:
 * the job reads the step as it is when it runs, and a job that finds the step changed again leaves
 * the image to the later job, so every save is rendered in the end and an older one never wins.
 */
export function enqueueRenderSteps(
  jobs: JobQueue,
  on: Queryable,
  target: RenderStepsPayload & { organizationId: string },
): Promise<string> {
  return jobs.enqueue(
    {
      type: 'render-steps',
      organizationId: target.organizationId,
      payload: { articleId: target.articleId, versionId: target.versionId, stepIds: target.stepIds },
    },
    on,
  );
}
