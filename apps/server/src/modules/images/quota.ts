import { eq, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { externalImages } from '../../db/schema/articles';
import { AppError } from '../../lib/errors';

const MB = 1024 * 1024;

/** Bytes of external images an organization keeps (the size of each file as stored). */
export async function externalImageBytes(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(externalImages.size) })
    .from(externalImages)
    .where(eq(externalImages.organizationId, organizationId));
  return Number(row?.bytes ?? 0);
}

export const quotaExceeded = (quotaBytes: number) =>
  new AppError(
    'STORAGE_QUOTA_EXCEEDED',
    `Your organization's images use their storage of ${Math.round(quotaBytes / MB)} MB; delete images you no longer need`,
    { quotaBytes },
  );

/** Throws when `adding` more bytes would take the organization past its quota. */
export async function assertQuota(input: {
  db: Queryable;
  organizationId: string;
  quotaBytes: number;
  adding: number;
}): Promise<void> {
  const used = await externalImageBytes(input.db, input.organizationId);
  if (used + input.adding > input.quotaBytes) throw quotaExceeded(input.quotaBytes);
}
