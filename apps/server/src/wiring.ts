import { registerChangeReactions } from './changes/reactions';
import type { AppContext } from './context';
import { registerJobHandlers } from './jobs/handlers';
import type { JobLogger } from './jobs/wake';

/**
 * What a process that runs jobs or hears change events adds to its context, the same in the server
 * (app.ts) and the worker (worker.ts): every job's handler and every reaction to a change. Kept out
 * of context.ts, which the handlers' modules import (no cycle).
 */
export function wireJobsAndReactions(ctx: AppContext, log: JobLogger): void {
  registerJobHandlers(ctx, log);
  registerChangeReactions(ctx);
}
