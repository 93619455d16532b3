import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleRevisions } from '../../db/schema/articleRevisions';

/**
 * The storage keys among `keys` that a revision of the article still refers to: a step image
 * cleanup leaves those files, so an old revision's images stay readable and restorable.
 */
export async function keysKeptByRevisions(
  tx: Queryable,
  organizationId: string,
  articleId: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const wanted = sql`array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[]`;
  const result = await tx.execute(sql`
    select distinct k.key as key
    from ${articleRevisions} r
      cross join lateral jsonb_array_elements(r.steps) as s(step)
      cross join lateral (values (s.step->>'imageRawKey'), (s.step->>'imageProcessedKey')) as k(key)
    where r.organization_id = ${organizationId} and r.article_id = ${articleId}
      and k.key = any(${wanted})`);
  return new Set((result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key));
}

/** Every step image file the article's revisions refer to: they go when the article goes. */
export async function revisionImageKeys(
  db: Queryable,
  organizationId: string,
  articleId: string,
): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct k.key as key
    from ${articleRevisions} r
      cross join lateral jsonb_array_elements(r.steps) as s(step)
      cross join lateral (values (s.step->>'imageRawKey'), (s.step->>'imageProcessedKey')) as k(key)
    where r.organization_id = ${organizationId} and r.article_id = ${articleId} and k.key is not null`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}
