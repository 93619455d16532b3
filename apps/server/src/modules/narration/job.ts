import { z } from 'zod';
import { defineJob } from '../../jobs/defineJob';
import { narrationStep } from './transcribe';

/** Attempts of a later transcription (retries wait 2 s, then 4 s), as for a generation. */
export const TRANSCRIPTION_ATTEMPTS = 3;

const ZPayload = z.object({ articleId: z.uuid(), versionId: z.uuid() });

/**
 * `transcribe-article` {articleId, versionId}: `POST /help-articles/{id}/transcribe`. Transcribes
 * the version's narration again and stores what was said per step; an outage retries, and after
 * the last attempt the version says FAILED. The article's text is not touched (the person may have
 * edited it): `POST /help-articles/{id}/generate` writes it again with the narration.
 */
export const transcribeArticleJob = defineJob({
  type: 'transcribe-article',
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'storage', 'transcriber', 'logger'],
  maxAttempts: TRANSCRIPTION_ATTEMPTS,
  singletonKey: (payload) => `transcribe-article:${payload.versionId}`,
  handler: ({ db, storage, transcriber, logger }) => ({
    async run(job) {
      await narrationStep({
        db,
        storage,
        transcriber,
        ids: { organizationId: job.organizationId, versionId: job.payload.versionId },
        lastAttempt: job.attempt >= job.maxAttempts,
        force: true,
        log: logger,
      });
    },
  }),
});
