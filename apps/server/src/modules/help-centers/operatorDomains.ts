import type { AdminOrganizationDetail } from '@support/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Db, Queryable } from '../../db/client';
import { helpCenters } from '../../db/schema';
import { helpCenterChanged } from './changes';
import { noCustomDomain } from './domainVerification';
import { helpCenterNotFound } from './policy';

/**
 * The operator's side of custom domains (the super-admin area, across organizations on purpose):
 * an organization's domains with their state, and marking one verified without its DNS record.
 */
export async function customDomainsOf(
  db: Queryable,
  organizationId: string,
): Promise<AdminOrganizationDetail['customDomains']> {
  const rows = await db
    .select({
      helpCenterId: helpCenters.id,
      helpCenterName: helpCenters.name,
      domain: helpCenters.customDomain,
      status: helpCenters.domainStatus,
      failureReason: helpCenters.domainFailureReason,
    })
    .from(helpCenters)
    .where(and(eq(helpCenters.organizationId, organizationId), isNotNull(helpCenters.customDomain)))
    .orderBy(asc(helpCenters.customDomain));
  return rows.map((row) => ({ ...row, domain: row.domain!, status: row.status ?? 'PENDING' }));
}

export type MarkedDomain = { organizationId: string; domain: string; before: string };

/**
 * Marks the domain verified, in the caller's transaction `tx` so that the audit entry lands with
 * it; the change event makes every server serve the domain.
 */
export async function markDomainVerified(input: {
  db: Db;
  changes: ChangeBus;
  id: string;
  now: Date;
  audit: (tx: Queryable, marked: MarkedDomain) => Promise<void>;
}): Promise<MarkedDomain> {
  return input.changes.transaction(input.db, async (tx, record) => {
    const [center] = await tx.select().from(helpCenters).where(eq(helpCenters.id, input.id)).for('update');
    if (!center) throw helpCenterNotFound();
    if (!center.customDomain) throw noCustomDomain();
    await tx
      .update(helpCenters)
      .set({
        domainStatus: 'VERIFIED',
        domainCheckedAt: input.now,
        domainVerifiedAt: input.now,
        domainVerifiedBy: 'OPERATOR',
        domainFailureReason: null,
      })
      .where(eq(helpCenters.id, center.id));
    const marked = {
      organizationId: center.organizationId,
      domain: center.customDomain,
      before: center.domainStatus ?? 'PENDING',
    };
    await input.audit(tx, marked);
    if (center.domainStatus !== 'VERIFIED') await record(helpCenterChanged(center));
    return marked;
  });
}
