import type { AnalyticsDaily, AnalyticsItem, AnalyticsSource, AnalyticsTotals } from '@support/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articleSlug } from '../help-center-site/paths';
import { helpCenterUrl } from '../help-centers/presenter';
import { daysWithin } from './rangeSql';
import { type AnalyticsScope, rowsOf } from './scope';
import { daysOf, presentRange, type ResolvedRange } from './timeRange';

/**
 * The views reports over the rollups the view recorder writes with each batch of visitor rows
 * (analytics-collect/writeShareViews.ts): days are already the organization's calendar days (decided
 * when the views were recorded, in the zone it had then), so a range is a span of stored days and
 * a query reads at most one row per day (totals, chart) or per article and day (lists), or one
 * row per article for all time. Unique visitors are counted per day (the visitor hash is salted
 * per day), so over a range they are the sum of each day's visitors.
 */
const SOURCES: Record<Exclude<AnalyticsSource, 'all'>, 'HELP_CENTER' | 'SHARED'> = {
  published: 'HELP_CENTER',
  shared: 'SHARED',
};

function inRange(range: ResolvedRange, source: AnalyticsSource): SQL {
  const sources = source === 'all' ? ['HELP_CENTER', 'SHARED', 'WIDGET'] : [SOURCES[source]];
  return sql`v.source in (${sql.join(
    sources.map((s) => sql`${s}`),
    sql`, `,
  )}) and ${daysWithin(range, sql`v.day`)}`;
}

/** `GET /analytics` and `/analytics/shared`: views and visitors per article, most viewed first. */
export async function viewsPerArticle(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
  source: 'published' | 'shared';
  site: { docsUrl: string | undefined; origin: string };
}): Promise<AnalyticsItem[]> {
  const rows = await rowsOf<{
    id: string;
    title: string;
    sharing_id: string | null;
    slug: string | null;
    custom_domain: string | null;
    views: number;
    visitors: number;
  }>(
    input.db,
    sql`
    with counted as (${
      // All time: the running totals per article (one row each) rather than every day's.
      input.range.preset === 'alltime'
        ? sql`select v.article_id, v.views, v.visitors from article_view_totals v
            where v.organization_id = ${input.scope.organizationId} and v.source = ${SOURCES[input.source]}`
        : sql`select v.article_id, sum(v.views)::int as views, sum(v.visitors)::int as visitors
            from article_view_days v
            where v.organization_id = ${input.scope.organizationId} and ${inRange(input.range, input.source)}
            group by v.article_id`
    })
    select a.id, a.title, a.sharing_id, hc.slug, hc.custom_domain, c.views, c.visitors
    from counted c
    join articles a on a.id = c.article_id and a.organization_id = ${input.scope.organizationId}
    left join public_groups g on g.id = a.public_group_id
    left join help_centers hc on hc.id = g.help_center_id
    order by c.views desc, c.visitors desc, a.title, a.id
    limit 1000`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    url: urlOf(row, input.source, input.site),
    totalViews: Number(row.views),
    uniqueVisitors: Number(row.visitors),
  }));
}

function urlOf(
  row: {
    id: string;
    title: string;
    sharing_id: string | null;
    slug: string | null;
    custom_domain: string | null;
  },
  source: 'published' | 'shared',
  site: { docsUrl: string | undefined; origin: string },
): string {
  if (source === 'shared')
    return row.sharing_id ? `${site.origin}/shared/${encodeURIComponent(row.sharing_id)}` : '';
  // An article taken out of its help center since keeps its counts but has no address there now.
  if (!row.slug) return '';
  return `${helpCenterUrl(site, row.slug, row.custom_domain)}/articles/${articleSlug(row)}`;
}

/** `GET /analytics/total` and `/analytics/shared/total`. */
export async function viewTotals(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
  source: 'published' | 'shared';
}): Promise<AnalyticsTotals> {
  const [row] = await rowsOf<{ views: number; visitors: number }>(
    input.db,
    sql`select coalesce(sum(v.views), 0)::int as views, coalesce(sum(v.visitors), 0)::int as visitors
      from view_days v
      where v.organization_id = ${input.scope.organizationId} and ${inRange(input.range, input.source)}`,
  );
  return {
    totalViews: Number(row?.views ?? 0),
    uniqueVisitors: Number(row?.visitors ?? 0),
    timeRange: presentRange(input.range),
  };
}

/** `GET /analytics/daily`: every day of the range in the organization's zone, zeros included. */
export async function viewsPerDay(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
  source: AnalyticsSource;
}): Promise<AnalyticsDaily> {
  const rows = await rowsOf<{ day: string; views: number; visitors: number }>(
    input.db,
    sql`select to_char(v.day, 'YYYY-MM-DD') as day, sum(v.views)::int as views, sum(v.visitors)::int as visitors
      from view_days v
      where v.organization_id = ${input.scope.organizationId} and ${inRange(input.range, input.source)}
      group by v.day`,
  );
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return {
    timeRange: presentRange(input.range),
    source: input.source,
    days: daysOf(input.range).map((date) => ({
      date,
      views: Number(byDay.get(date)?.views ?? 0),
      uniqueVisitors: Number(byDay.get(date)?.visitors ?? 0),
    })),
  };
}

/** The organization's first day with a recorded view (alltime's first day), if any. */
export async function firstViewDay(db: Db, organizationId: string): Promise<string | null> {
  const [row] = await rowsOf<{ first: string | null }>(
    db,
    sql`select to_char(min(v.day), 'YYYY-MM-DD') as first from view_days v where v.organization_id = ${organizationId}`,
  );
  return row?.first ?? null;
}
