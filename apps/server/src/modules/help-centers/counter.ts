import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { helpCenters } from '../../db/schema';

/** Live help centers: deleting one frees a unit of HELPCENTERS_TOTAL. */
export async function countHelpCenters(db: Queryable, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(helpCenters)
    .where(eq(helpCenters.organizationId, organizationId));
  return row?.n ?? 0;
}
