import { eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { ANALYTICS_MEMBERS_ONLY, canReadAnalytics } from './policy';

/** Whose analytics a call reads: the caller's active organization, and the zone it counts days in. */
export type AnalyticsScope = { organizationId: string; timeZone: string };

export async function scopeOf(db: Db, actor: Actor): Promise<AnalyticsScope> {
  const organizationId = authorizedOrganizationOf(actor, canReadAnalytics, ANALYTICS_MEMBERS_ONLY);
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return { organizationId, timeZone: row?.timeZone ?? 'UTC' };
}

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
