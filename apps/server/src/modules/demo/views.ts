import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { localDay } from '../analytics-collect/viewDays';
import { type ViewGroup, type ViewSource, writeViewGroups } from '../analytics-collect/writeShareViews';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Four weeks of readers: enough for the analytics' 28-day charts to have a shape. */
const DAYS = 28;

/**
 * Readers of the demo's articles over the last weeks, written by the same statement that stores
 * the views of real readers (analytics-collect/writeShareViews.ts), so every rollup the analytics read
 * agrees. More on weekdays, more for the first article, and a slow rise: the chart looks lived in.
 * Deterministic in shape; each visitor is a random hash like a real one. Answers the views written.
 */
export async function recordDemoViews(input: {
  db: Db;
  organizationId: string;
  articles: { id: string; language: string; weight: number }[];
  now: Date;
}): Promise<number> {
  const [organization] = await input.db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const zone = organization?.timeZone ?? 'UTC';
  const groups: ViewGroup[] = [];
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    const at = new Date(input.now.getTime() - daysAgo * DAY_MS);
    const weekday = at.getUTCDay() % 6 !== 0;
    for (const [index, article] of input.articles.entries()) {
      const readers = Math.round(((weekday ? 4 : 1.5) + (DAYS - daysAgo) / 8) * article.weight);
      for (let reader = 0; reader < readers; reader++) {
        const source: ViewSource = (reader + index + daysAgo) % 3 === 0 ? 'SHARED' : 'HELP_CENTER';
        groups.push({
          organizationId: input.organizationId,
          articleId: article.id,
          source,
          language: article.language,
          viewedOn: localDay(at, zone),
          visitorHash: randomBytes(16).toString('base64url'),
          firstAt: at,
          count: 1 + ((reader + daysAgo) % 4 === 0 ? 1 : 0),
        });
      }
    }
  }
  // Small statements, as the live recorder writes them: the embedded database stays responsive.
  for (let start = 0; start < groups.length; start += 200) {
    await writeViewGroups(input.db, groups.slice(start, start + 200));
  }
  return groups.reduce((sum, group) => sum + group.count, 0);
}
