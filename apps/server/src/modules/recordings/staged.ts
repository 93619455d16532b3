import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  RECORDING_IMAGE_MAX_BYTES,
  RECORDING_MAX_BYTES,
  RECORDING_MAX_STEPS,
  type StagedImage,
} from '@support/shared';
import { and, asc, countDistinct, eq, lt } from 'drizzle-orm';
import { advisoryXactLock } from '../../db/advisoryLocks';
import type { Db, Queryable } from '../../db/client';
import { recordingStagedImages } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { probeScreenshotHeader } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import type { Spool } from '../../lib/uploads/spool';
import { imageTooLarge, invalidRecording, recordingTooLarge } from './errors';
import { articleOfKey } from './idempotency';

/** Recordings being staged at once per organization: a few recorders with a queue each. */
export const STAGED_KEYS_PER_ORGANIZATION = 20;
/** A staged image nobody uploaded for this long belongs to a recording that was discarded. */
export const STAGED_MAX_AGE_MS = 24 * 60 * 60_000;

const sha256Of = (text: string) => createHash('sha256').update(text).digest('hex');

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const keyRows = (db: Queryable, organizationId: string, key: string) =>
  db
    .select()
    .from(recordingStagedImages)
    .where(
      and(
        eq(recordingStagedImages.organizationId, organizationId),
        eq(recordingStagedImages.idempotencyKey, key),
      ),
    )
    .orderBy(asc(recordingStagedImages.image));

/** The images staged under `key` in the organization, by name. */
export async function stagedImages(db: Queryable, organizationId: string, key: string) {
  return keyRows(db, organizationId, key);
}

export async function listStaged(
  db: Queryable,
  organizationId: string,
  key: string,
): Promise<{ images: StagedImage[] }> {
  const rows = await keyRows(db, organizationId, key);
  return { images: rows.map(({ image, size, sha256 }) => ({ image, size, sha256 })) };
}

async function refuseUploaded(db: Queryable, organizationId: string, key: string) {
  const articleId = await articleOfKey(db, organizationId, key);
  if (articleId) {
    throw conflict('The recording with this Idempotency-Key was uploaded already', 'ALREADY_UPLOADED', {
      articleId,
    });
  }
}

/**
 * Refuses `image` of `size` bytes under `key` when staging it would pass a limit: a new key beyond
 * the recordings staged at once, a new image beyond a recording's steps, or bytes beyond its size.
 * Returns the key's rows and the bytes of its other images.
 */
async function checkLimits(db: Queryable, organizationId: string, key: string, image: string, size: number) {
  const rows = await keyRows(db, organizationId, key);
  if (rows.length === 0) {
    const [count] = await db
      .select({ keys: countDistinct(recordingStagedImages.idempotencyKey) })
      .from(recordingStagedImages)
      .where(eq(recordingStagedImages.organizationId, organizationId));
    if ((count?.keys ?? 0) >= STAGED_KEYS_PER_ORGANIZATION) {
      throw new AppError(
        'TOO_MANY_STAGED_RECORDINGS',
        `At most ${STAGED_KEYS_PER_ORGANIZATION} recordings can be staged at once; upload or wait for one`,
      );
    }
  }
  if (!rows.some((row) => row.image === image) && rows.length >= RECORDING_MAX_STEPS) {
    throw new AppError(
      'RECORDING_TOO_LARGE',
      `A recording has at most ${RECORDING_MAX_STEPS} steps, one image each`,
    );
  }
  const others = rows.reduce((sum, row) => sum + (row.image === image ? 0 : row.size), 0);
  if (others + size > RECORDING_MAX_BYTES) throw recordingTooLarge();
  return { rows, others };
}

/**
 * `PUT /v1/recordings/staged/{key}/{image}`: the bytes go to a temporary file (reading stops at the
 * first byte over a limit), are checked to be a PNG or JPEG and then moved to storage. A repeat of
 * the same image replaces it. Bounded like one upload: its steps, its bytes, and a few recordings
 * staged at once per organization.
 *
 * The limits are checked twice: before the body is read (a refused image costs nothing to receive),
 * and again where the row is written, in one transaction holding a lock on the organization's
 * staging (`pg_advisory_xact_lock`, taken by every server sharing the database). PUTs racing each
 * other, on one server or several, so take turns there, and each counts the rows the ones before
 * it committed: the limits hold exactly. A refused image's file is removed from storage again.
 */
export async function stageImage(input: {
  db: Db;
  storage: Storage;
  spool: Spool;
  organizationId: string;
  key: string;
  image: string;
  body: Readable;
  now: Date;
}): Promise<StagedImage> {
  const { db, storage, spool, organizationId, key, image } = input;
  await refuseUploaded(db, organizationId, key);
  const { others } = await checkLimits(db, organizationId, key, image, 0);
  const file = await spool.write(input.body, (size) => {
    if (size > RECORDING_IMAGE_MAX_BYTES) throw imageTooLarge(image);
    if (others + size > RECORDING_MAX_BYTES) throw recordingTooLarge();
  });
  let stored: string | null = null;
  try {
    const probe = await probeScreenshotHeader(file.path);
    if (!probe.ok) throw invalidRecording(`The image "${image}" ${probe.problem}`);
    const sha256 = await sha256OfFile(file.path);
    // A new object per PUT: a repeat never overwrites a file a running upload is reading.
    stored = `staged/${organizationId}/${sha256Of(key)}/${randomUUID()}`;
    await storage.putFile(stored, file.path, probe.image.type);
    const values = { storageKey: stored, size: file.size, sha256, createdAt: input.now };
    const previous = await db.transaction(async (tx) => {
      await tx.execute(advisoryXactLock('stagedImages', organizationId));
      await refuseUploaded(tx, organizationId, key);
      const { rows } = await checkLimits(tx, organizationId, key, image, file.size);
      await tx
        .insert(recordingStagedImages)
        .values({ organizationId, idempotencyKey: key, image, ...values })
        .onConflictDoUpdate({
          target: [
            recordingStagedImages.organizationId,
            recordingStagedImages.idempotencyKey,
            recordingStagedImages.image,
          ],
          set: values,
        });
      return rows.find((row) => row.image === image);
    });
    if (previous) await storage.delete(previous.storageKey).catch(() => undefined);
    return { image, size: file.size, sha256 };
  } catch (error) {
    await spool.discard([file]);
    if (stored) await storage.delete(stored).catch(() => undefined);
    throw error;
  }
}

/** Removes the key's staged images, rows first: whatever is deleted here no other server can use. */
export async function clearStaged(
  db: Queryable,
  storage: Storage,
  organizationId: string,
  key: string,
): Promise<void> {
  const removed = await db
    .delete(recordingStagedImages)
    .where(
      and(
        eq(recordingStagedImages.organizationId, organizationId),
        eq(recordingStagedImages.idempotencyKey, key),
      ),
    )
    .returning({ storageKey: recordingStagedImages.storageKey });
  await Promise.allSettled(removed.map(({ storageKey }) => storage.delete(storageKey)));
}

/**
 * Staged images of recordings never uploaded (discarded by the person). Safe on several servers at
 * once: each row is deleted by one of them, which then removes its file.
 */
export async function sweepStaged(db: Queryable, storage: Storage, now: Date): Promise<number> {
  const removed = await db
    .delete(recordingStagedImages)
    .where(lt(recordingStagedImages.createdAt, new Date(now.getTime() - STAGED_MAX_AGE_MS)))
    .returning({ storageKey: recordingStagedImages.storageKey });
  await Promise.allSettled(removed.map(({ storageKey }) => storage.delete(storageKey)));
  return removed.length;
}
