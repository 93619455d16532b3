import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Views of one visitor of one article in one language on one day, counted in memory before they are written. */
export type ViewGroup = {
  organizationId: string;
  articleId: string;
  /** Where it was read: its shared link, or its page in a help center. */
  source: ViewSource;
  /** The language the page showed the article in. */
  language: string;
  /** The organization's calendar day when the view was recorded. */
  viewedOn: string;
  visitorHash: string;
  firstAt: Date;
  count: number;
};

/** WIDGET: an article opened in the in-app widget's panel (modules/widget). */
export type ViewSource = 'SHARED' | 'HELP_CENTER' | 'WIDGET';

/**
 * A PostgreSQL array literal, every element quoted: the values (uuids, dates, base64url, ISO times,
 * numbers, language codes or '') never hold a quote or a backslash.
 */
const array = (values: (string | number)[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * Writes a batch of view groups in one statement, so the rollups can never disagree with the
 * visitor rows: each group's views are added to its visitor's row of the day (created on a first
 * view), and to the rollups the analytics read: per article, source, language and day; per
 * article and source for all time; per organization, source and day. A visitor row that did not
 * exist before (`xmax = 0`: inserted, not updated) adds one visitor to the article's rollups; a
 * visitor not yet in view_day_visitors for the organization, source and day adds one to its day.
 * Concurrent writers (several servers) meet on the unique keys: the upsert that loses waits and
 * then updates, so a visitor is counted once. Rows are written in key order so that two writers
 * lock shared rows in the same order.
 * Groups must be distinct by article, source, language, day and visitor (a statement cannot
 * update a row twice).
 */
export async function writeViewGroups(db: Db, groups: ViewGroup[]): Promise<void> {
  if (groups.length === 0) return;
  await db.execute(sql`
    with input as (
      select * from unnest(
        ${array(groups.map((g) => g.organizationId))}::uuid[],
        ${array(groups.map((g) => g.articleId))}::uuid[],
        ${array(groups.map((g) => g.source))}::text[],
        ${array(groups.map((g) => g.language))}::text[],
        ${array(groups.map((g) => g.viewedOn))}::date[],
        ${array(groups.map((g) => g.visitorHash))}::text[],
        ${array(groups.map((g) => g.firstAt.toISOString()))}::timestamptz[],
        ${array(groups.map((g) => g.count))}::int[]
      ) as v(organization_id, article_id, source, language, day, visitor_hash, first_at, views)
    ),
    visits as (
      insert into share_views as s (organization_id, article_id, source, language, viewed_on, visitor_hash, created_at, views)
      select organization_id, article_id, source, language, day, visitor_hash, first_at, views from input
      order by organization_id, article_id, source, language, day, visitor_hash
      on conflict (organization_id, article_id, source, language, viewed_on, visitor_hash)
      do update set views = s.views + excluded.views
      returning s.organization_id, s.article_id, s.source, s.language, s.viewed_on as day, s.visitor_hash,
        (s.xmax = 0) as first
    ),
    counted as (
      select i.organization_id, i.article_id, i.source, i.language, i.day, i.views, v.first
      from input i
      join visits v using (organization_id, article_id, source, language, day, visitor_hash)
    ),
    people as (
      insert into view_day_visitors (organization_id, source, day, visitor_hash)
      select distinct organization_id, source, day, visitor_hash from input
      order by organization_id, source, day, visitor_hash
      on conflict do nothing
      returning organization_id, source, day
    ),
    article_days as (
      insert into article_view_days as d (organization_id, source, day, article_id, language, views, visitors)
      select organization_id, source, day, article_id, language, sum(views)::int, (count(*) filter (where first))::int
      from counted
      group by organization_id, source, day, article_id, language
      order by organization_id, source, day, article_id, language
      on conflict (organization_id, source, day, article_id, language)
      do update set views = d.views + excluded.views, visitors = d.visitors + excluded.visitors
    ),
    article_totals as (
      insert into article_view_totals as t (organization_id, article_id, source, views, visitors)
      select organization_id, article_id, source, sum(views)::int, (count(*) filter (where first))::int
      from counted
      group by organization_id, article_id, source
      order by organization_id, article_id, source
      on conflict (organization_id, article_id, source)
      do update set views = t.views + excluded.views, visitors = t.visitors + excluded.visitors
    ),
    new_people as (
      select organization_id, source, day, count(*)::int as visitors from people group by organization_id, source, day
    )
    insert into view_days as o (organization_id, source, day, views, visitors)
    select c.organization_id, c.source, c.day, sum(c.views)::int, coalesce(max(p.visitors), 0)
    from counted c
    left join new_people p using (organization_id, source, day)
    group by c.organization_id, c.source, c.day
    order by c.organization_id, c.source, c.day
    on conflict (organization_id, source, day)
    do update set views = o.views + excluded.views, visitors = o.visitors + excluded.visitors`);
}
