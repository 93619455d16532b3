import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareViews } from '../../db/schema';

/** Views of one visitor of one article on one day, counted in memory before they are written. */
export type ViewGroup = {
  organizationId: string;
  articleId: string;
  viewedOn: string;
  visitorHash: string;
  firstAt: Date;
  count: number;
};

/** A PostgreSQL array literal of values that need no quoting (uuids, dates, base64url, ISO times, numbers). */
const array = (values: (string | number)[]) => `{${values.join(',')}}`;

/**
 * One row per view, as the sharing statistics count them, written by a single statement whatever
 * the number of groups: the cost of a batch is its rows, not its parameters.
 */
export async function writeViewGroups(db: Db, groups: ViewGroup[]): Promise<void> {
  if (groups.length === 0) return;
  await db.execute(sql`
    insert into ${shareViews} (organization_id, article_id, source, viewed_on, visitor_hash, created_at)
    select v.organization_id, v.article_id, 'SHARED', v.viewed_on, v.visitor_hash, v.created_at
    from unnest(
      ${array(groups.map((g) => g.organizationId))}::uuid[],
      ${array(groups.map((g) => g.articleId))}::uuid[],
      ${array(groups.map((g) => g.viewedOn))}::date[],
      ${array(groups.map((g) => g.visitorHash))}::text[],
      ${array(groups.map((g) => g.firstAt.toISOString()))}::timestamptz[],
      ${array(groups.map((g) => g.count))}::int[]
    ) as v(organization_id, article_id, viewed_on, visitor_hash, created_at, views)
    cross join lateral generate_series(1, v.views)`);
}
