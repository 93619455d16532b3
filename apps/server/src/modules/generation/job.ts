import { defineJob } from '../../jobs/defineJob';
import { relevantGlossaryEntries } from '../glossary';
import { summarizeSteps } from '../narration/summaries';
import { narrationStep } from '../narration/transcribe';
import { ZGenerationPayload } from './payload';
import { isPlaceholderTitle } from './placeholder';
import { PolishFailedError, polishArticle } from './polish';
import { renderMissingImages, StepGoneError } from './renderSteps';
import { enterStage, failGeneration, finishGeneration } from './stages';
import { loadSteps, loadTarget } from './target';
import { writeArticle } from './writer';
import { typedValueRules, writerStep } from './writerSteps';

/** Attempts before a generation fails for good (retries wait 2 s, then 4 s). */
export const GENERATION_ATTEMPTS = 3;

export type { GenerationPayload } from './payload';

/**
 * `generate-article` {articleId, versionId}: the stages the processing screen shows. The steps and
 * their processed images were created by the upload; the job renders only images that are missing
 * (EXTRACTING_STEPS: a recording stored before uploads rendered, or a lost render) and writes the
 * text (WRITING_ARTICLE), so running it again after a crash gives the same steps and overwrites the
 * same files. A version that was deleted, finished or failed meanwhile makes the job a no-op.
 */
export const generateArticleJob = defineJob({
  type: 'generate-article',
  payload: ZGenerationPayload,
  scope: 'organization',
  needs: ['db', 'storage', 'clock', 'ai', 'transcriber', 'logger', 'changes', 'config'],
  maxAttempts: GENERATION_ATTEMPTS,
  // One job per version at a time.
  singletonKey: (payload) => `generate-article:${payload.versionId}`,
  handler: ({ db, storage, clock, ai, transcriber, logger, changes, config }) => ({
    async run(job) {
      const { payload } = job;
      const target = await loadTarget(db, job.organizationId, payload);
      if (!target || target.failureReason || target.finishedAt) return;
      const ids = { organizationId: target.organizationId, ...payload };

      if (!(await enterStage(db, ids, 'EXTRACTING_STEPS'))) return;
      // What was said, before the steps are read: the writer uses it. An outage retries, and on the
      // last attempt the article is written without it (transcriptionStatus FAILED).
      await narrationStep({
        db,
        storage,
        transcriber,
        ids,
        lastAttempt: job.attempt >= job.maxAttempts,
        log: logger,
      });
      const steps = await loadSteps(db, target);
      if (steps.length === 0) throw new Error('the recording has no steps');
      try {
        await renderMissingImages({ db, storage, target, steps });
      } catch (error) {
        if (error instanceof StepGoneError) return;
        throw error;
      }

      if (!(await enterStage(db, ids, 'WRITING_ARTICLE'))) return;
      const rules = typedValueRules(target);
      const writerSteps = steps.map(({ step }, i) => writerStep(step, i + 1, rules));
      const style = {
        language: target.language as Parameters<typeof writeArticle>[0]['language'],
        addressingStyle: target.addressingStyle,
        formality: target.formality,
      };
      const written = writeArticle({
        title: isPlaceholderTitle(target.title) ? undefined : target.title,
        steps: writerSteps,
        ...style,
        contentType: target.contentType,
      });
      let content = written.content;
      if (ai) {
        const glossary = await relevantGlossaryEntries({
          db,
          organizationId: target.organizationId,
          text: `${written.content}\n${writerSteps.map((step) => `${step.pageTitle} ${step.elementLabel}`).join('\n')}`,
        });
        const polished = await polishArticle({
          ai,
          draft: written.content,
          steps: writerSteps,
          style: { ...style, sourceLanguage: target.language },
          contentType: target.contentType,
          glossary,
        });
        if (!polished.polished) {
          logger?.warn(
            { articleId: target.articleId },
            'AI polish lost or reordered step images; kept the built-in text',
          );
        }
        content = polished.content;
      }

      const finished = await finishGeneration({ db, changes }, ids, {
        title: written.title,
        content,
        now: clock.now(),
      });
      // The step editor's AI analysis, once the article can be read: it never holds up or fails it.
      if (finished && ai) {
        await summarizeSteps({
          db,
          ai,
          storage,
          vision: config.ai?.vision ?? false,
          ids,
          language: target.language,
          log: logger,
        });
      }
    },

    async onFailed(job, error) {
      const { payload } = job;
      if (!job.organizationId) return;
      const ids = { organizationId: job.organizationId, ...payload };
      const reason =
        error instanceof PolishFailedError ? 'TEMPORARY_GENERATION_SERVICE_DOWNTIME' : 'GENERATION_FAILED';
      await failGeneration({ db, changes }, ids, reason, clock.now());
    },
  }),
});
