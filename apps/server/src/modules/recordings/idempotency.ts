import { RECORDING_IDEMPOTENCY_KEY } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/client';
import { recordingUploadKeys } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** A UUID, or any 16 to 100 characters of A-Z, a-z, 0-9, `_` and `-` (docs/recording-format.md). */
export const IDEMPOTENCY_KEY = RECORDING_IDEMPOTENCY_KEY;

/**
 * The upload's `Idempotency-Key`, or null without one. A recorder that lost the answer to an upload
 * sends it again with the same key; a malformed key is refused rather than ignored, so a client bug
 * does not silently turn retries into duplicate articles.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest(
      'The Idempotency-Key header must be a UUID or 16 to 100 characters of letters, digits, "_" and "-"',
      'INVALID_IDEMPOTENCY_KEY',
    );
  }
  return value;
}

/** The article an earlier upload with this key created in the organization, if any. */
export async function articleOfKey(
  db: Queryable,
  organizationId: string,
  key: string,
): Promise<string | null> {
  const [row] = await db
    .select({ articleId: recordingUploadKeys.articleId })
    .from(recordingUploadKeys)
    .where(and(eq(recordingUploadKeys.organizationId, organizationId), eq(recordingUploadKeys.key, key)));
  return row?.articleId ?? null;
}

/** Thrown inside the creating transaction when a racing upload with the same key committed first. */
export class DuplicateUpload extends Error {
  constructor() {
    super('an upload with this Idempotency-Key created its article first');
  }
}

/**
 * Records the key for the new article in the creating transaction. The primary key (organization,
 * key) decides a race: the second transaction waits for the first, then inserts nothing and rolls
 * back, so only one article is ever created for a key.
 */
export async function claimKey(
  tx: Queryable,
  input: { organizationId: string; key: string; articleId: string; now: Date },
): Promise<void> {
  const inserted = await tx
    .insert(recordingUploadKeys)
    .values({ ...input, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ key: recordingUploadKeys.key });
  if (inserted.length === 0) throw new DuplicateUpload();
}
