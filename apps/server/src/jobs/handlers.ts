import type { AppContext } from '../context';
import { resetMailHandler } from '../modules/auth/resetMailJob';
import { generateArticleHandler } from '../modules/generation/handler';
import { generateGifHandler } from '../modules/gif/generateGif';
import { renderStepsHandler } from '../modules/steps/renderJob';
import type { JobLogger } from './wake';

/**
 * Registers every job type's handler on the context's queue. The server (unless WORKER=off) and the
 * `worker` process call this once; a module that adds a job type adds its line here.
 */
export function registerJobHandlers(ctx: AppContext, logger?: JobLogger): void {
  const { db, storage, clock } = ctx;
  ctx.jobs.register('generate-article', generateArticleHandler({ db, storage, clock, ai: ctx.ai, logger }));
  ctx.jobs.register('render-steps', renderStepsHandler({ db, storage }));
  ctx.jobs.register(
    'password-reset-mail',
    resetMailHandler({ db, mailer: ctx.mailer, clock, limits: ctx.config.rateLimits }),
  );
  ctx.jobs.register('generate-gif', generateGifHandler({ db, storage, clock, jobs: ctx.jobs }));
}
