import { and, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../lib/errors';

/**
 * Where a page of an admin list ended: the last row's time as the database wrote it (microseconds
 * included, which a JavaScript date would lose) and its id. Opaque to clients; lists run newest
 * first, then by id, so rows written in the same microsecond are neither skipped nor repeated.
 */
export type Cursor = { at: string; id: string };

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

export function decodeCursor(value: string | undefined): Cursor | null {
  if (value === undefined || value === '') return null;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof at === 'string' &&
      !Number.isNaN(Date.parse(at)) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    )
      return { at, id };
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest('The cursor is not one this list gave out', 'INVALID_CURSOR', { field: 'cursor' });
}

/** The rows after the cursor in the order `at desc, id desc`. */
export function afterCursor(cursor: Cursor | null, at: PgColumn, id: PgColumn): SQL | undefined {
  if (!cursor) return undefined;
  const time = sql`${cursor.at}::timestamptz`;
  return or(lt(at, time), and(eq(at, time), lt(id, cursor.id)));
}

/** The time column as text, exact to the microsecond, for the next cursor. */
export const exactTime = (at: PgColumn) => sql<string>`${at}::text`;

/** One page out of `limit + 1` rows read: the extra row only says that another page follows. */
export function pageOf<R extends { cursorAt: string; id: string }>(
  rows: R[],
  limit: number,
): { rows: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
