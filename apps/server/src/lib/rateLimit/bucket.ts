import { eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import type { RateLimit } from './consume';

export type BucketResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * A sliding budget (GCRA, the "generic cell rate algorithm"): `limit` units per `windowSeconds`,
 * refilled evenly (one unit every window/limit), never more than `limit` in any span of the window's
 * length. A fixed window lets `limit` through just before its end and `limit` again just after it
 * (2x in a few seconds); this cannot. One row per key holds the time the bucket is full again
 * (`tat`); a unit is spent when that time, moved on by one unit, stays within a window of now.
 * One atomic conditional upsert, the same SQL on PGlite and PostgreSQL, so every server spends from
 * the same bucket. Refused attempts spend nothing: the budget refills at its steady rate.
 */
export async function spend(input: RateLimit & { db: Queryable; now?: Date }): Promise<BucketResult> {
  const now = (input.now ?? new Date()).getTime();
  const unitMs = (input.windowSeconds * 1000) / input.limit;
  const windowMs = input.windowSeconds * 1000;
  const known = knownEmpty(input.db, input.key, now);
  if (known) return known;
  await pruneNowAndThen(input.db, now);
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const ms = (value: number) => sql`${value} * interval '1 millisecond'`;
  const next = sql`greatest(${rateLimitBuckets.tat}, ${at}) + ${ms(unitMs)}`;
  const spent = await input.db
    .insert(rateLimitBuckets)
    .values({ key: input.key, tat: new Date(now + unitMs) })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: { tat: next },
      setWhere: sql`${next} <= ${at} + ${ms(windowMs)}`,
    })
    .returning({ tat: rateLimitBuckets.tat });
  if (spent.length > 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: await waitFor(input.db, input.key, now, unitMs, windowMs) };
}
/** Whether a unit could be spent now, without spending it (for budgets spent only on failure). */
export async function peek(input: RateLimit & { db: Queryable; now?: Date }): Promise<BucketResult> {
  const now = (input.now ?? new Date()).getTime();
  const unitMs = (input.windowSeconds * 1000) / input.limit;
  const known = knownEmpty(input.db, input.key, now);
  if (known) return known;
  const wait = await waitFor(input.db, input.key, now, unitMs, input.windowSeconds * 1000);
  return { allowed: wait === 0, retryAfterSeconds: wait };
}

/** Seconds until the bucket holds a unit again (0: it holds one now). */
async function waitFor(db: Queryable, key: string, now: number, unitMs: number, windowMs: number) {
  const [row] = await db
    .select({ tat: rateLimitBuckets.tat })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, key));
  if (!row) return 0;
  const free = row.tat.getTime() + unitMs - windowMs;
  if (free <= now) return 0;
  remember(db, key, free);
  return Math.max(1, Math.ceil((free - now) / 1000));
}

/**
 * Buckets this process has seen empty, until the time they hold a unit again. Other servers can
 * only spend more, never refill one sooner, so the database's "no" holds until then: a flood from
 * one address costs one query per refill instead of two per request.
 */
const empty = new WeakMap<object, Map<string, number>>();
const MAX_REMEMBERED = 10_000;
function knownEmpty(db: Queryable, key: string, now: number): BucketResult | null {
  const until = empty.get(db)?.get(key);
  if (until === undefined || until <= now) return null;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}
function remember(db: Queryable, key: string, until: number): void {
  let buckets = empty.get(db);
  if (!buckets) {
    buckets = new Map();
    empty.set(db, buckets);
  }
  if (buckets.size >= MAX_REMEMBERED) buckets.clear();
  buckets.set(key, until);
}

/** Full buckets say nothing: dropped at most once a minute per process, like the counters. */
const lastPrune = new WeakMap<object, number>();
async function pruneNowAndThen(db: Queryable, now: number): Promise<void> {
  if (now - (lastPrune.get(db) ?? 0) < 60_000) return;
  lastPrune.set(db, now);
  await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.tat, new Date(now)));
}
