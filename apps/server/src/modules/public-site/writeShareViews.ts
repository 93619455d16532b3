import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareViews } from '../../db/schema';

/** Views of one visitor of one article on one day, counted in memory before they are written. */
export type ViewGroup = {
  organizationId: string;
  articleId: string;
  /** Where it was read: its shared link, or its page in a help center. */
  source: ViewSource;
  viewedOn: string;
  visitorHash: string;
  firstAt: Date;
  count: number;
};

export type ViewSource = 'SHARED' | 'HELP_CENTER';

/** A PostgreSQL array literal of values that need no quoting (uuids, dates, base64url, ISO times, numbers). */
const array = (values: (string | number)[]) => `{${values.join(',')}}`;

/**
 * Adds each group's views to its visitor's row of the day, creating the row on a first view: one
 * statement whatever the number of groups, and a row per visitor and day, not per view.
 * Groups must be distinct by article, source, day and visitor (one statement cannot update a row twice).
 */
export async function writeViewGroups(db: Db, groups: ViewGroup[]): Promise<void> {
  if (groups.length === 0) return;
  await db.execute(sql`
    insert into ${shareViews} as s (organization_id, article_id, source, viewed_on, visitor_hash, created_at, views)
    select v.organization_id, v.article_id, v.source, v.viewed_on, v.visitor_hash, v.created_at, v.views
    from unnest(
      ${array(groups.map((g) => g.organizationId))}::uuid[],
      ${array(groups.map((g) => g.articleId))}::uuid[],
      ${array(groups.map((g) => g.source))}::text[],
      ${array(groups.map((g) => g.viewedOn))}::date[],
      ${array(groups.map((g) => g.visitorHash))}::text[],
      ${array(groups.map((g) => g.firstAt.toISOString()))}::timestamptz[],
      ${array(groups.map((g) => g.count))}::int[]
    ) as v(organization_id, article_id, source, viewed_on, visitor_hash, created_at, views)
    on conflict (organization_id, article_id, source, viewed_on, visitor_hash)
    do update set views = s.views + excluded.views`);
}
