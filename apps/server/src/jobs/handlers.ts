import type { AppContext } from '../context';
import { createAiClient } from '../lib/ai';
import { generateArticleHandler } from '../modules/generation/handler';

/**
 * Registers every job type's handler on the context's queue. The server (unless WORKER=off) and the
 * `worker` process call this once; a module that adds a job type adds its line here.
 */
export function registerJobHandlers(ctx: AppContext): void {
  const { db, storage, clock } = ctx;
  ctx.jobs.register(
    'generate-article',
    generateArticleHandler({ db, storage, clock, ai: createAiClient(ctx.config.ai) }),
  );
}
