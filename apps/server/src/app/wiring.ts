import type { AppContext } from '../context';
import type { JobLogger } from '../jobs/wake';
import { registerJobHandlers } from './jobHandlers';
import { registerChangeReactions } from './reactions';

/**
 * What a process that runs jobs or hears change events adds to its context, the same in the server
 * (app/index.ts) and the worker (worker.ts): every job's handler and every reaction to a change.
 */
export function wireJobsAndReactions(ctx: AppContext, log: JobLogger): void {
  registerJobHandlers(ctx, log);
  registerChangeReactions(ctx);
}
