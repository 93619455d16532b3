import {
  articleStatus,
  NO_AUDIO_MESSAGE,
  TRANSCRIPTION_NOT_CONFIGURED_MESSAGE,
  TRANSCRIPTION_RUNNING_MESSAGE,
} from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { articleVersions } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import { conflict, serviceUnavailable } from '../../lib/errors';
import type { Transcriber } from '../../lib/transcription';
import { findArticle } from '../articles/queries';
import { transcribeArticleJob } from './job';

/**
 * `POST /help-articles/{id}/transcribe`: any member who may edit the article (every member of its
 * organization, 404 for anyone else) queues its narration's transcription, whatever became of the
 * last one (FAILED, NOT_CONFIGURED, or DONE and to be heard again). 409 NO_AUDIO without a
 * narration, ARTICLE_PROCESSING while it is being generated (the generation transcribes),
 * TRANSCRIPTION_RUNNING while one is queued; 503 TRANSCRIPTION_NOT_CONFIGURED without a service.
 */
export async function startTranscription(input: {
  db: Db;
  jobs: JobQueue;
  transcriber: Transcriber | null;
  actor: Actor;
  id: string;
}): Promise<void> {
  const { db } = input;
  const article = await findArticle(db, input.actor, input.id);
  const [version] = article.activeVersionId
    ? await db.select().from(articleVersions).where(eq(articleVersions.id, article.activeVersionId))
    : [];
  if (!version?.hasAudio) throw conflict(NO_AUDIO_MESSAGE, 'NO_AUDIO');
  if (!input.transcriber) {
    throw serviceUnavailable(TRANSCRIPTION_NOT_CONFIGURED_MESSAGE, 'TRANSCRIPTION_NOT_CONFIGURED');
  }
  if (articleStatus({ articleType: article.articleType, activeArticleVersion: version }) === 'processing') {
    throw conflict(
      'This article is being generated; its narration is transcribed with it',
      'ARTICLE_PROCESSING',
    );
  }
  await db.transaction(async (tx) => {
    // Only one at a time: two requests at once cannot both queue it.
    const started = await tx
      .update(articleVersions)
      .set({ transcriptionStatus: 'PENDING' })
      .where(
        and(
          eq(articleVersions.id, version.id),
          eq(articleVersions.organizationId, article.organizationId),
          sql`${articleVersions.transcriptionStatus} is distinct from 'PENDING'`,
        ),
      )
      .returning({ id: articleVersions.id });
    if (started.length === 0) throw conflict(TRANSCRIPTION_RUNNING_MESSAGE, 'TRANSCRIPTION_RUNNING');
    await transcribeArticleJob.enqueue(input.jobs, tx, {
      organizationId: article.organizationId,
      payload: { articleId: article.id, versionId: version.id },
    });
  });
}
