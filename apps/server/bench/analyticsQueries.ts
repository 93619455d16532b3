// Run by scripts/bench/analytics.mjs (`BENCH_ONLY=analytics npm run bench`) with tsx: every
// analytics call's query on 1,000,000 recorded visitor-days (about 2,000,000 views) over 1,000
// articles and 365 days in one organization, in the embedded database (issue 16: p95 ≤ 200 ms),
// written through the view recorder's writer (visitor rows and their rollups in one statement).
import { performance } from 'node:perf_hooks';
import type { AnalyticsTimeRange } from '@support/shared';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/db/client';
import { helpfulnessReport, searchReport } from '../src/modules/analytics/helpCenterReports';
import { addDays, resolveRange } from '../src/modules/analytics/timeRange';
import { firstViewDay, viewsPerArticle, viewsPerDay, viewTotals } from '../src/modules/analytics/viewReports';
import { localDay } from '../src/modules/analytics-collect/viewDays';
import { oldestLiveDay, prune } from '../src/modules/analytics-collect/viewSalts';
import { type ViewGroup, writeViewGroups } from '../src/modules/analytics-collect/writeShareViews';

const VIEWS = Number(process.env.BENCH_ANALYTICS_VIEWS ?? 1_000_000);
const ARTICLES = 1_000;
const DAYS = 365;
const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 10);
/** Visitor rows per statement while seeding (the pages' recorder writes 200). */
const WRITE_BATCH = 10_000;
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
      sql`insert into help_centers (organization_id, name, slug, primary_color, background_color, text_color, published) values (${orgId}, 'Bench Help', 'bench-help', '#0f766e', '#ffffff', '#111827', true) returning id`,
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
  const today = localDay(now, TIME_ZONE);
  const articleIds = (
    (await db.execute(sql`select id from articles where organization_id = ${orgId} order by sort_order`))
      .rows as { id: string }[]
  ).map((row) => row.id);
  // Through the recorder's own writer, as the pages write them: view g belongs to article g % 1000,
  // on day (g / 1000) % 365 before today, half of them shared, each 1 to 3 views of one visitor, a
  // visitor of 10 articles a day.
  const writeStart = performance.now();
  for (let start = 0; start < VIEWS; start += WRITE_BATCH) {
    const groups: ViewGroup[] = [];
    for (let g = start; g < Math.min(VIEWS, start + WRITE_BATCH); g++) {
      const back = Math.floor(g / ARTICLES) % DAYS;
      const day = addDays(today, -back);
      groups.push({
        organizationId: orgId,
        articleId: articleIds[g % ARTICLES]!,
        source: g % 2 === 0 ? 'HELP_CENTER' : 'SHARED',
        language: g % 5 === 0 ? 'de' : 'en',
        viewedOn: day,
        visitorHash: `visitor-${Math.floor(g / 10)}`,
        firstAt: new Date(Date.parse(`${day}T00:00:00Z`) + (g % 86_000) * 1000),
        count: 1 + (g % 3),
      });
    }
    await writeViewGroups(db, groups);
  }
  const writeMs = performance.now() - writeStart;
  await prune(db, oldestLiveDay(now));
  await db.execute(sql`insert into help_center_searches (organization_id, help_center_id, language, query, day, searches, empty, results, opened)
    select ${orgId}, ${centerId}, 'en', 'query ' || (g % 2000), ${today}::date - (g / 2000), 1 + g % 7, g % 3, g % 5, g % 2
    from generate_series(0, ${(2000 * DAYS) / 10 - 1}::int) g`);
  await db.execute(sql`insert into help_center_feedback (organization_id, help_center_id, article_id, language, day, helpful, not_helpful)
    select ${orgId}, ${centerId}, a.id, 'en', ${today}::date - d, 1 + d % 3, d % 2
    from articles a, generate_series(0, 60) d where a.organization_id = ${orgId}`);
  await db.execute(sql`analyze`);
  const setupMs = performance.now() - setupStart;
  const tableRows = Object.fromEntries(
    await Promise.all(
      ['share_views', 'article_view_days', 'article_view_totals', 'view_days'].map(async (table) => [
        table,
        Number(
          ((await db.execute(sql.raw(`select count(*) as n from ${table}`))).rows[0] as { n: number }).n,
        ),
      ]),
    ),
  );

  const scope = { organizationId: orgId, timeZone: TIME_ZONE };
  const site = { docsUrl: undefined, origin: 'http://localhost:3000' };
  const rangeOf = async (preset: AnalyticsTimeRange) =>
    resolveRange({
      preset,
      timeZone: TIME_ZONE,
      now,
      firstRecordedDay: preset === 'alltime' ? await firstViewDay(db, orgId) : null,
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
  console.log(
    JSON.stringify({
      views: VIEWS,
      articles: ARTICLES,
      days: DAYS,
      setupMs,
      writeMs,
      rows: tableRows,
      results,
    }),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
