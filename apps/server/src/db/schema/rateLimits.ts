import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limiter (lib/rateLimit): one row per key and fixed window. They live in the
 * database so that every server behind a load balancer spends from the same budget.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** The window's end: rows past it are pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Buckets of the sliding rate limiter (lib/rateLimit/bucket.ts, GCRA): one row per key holding the
 * "theoretical arrival time", the moment the bucket is full again. Unlike a fixed window it never
 * lets twice the limit through around a window's end. A row past its `tat` says nothing (the
 * bucket is full), so it is pruned.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    tat: timestamp('tat', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_buckets_tat_idx').on(t.tat)],
);
