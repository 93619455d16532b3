import type { TranscriptionStatus } from '@support/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleVersions, steps } from '../../db/schema/articles';
import type { Storage } from '../../lib/storage';
import { withFileCopy } from '../../lib/storage/fileCopy';
import type { Transcriber } from '../../lib/transcription';
import { assignSegments } from './timeline';

type VersionIds = { organizationId: string; versionId: string };

/** The version's narration as stored: its key, type and whether it still waits for a transcription. */
export async function narrationOf(db: Db, ids: VersionIds) {
  const [row] = await db
    .select({
      hasAudio: articleVersions.hasAudio,
      mediaOutput: articleVersions.mediaOutput,
      status: articleVersions.transcriptionStatus,
    })
    .from(articleVersions)
    .where(
      and(eq(articleVersions.id, ids.versionId), eq(articleVersions.organizationId, ids.organizationId)),
    );
  const key = row?.mediaOutput?.audioKey;
  if (!row?.hasAudio || typeof key !== 'string') return null;
  const type = row.mediaOutput?.audioType;
  return { key, type: typeof type === 'string' ? type : 'application/octet-stream', status: row.status };
}

export async function setTranscriptionStatus(db: Db, ids: VersionIds, status: TranscriptionStatus) {
  await db
    .update(articleVersions)
    .set({ transcriptionStatus: status })
    .where(
      and(eq(articleVersions.id, ids.versionId), eq(articleVersions.organizationId, ids.organizationId)),
    );
}

/**
 * Sends the version's narration to the transcription service and stores what was said during each
 * step as its `transcription` (timeline.ts assigns the segments by each step's audioStartTime–
 * audioEndTime), then marks it DONE. Throws what the service threw (TRANSCRIPTION_UNAVAILABLE):
 * the caller decides between a retry and FAILED. Answers false when there is no narration.
 */
export async function transcribeNarration(input: {
  db: Db;
  storage: Storage;
  transcriber: Transcriber;
  ids: VersionIds;
  log?: { warn(obj: unknown, msg: string): void };
}): Promise<boolean> {
  const { db, ids } = input;
  const narration = await narrationOf(db, ids);
  if (!narration) return false;
  const opened = await input.storage.open(narration.key);
  if (!opened) return false;
  if (opened.size > input.transcriber.maxFileBytes) {
    // Every attempt would be refused: FAILED at once, and the article says it can be run later.
    input.log?.warn(
      { versionId: ids.versionId, bytes: opened.size, limit: input.transcriber.maxFileBytes },
      'narration larger than the transcription service accepts',
    );
    await setTranscriptionStatus(db, ids, 'FAILED');
    return true;
  }
  const filename = narration.key.slice(narration.key.lastIndexOf('/') + 1);
  const segments = await withFileCopy(opened, filename, (body) =>
    input.transcriber.transcribe({ body, filename, mimeType: opened.contentType || narration.type }),
  );
  const rows = await db
    .select({ id: steps.id, start: steps.audioStartTime, end: steps.audioEndTime })
    .from(steps)
    .where(and(eq(steps.organizationId, ids.organizationId), eq(steps.articleVersionId, ids.versionId)))
    .orderBy(asc(steps.index));
  const texts = assignSegments(
    rows.map((row) => ({ start: row.start ?? 0, end: row.end ?? 0 })),
    segments,
  );
  await db.transaction(async (tx) => {
    for (const [i, row] of rows.entries()) {
      await tx
        .update(steps)
        .set({ transcription: texts[i] ?? null })
        .where(and(eq(steps.id, row.id), eq(steps.organizationId, ids.organizationId)));
    }
    await tx
      .update(articleVersions)
      .set({ transcriptionStatus: 'DONE' })
      .where(
        and(eq(articleVersions.id, ids.versionId), eq(articleVersions.organizationId, ids.organizationId)),
      );
  });
  return true;
}

/**
 * The narration step of a job that retries (the generation, the later `transcribe`): without a
 * service NOT_CONFIGURED; on a failure a retry while attempts are left, FAILED on the last one (the
 * article is written without what was said, and `transcribe` can run it later). A narration that
 * is DONE already (a retry after the AI polish failed, a rewrite) is not sent again, so a person's
 * corrections of a transcription survive a rewrite.
 */
export async function narrationStep(input: {
  db: Db;
  storage: Storage;
  transcriber: Transcriber | null;
  ids: VersionIds;
  lastAttempt: boolean;
  force?: boolean;
  log?: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  const narration = await narrationOf(input.db, input.ids);
  if (!narration || (narration.status === 'DONE' && !input.force)) return;
  if (!input.transcriber) {
    await setTranscriptionStatus(input.db, input.ids, 'NOT_CONFIGURED');
    return;
  }
  try {
    await transcribeNarration({ ...input, transcriber: input.transcriber });
  } catch (error) {
    if (!input.lastAttempt) throw error;
    input.log?.warn({ err: error, versionId: input.ids.versionId }, 'narration left untranscribed');
    await setTranscriptionStatus(input.db, input.ids, 'FAILED');
  }
}
