import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { helpCenterLinks, helpCenters } from '../../db/schema';
import { helpCenterNotFound, helpCenterOf } from './policy';

export type HelpCenterRow = typeof helpCenters.$inferSelect;
export type HelpCenterLinkRow = typeof helpCenterLinks.$inferSelect;

/** The organization's help center, or 404 (another organization's is never found). `lock` holds its row. */
export async function findHelpCenter(
  db: Queryable,
  organizationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<HelpCenterRow> {
  const query = db.select().from(helpCenters).where(helpCenterOf(organizationId, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw helpCenterNotFound();
  return row;
}

export async function listHelpCenterRows(db: Queryable, organizationId: string): Promise<HelpCenterRow[]> {
  return db
    .select()
    .from(helpCenters)
    .where(eq(helpCenters.organizationId, organizationId))
    .orderBy(desc(helpCenters.createdAt), asc(helpCenters.id));
}

/** The quick links of these help centers, each list in its order. */
export async function linksOf(
  db: Queryable,
  helpCenterIds: string[],
): Promise<Map<string, HelpCenterLinkRow[]>> {
  const byCenter = new Map<string, HelpCenterLinkRow[]>(helpCenterIds.map((id) => [id, []]));
  if (helpCenterIds.length === 0) return byCenter;
  const rows = await db
    .select()
    .from(helpCenterLinks)
    .where(inArray(helpCenterLinks.helpCenterId, helpCenterIds))
    .orderBy(asc(helpCenterLinks.sortOrder));
  for (const row of rows) byCenter.get(row.helpCenterId)?.push(row);
  return byCenter;
}
