import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { articles, articleVersions, steps } from '../../db/schema/articles';
import type { JobQueue } from '../../jobs/types';
import type { Storage } from '../../lib/storage';
import type { PlanCatalogue } from '../billing';
import { takeArticleCredits } from '../generation/credits';
import { eachLimited } from '../generation/eachLimited';
import { generateArticleJob } from '../generation/job';
import { audioKey, processedImageKey, rawImageKey } from '../generation/keys';
import { placeholderTitle } from '../generation/placeholder';
import { stepAudioRanges } from '../narration/timeline';
import { audioFormatOf } from './audioPart';
import { claimKey } from './idempotency';
import { canCreateRecording, RECORDING_MEMBERS_ONLY } from './policy';
import { stepRow } from './stepRows';
import { typedValueRules } from './typedValueRules';
import type { ValidRecording } from './validate';

/** Screenshots written at once; more only queue up behind the disk or the S3 connection pool. */
const WRITE_CONCURRENCY = 4;

/**
 * `POST /v1/recordings`, after validation: the raw screenshots and their processed images (rendered
 * during the upload) go from their temporary files to storage, then one transaction
 * creates the STEP_RECORDING article, version 1 (in the organization's source language, processing)
 * and its steps, takes the article credits and queues the generation. Over the plan's limit the
 * article is still created, failed with NO_CREDITS_LEFT and without a job, so the recording is not
 * lost: after an upgrade, restart-generation takes the credits and generates it. When the transaction
 * fails, the files written for it are removed again.
 */
export async function createRecording(input: {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  plans: PlanCatalogue;
  actor: Actor;
  recording: ValidRecording;
  now: Date;
  /** The upload's Idempotency-Key: a racing twin that commits first makes this throw DuplicateUpload. */
  idempotencyKey?: string | null;
  log: { warn(obj: unknown, msg: string): void };
}): Promise<{ articleId: string }> {
  const { db, storage, actor, now } = input;
  const { manifest, images, audio } = input.recording;
  const organizationId = authorizedOrganizationOf(actor, canCreateRecording, RECORDING_MEMBERS_ONLY);
  const articleId = randomUUID();
  const versionId = randomUUID();
  const stepIds = manifest.steps.map(() => randomUUID());
  const rawKeys = stepIds.map((stepId, i) =>
    rawImageKey({ organizationId, articleId, stepId }, images[i]!.type),
  );
  const processedKeys = stepIds.map((stepId) => processedImageKey({ organizationId, articleId, stepId }));
  const files = images.flatMap((image, i) => [
    { key: rawKeys[i]!, file: image.file, type: image.type },
    { key: processedKeys[i]!, file: image.processedFile, type: 'image/png' },
  ]);
  const narration = audio && manifest.audio ? audioFormatOf(audio.format) : null;
  const narrationKey = narration
    ? audioKey({ organizationId, articleId, versionId }, narration.extension)
    : null;
  if (audio && narration && narrationKey) {
    files.push({ key: narrationKey, file: audio.file, type: narration.mimeType });
  }
  // Each step's part of the narration, fixed by the recording: kept with or without a transcription.
  const ranges =
    audio && manifest.audio
      ? stepAudioRanges(
          manifest.steps.map((step) => step.timestamp),
          manifest.audio,
          audio.durationMs,
        )
      : null;

  const written: string[] = [];
  try {
    await eachLimited(files, WRITE_CONCURRENCY, async ({ key, file, type }) => {
      // Listed first: a write that fails halfway may still leave something to remove.
      written.push(key);
      await storage.putFile(key, file, type);
    });
    await db.transaction(async (tx) => {
      const hasCredits = await takeArticleCredits({ db: tx, plans: input.plans, organizationId, now });
      const [organization] = await tx
        .select({
          sourceLanguage: organizations.sourceLanguage,
          redactionTerms: organizations.redactionTerms,
          hideTypedEmails: organizations.hideTypedEmails,
        })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      const language = organization?.sourceLanguage ?? 'en';
      const typedValues = typedValueRules(organization ?? { redactionTerms: [], hideTypedEmails: true });
      await tx.insert(articles).values({
        id: articleId,
        organizationId,
        creatorId: actor.userId,
        title: manifest.title || placeholderTitle(language),
        articleType: 'STEP_RECORDING',
        createdAt: now,
        updatedAt: now,
      });
      // Right after the article (the key refers to it), before the heavier inserts.
      if (input.idempotencyKey)
        await claimKey(tx, { organizationId, key: input.idempotencyKey, articleId, now });
      await tx.insert(articleVersions).values({
        id: versionId,
        organizationId,
        articleId,
        version: 1,
        language,
        contentType: manifest.contentType ?? 'STEP_BY_STEP_GUIDE',
        generationStage: hasCredits ? 'PROCESSING' : null,
        failureReason: hasCredits ? null : 'NO_CREDITS_LEFT',
        hasAudio: narrationKey !== null,
        mediaOutput:
          narrationKey && narration && audio
            ? { audioKey: narrationKey, audioType: narration.mimeType, audioDurationMs: audio.durationMs }
            : null,
        transcriptionStatus: narrationKey ? 'PENDING' : null,
        createdAt: now,
      });
      await tx.insert(steps).values(
        manifest.steps.map((step, index) => ({
          ...stepRow({
            step,
            image: images[index]!,
            index,
            id: stepIds[index]!,
            organizationId,
            articleVersionId: versionId,
            imageRawKey: rawKeys[index]!,
            imageProcessedKey: processedKeys[index]!,
            now,
            typedValues,
            zoomToAction: input.recording.zoomToAction,
          }),
          audioStartTime: ranges?.[index]?.start ?? null,
          audioEndTime: ranges?.[index]?.end ?? null,
        })),
      );
      await tx.update(articles).set({ activeVersionId: versionId }).where(eq(articles.id, articleId));
      if (hasCredits) {
        await generateArticleJob.enqueue(input.jobs, tx, {
          organizationId,
          payload: { articleId, versionId },
        });
      }
    });
  } catch (error) {
    const removed = await Promise.allSettled(written.map((key) => storage.delete(key)));
    const left = removed.filter((result) => result.status === 'rejected').length;
    if (left > 0) input.log.warn({ articleId, left }, 'files of a failed recording upload left behind');
    throw error;
  }
  return { articleId };
}
