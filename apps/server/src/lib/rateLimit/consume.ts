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
  return {
    allowed: count <= input.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  };
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
