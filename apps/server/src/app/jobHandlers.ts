import type { AppContext } from '../context';
import type { JobLogger } from '../jobs/wake';
import { mentionMailJob } from '../modules/article-comments/mentionMailJob';
import { resetMailJob } from '../modules/auth/resetMailJob';
import { generateArticleJob } from '../modules/generation/job';
import { generateGifJob } from '../modules/gif/generateGif';
import { domainRecheckJob } from '../modules/help-centers/domainRecheckJob';
import { importArchiveJob } from '../modules/imports/job';
import { transcribeArticleJob } from '../modules/narration/job';
import { withholdTypedValuesJob } from '../modules/recordings/withholdTypedValues';
import { renderStepsJob } from '../modules/steps/renderJob';
import { translateArticleJob } from '../modules/translations/job';
import { deliverWebhookJob } from '../modules/webhooks/deliverJob';

/** Every job type, each defined in the module that owns it (jobs/defineJob.ts). */
const JOBS = [
  generateArticleJob,
  renderStepsJob,
  resetMailJob,
  generateGifJob,
  translateArticleJob,
  transcribeArticleJob,
  withholdTypedValuesJob,
  domainRecheckJob,
  mentionMailJob,
  importArchiveJob,
  deliverWebhookJob,
];

/**
 * Gives the context's queue every job type's handler. The server (unless WORKER=off) and the
 * `worker` process call this once; a module that adds a job type adds it to JOBS.
 */
export function registerJobHandlers(ctx: AppContext, logger?: JobLogger): void {
  for (const job of JOBS) job.register({ ...ctx, logger });
}
