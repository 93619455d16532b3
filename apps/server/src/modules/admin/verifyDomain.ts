import type { ChangeBus } from '../../changes/bus';
import type { Db } from '../../db/client';
import { markDomainVerified } from '../help-centers/operatorDomains';
import { type AuditActor, recordAudit } from './audit';

/**
 * POST /admin/help-centers/:id/domain-verification/verify: an operator who checked the domain
 * another way (a record the DNS check cannot reach, a domain of the operator's own) lets it serve.
 * Audited with the state it had. Returns the organization, whose detail the area shows again.
 */
export async function verifyDomainByOperator(input: {
  db: Db;
  changes: ChangeBus;
  now: Date;
  actor: AuditActor;
  helpCenterId: string;
}): Promise<{ organizationId: string; message: string }> {
  const marked = await markDomainVerified({
    db: input.db,
    changes: input.changes,
    id: input.helpCenterId,
    now: input.now,
    audit: (tx, { domain, before }) =>
      recordAudit(tx, {
        actor: input.actor,
        action: 'help_center.verify_domain',
        target: { type: 'help_center', id: input.helpCenterId, label: domain },
        before: { status: before },
        after: { status: 'VERIFIED' },
        at: input.now,
      }),
  });
  return { organizationId: marked.organizationId, message: `${marked.domain} is verified` };
}
