import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The organization's daily budget of AI answers (`organizations.ai_answers_per_day`, default 200,
 * changed by an admin in the organization's settings): each answer the chat API is asked for
 * spends one, in a counter per organization and UTC day in rate_limit_counters (every server
 * counts into the same row; pruned with the rate limits' rows). Over it, the answers page shows
 * the search results and says the day's answers are used up. The limit is read with the spend,
 * so a raised budget applies at once; refused questions spend nothing.
 * Returns whether this answer may be asked for.
 */
export async function spendAnswer(db: Db, organizationId: string, now: Date): Promise<boolean> {
  const day = Math.floor(now.getTime() / 86_400_000) * 86_400_000;
  const start = new Date(day).toISOString();
  const end = new Date(day + 86_400_000).toISOString();
  const result = await db.execute(sql`
    with budget as (select ai_answers_per_day as per_day from organizations where id = ${organizationId})
    insert into rate_limit_counters as c (key, window_start, count, expires_at)
    select ${`ai-answers:${organizationId}`}, ${start}::timestamptz, 1, ${end}::timestamptz
    from budget where budget.per_day > 0
    on conflict (key, window_start) do update set count = c.count + 1
      where c.count < (select per_day from budget)
    returning c.count`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
