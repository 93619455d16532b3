import { COUNTED_VIEWS_PER_MINUTE } from '@support/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Counted views per client address, target (a shared article, or a help center) and minute.
 * Beyond it the page is still served, but not counted: 500 requests with 500 made-up user agents
 * were 500 views, 500 visitors and 500 rows. With it, and views kept per visitor and day (a unique
 * key: a repeat adds to a counter), the rows a day of views can create are bounded: each counted
 * view adds at most one visitor row (share_views) and one daily visitor mark (view_day_visitors),
 * so at most 2 × 60 × 1,440 = 172,800 rows per address and target a day; the rollups grow with the
 * articles and languages, never with readers.
 */
export const VIEWS_PER_MINUTE = COUNTED_VIEWS_PER_MINUTE;

/**
 * The address a budget belongs to: an IPv6 client holds a whole /64 (2^64 addresses to rotate
 * through), so its first four groups are the client; an IPv4 address is itself.
 */
export function clientOf(ip: string): string {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Budgets this process tracks in a minute; a flood from more targets and addresses is not counted. */
const MAX_TRACKED = 50_000;

/**
 * The budget in this process, checked as each view comes in (no database call on the page's path);
 * it keeps memory bounded. With several servers each would allow 60, so the writes check the
 * database too (allowedAcrossServers).
 */
export class MinuteAllowance {
  private minute = -1;
  private counts = new Map<string, number>();

  /** Whether one more view of `key` in the minute of `now` is counted. */
  take(key: string, now: number): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts = new Map();
    }
    const count = this.counts.get(key) ?? 0;
    if (count >= VIEWS_PER_MINUTE) return false;
    if (count === 0 && this.counts.size >= MAX_TRACKED) return false;
    this.counts.set(key, count + 1);
    return true;
  }
}

/**
 * How many of each budget's views may be counted, after every server's views of the same minute:
 * one statement adds this process's views to a counter per budget and minute in
 * rate_limit_counters (pruned with the rate limits' rows) and returns the totals.
 */
export async function allowedAcrossServers(
  db: Db,
  spent: { key: string; minute: number; views: number }[],
): Promise<Map<string, number>> {
  const allowed = new Map<string, number>();
  if (spent.length === 0) return allowed;
  const rows = spent.map(
    (part) =>
      sql`(${`views:${part.key}`}, ${new Date(part.minute * 60_000).toISOString()}::timestamptz, ${part.views}::int, ${new Date((part.minute + 2) * 60_000).toISOString()}::timestamptz)`,
  );
  const result = await db.execute(sql`
    insert into rate_limit_counters as c (key, window_start, count, expires_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (key, window_start) do update set count = c.count + excluded.count
    returning c.key, c.window_start, c.count`);
  const totals = new Map<string, number>();
  for (const row of (
    result as unknown as { rows: { key: string; window_start: Date | string; count: number }[] }
  ).rows) {
    totals.set(`${row.key.slice(6)}|${Math.floor(new Date(row.window_start).getTime() / 60_000)}`, row.count);
  }
  for (const part of spent) {
    const id = `${part.key}|${part.minute}`;
    const before = (totals.get(id) ?? part.views) - part.views;
    allowed.set(id, Math.max(0, Math.min(part.views, VIEWS_PER_MINUTE - before)));
  }
  return allowed;
}
