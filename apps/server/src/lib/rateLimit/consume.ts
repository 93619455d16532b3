import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { tooManyRequests } from '../errors';

export type RateLimit = { key: string; limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Spends one unit of `key`'s budget in the current fixed window and says whether it was within
 * `limit`. One atomic upsert, the same SQL on PGlite and PostgreSQL, so every server counts into
 * the same row. Refused attempts count too: a client that keeps hammering stays refused.
 */
export async function consume(input: RateLimit & { db: Queryable; now?: Date }): Promise<RateLimitResult> {
  const now = (input.now ?? new Date()).getTime();
  const windowMs = input.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const expiresAt = new Date(windowStart + windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
  const refusals = refusedWindows(input.db);
  const refusedKey = `${input.key}|${windowStart}`;
  if (refusals.has(refusedKey)) return { allowed: false, count: input.limit + 1, retryAfterSeconds };
  await pruneNowAndThen(input.db, now);
  const [row] = await input.db
    .insert(rateLimitCounters)
    .values({ key: input.key, windowStart: new Date(windowStart), count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  const count = row?.count ?? 1;
  if (count > input.limit) remember(refusals, refusedKey, expiresAt.getTime());
  return { allowed: count <= input.limit, count, retryAfterSeconds };
}

/** Whether this process already knows `key`'s current window is spent (no database call). */
export function knownRefused(input: {
  db: Queryable;
  key: string;
  windowSeconds: number;
  now?: Date;
}): number | null {
  const now = (input.now ?? new Date()).getTime();
  const windowMs = input.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  if (!refusedWindows(input.db).has(`${input.key}|${windowStart}`)) return null;
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/**
 * Windows this process has seen refused, until they end. A budget never grows back within its
 * window, so the database's "no" can be repeated without asking again: a flood from one address
 * then costs one write per window instead of one per request, and the sign-ins of others do not
 * queue behind its writes (on PGlite they share the one connection and the event loop).
 */
const refused = new WeakMap<object, Map<string, number>>();
const MAX_REMEMBERED = 10_000;
function refusedWindows(db: Queryable): Map<string, number> {
  let windows = refused.get(db);
  if (!windows) {
    windows = new Map();
    refused.set(db, windows);
  }
  return windows;
}
function remember(windows: Map<string, number>, key: string, until: number): void {
  if (windows.size >= MAX_REMEMBERED) {
    for (const [known, end] of windows) if (end <= Date.now()) windows.delete(known);
    if (windows.size >= MAX_REMEMBERED) windows.clear();
  }
  windows.set(key, until);
}

/** `consume` that throws the API's 429 (with Retry-After) when the budget is spent. */
export async function consumeOrThrow(input: RateLimit & { db: Queryable; now?: Date }): Promise<void> {
  const result = await consume(input);
  if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
}

/**
 * Dropping ended windows at most once a minute per process and database keeps the table at about
 * one row per active key, without a job; the index on expires_at makes it a short range delete.
 */
const lastPrune = new WeakMap<object, number>();
async function pruneNowAndThen(db: Queryable, now: number): Promise<void> {
  if (now - (lastPrune.get(db) ?? 0) < 60_000) return;
  lastPrune.set(db, now);
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date(now)));
}
