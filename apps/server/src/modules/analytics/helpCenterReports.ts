import {
  ANALYTICS_LIST_LIMIT,
  type AnalyticsHelpfulness,
  type AnalyticsSearches,
  type AnalyticsSearchQuery,
} from '@support/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { daysWithin } from './rangeSql';
import { type AnalyticsScope, rowsOf } from './scope';
import { presentRange, type ResolvedRange } from './timeRange';

/*
 * The help centers' search log and "Was this helpful?" answers are kept per UTC day (no time of
 * day), so their ranges take the zone's calendar days as those stored days: off by the zone's
 * offset at the range's first day at most, which a list of top queries does not notice.
 */

type QueryRow = { help_center_id: string; query: string; searches: number; empty: number; opened: number };

/** `GET /analytics/searches`: per help center, its top queries, those that found nothing and those whose results nobody opened. */
export async function searchReport(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
}): Promise<AnalyticsSearches> {
  const org = input.scope.organizationId;
  const centers = await rowsOf<{ id: string; name: string; total: number }>(
    input.db,
    // The total includes the searches beyond a day's stored queries (help_center_search_overflow).
    sql`select hc.id, hc.name, (
        coalesce((select sum(s.searches) from help_center_searches s where s.help_center_id = hc.id
          and s.organization_id = ${org} and ${daysWithin(input.range, sql`s.day`)}), 0)
        + coalesce((select sum(o.searches) from help_center_search_overflow o where o.help_center_id = hc.id
          and o.organization_id = ${org} and ${daysWithin(input.range, sql`o.day`)}), 0)
      )::int as total
      from help_centers hc
      where hc.organization_id = ${org}
      order by hc.name, hc.id`,
  );
  // Each query summed once, then ranked three ways per help center; the lists are cut in the database.
  const rows = await rowsOf<QueryRow & { top: number; no_results: number; no_clicks: number }>(
    input.db,
    sql`with summed as (
        select s.help_center_id, s.query, sum(s.searches)::int as searches, sum(s.empty)::int as empty,
          sum(s.opened)::int as opened
        from help_center_searches s
        where s.organization_id = ${org} and ${daysWithin(input.range, sql`s.day`)}
        group by s.help_center_id, s.query
      ),
      ranked as (
        select *,
          row_number() over (partition by help_center_id order by searches desc, query) as top,
          case when empty > 0 then row_number() over (partition by help_center_id, empty > 0 order by empty desc, query) end as no_results,
          case when searches > empty and opened = 0 then row_number() over (
            partition by help_center_id, (searches > empty and opened = 0) order by searches - empty desc, query) end as no_clicks
        from summed
      )
      select * from ranked
      where top <= ${ANALYTICS_LIST_LIMIT} or no_results <= ${ANALYTICS_LIST_LIMIT} or no_clicks <= ${ANALYTICS_LIST_LIMIT}`,
  );
  const within = (rank: number | null) => rank !== null && Number(rank) <= ANALYTICS_LIST_LIMIT;
  const sorted = (key: 'top' | 'no_results' | 'no_clicks') =>
    rows.filter((row) => within(row[key])).sort((a, b) => Number(a[key]) - Number(b[key]));
  const [top, noResults, noClicks] = [sorted('top'), sorted('no_results'), sorted('no_clicks')];
  const of = (rows: QueryRow[], id: string): AnalyticsSearchQuery[] =>
    rows
      .filter((row) => row.help_center_id === id)
      .map((row) => ({
        query: row.query,
        searches: Number(row.searches),
        empty: Number(row.empty),
        opened: Number(row.opened),
      }));
  return {
    timeRange: presentRange(input.range),
    helpCenters: centers.map((center) => ({
      id: center.id,
      name: center.name,
      totalSearches: Number(center.total),
      topQueries: of(top, center.id),
      noResults: of(noResults, center.id),
      noClicks: of(noClicks, center.id),
    })),
  };
}

/** `GET /analytics/helpfulness`: yes and no per article, the least helpful first (highest share of "no", then most "no"). */
export async function helpfulnessReport(input: {
  db: Db;
  scope: AnalyticsScope;
  range: ResolvedRange;
}): Promise<AnalyticsHelpfulness> {
  const org = input.scope.organizationId;
  const rows = await rowsOf<{ id: string; title: string | null; helpful: number; not_helpful: number }>(
    input.db,
    sql`select f.article_id as id, a.title, sum(f.helpful)::int as helpful, sum(f.not_helpful)::int as not_helpful
      from help_center_feedback f
      left join articles a on a.id = f.article_id and a.organization_id = ${org}
      where f.organization_id = ${org} and ${daysWithin(input.range, sql`f.day`)}
      group by f.article_id, a.title
      having sum(f.helpful) + sum(f.not_helpful) > 0
      order by sum(f.not_helpful)::float / (sum(f.helpful) + sum(f.not_helpful)) desc,
        sum(f.not_helpful) desc, f.article_id
      limit ${ANALYTICS_LIST_LIMIT}`,
  );
  return {
    timeRange: presentRange(input.range),
    articles: rows.map((row) => ({
      id: row.id,
      title: row.title,
      helpful: Number(row.helpful),
      notHelpful: Number(row.not_helpful),
    })),
  };
}
