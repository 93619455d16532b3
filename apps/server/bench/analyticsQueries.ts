// Run by scripts/bench/analytics.mjs (`BENCH_ONLY=analytics npm run bench`) with tsx: every
// analytics call's query on 1,000,000 recorded views (one visitor-day row each) over 1,000
// articles and 365 days in one organization, in the embedded database (issue 16: p95 ≤ 200 ms).
import { performance } from 'node:perf_hooks';
import type { AnalyticsTimeRange } from '@support/shared';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/db/client';
import { helpfulnessReport, searchReport } from '../src/modules/analytics/helpCenterReports';
import { resolveRange } from '../src/modules/analytics/timeRange';
import { firstViewAt, viewsPerArticle, viewsPerDay, viewTotals } from '../src/modules/analytics/viewReports';

const VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 1_000_000);
const ARTICLES = 1_000;
const DAYS = 365;
const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 10);
const TIME_ZONE = 'Europe/Berlin';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function main() {
  const database = await openPglite({});
  await database.migrate();
  const { db } = database;
  const setupStart = performance.now();
  const rows = (
    await db.execute(
      sql`insert into organizations (name, slug, type, time_zone) values ('Bench', 'bench', 'COMPANY', ${TIME_ZONE}) returning id`,
    )
  ).rows as { id: string }[];
  const orgId = rows[0]!.id;
  const center = (
    await db.execute(
      sql`insert into help_centers (organization_id, name, slug, primary_color, background_color, text_color) values (${orgId}, 'Bench Help', 'bench-help', '#0f766e', '#ffffff', '#111827') returning id`,
    )
  ).rows as { id: string }[];
  const centerId = center[0]!.id;
  const group = (
    await db.execute(
      sql`insert into public_groups (organization_id, help_center_id, name, sort_order) values (${orgId}, ${centerId}, 'All', 0) returning id`,
    )
  ).rows as { id: string }[];
  await db.execute(sql`insert into articles (organization_id, title, article_type, is_publicly_shared, sharing_id, public_group_id, sort_order)
    select ${orgId}, 'Article ' || i, 'FREEFORM_TEXT', true, 'bench-' || i, ${group[0]!.id}, i
    from generate_series(0, ${ARTICLES - 1}::int) i`);
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  // Set-based: view g belongs to article g % 1000, on day (g / 1000) % 365 before today, half of them shared.
  for (let start = 0; start < VIEWS; start += 250_000) {
    const end = Math.min(VIEWS, start + 250_000) - 1;
    await db.execute(sql`
      insert into share_views (organization_id, article_id, source, viewed_on, visitor_hash, views, created_at)
      select ${orgId}, a.id, case when g % 2 = 0 then 'HELP_CENTER' else 'SHARED' end,
        (${today}::date - ((g / ${ARTICLES}) % ${DAYS})::int),
        md5(g::text), 1 + (g % 3),
        (${today}::date - ((g / ${ARTICLES}) % ${DAYS})::int)::timestamp at time zone 'UTC' + make_interval(secs => g % 86000)
      from generate_series(${start}::int, ${end}::int) g
      join (select id, (row_number() over (order by sort_order)) - 1 as n from articles where organization_id = ${orgId}) a
        on a.n = g % ${ARTICLES}`);
  }
  await db.execute(sql`insert into help_center_searches (organization_id, help_center_id, language, query, day, searches, empty, results, opened)
    select ${orgId}, ${centerId}, 'en', 'query ' || (g % 2000), ${today}::date - (g / 2000), 1 + g % 7, g % 3, g % 5, g % 2
    from generate_series(0, ${(2000 * DAYS) / 10 - 1}::int) g`);
  await db.execute(sql`insert into help_center_feedback (organization_id, help_center_id, article_id, language, day, helpful, not_helpful)
    select ${orgId}, ${centerId}, a.id, 'en', ${today}::date - d, 1 + d % 3, d % 2
    from articles a, generate_series(0, 60) d where a.organization_id = ${orgId}`);
  await db.execute(sql`analyze`);
  const setupMs = performance.now() - setupStart;

  const scope = { organizationId: orgId, timeZone: TIME_ZONE };
  const site = { docsUrl: undefined, origin: 'http://localhost:3000' };
  const rangeOf = async (preset: AnalyticsTimeRange) =>
    resolveRange({
      preset,
      timeZone: TIME_ZONE,
      now,
      firstRecorded: preset === 'alltime' ? await firstViewAt(db, orgId) : null,
    });
  const calls: Record<string, (preset: AnalyticsTimeRange) => Promise<unknown>> = {
    list: async (preset) =>
      viewsPerArticle({ db, scope, range: await rangeOf(preset), source: 'published', site }),
    total: async (preset) => viewTotals({ db, scope, range: await rangeOf(preset), source: 'shared' }),
    daily: async (preset) => viewsPerDay({ db, scope, range: await rangeOf(preset), source: 'all' }),
    searches: async (preset) => searchReport({ db, scope, range: await rangeOf(preset) }),
    helpfulness: async (preset) => helpfulnessReport({ db, scope, range: await rangeOf(preset) }),
  };
  const results: Record<string, { p50: number; p95: number; count: number }> = {};
  for (const [name, run] of Object.entries(calls)) {
    for (const preset of ['last30days', 'alltime'] as const) {
      await run(preset);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const start = performance.now();
        await run(preset);
        times.push(performance.now() - start);
      }
      results[`${name} ${preset}`] = {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        count: times.length,
      };
    }
  }
  await database.close();
  console.log(JSON.stringify({ views: VIEWS, articles: ARTICLES, days: DAYS, setupMs, results }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
