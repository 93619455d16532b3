import { badRequest } from '../../lib/errors';

/**
 * Where a page of the job list ends: the job's rank (failed first), its creation time as the
 * database writes it (microseconds, which a JavaScript Date would cut) and its id.
 */
export type JobCursor = { rank: number; createdAt: string; id: string };

export const encodeJobCursor = (cursor: JobCursor): string =>
  Buffer.from(JSON.stringify([cursor.rank, cursor.createdAt, cursor.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeJobCursor(value: string | undefined): JobCursor | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [rank, createdAt, id] = parsed as unknown[];
      if (
        (rank === 0 || rank === 1) &&
        typeof createdAt === 'string' &&
        !Number.isNaN(Date.parse(createdAt)) &&
        typeof id === 'string' &&
        UUID.test(id)
      )
        return { rank, createdAt, id };
    }
  } catch {
    // answered below
  }
  throw badRequest('The cursor is not one this list gave out', 'INVALID_CURSOR');
}
