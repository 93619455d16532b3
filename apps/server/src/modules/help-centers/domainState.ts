import { randomBytes } from 'node:crypto';
import { domainVerificationRecordName } from '@support/shared';
import type { TxtAnswer } from '../../lib/dns/txtLookup';
import type { HelpCenterRow } from './queries';

type DomainColumns = Pick<
  HelpCenterRow,
  | 'customDomain'
  | 'domainToken'
  | 'domainStatus'
  | 'domainCheckedAt'
  | 'domainVerifiedAt'
  | 'domainVerifiedBy'
  | 'domainFailureReason'
>;

/** What a help center's domain columns become when its domain is set (or removed: all null). */
export function domainColumnsFor(domain: string | null): DomainColumns {
  return {
    customDomain: domain,
    // A new domain is proved anew: the token of another domain proves nothing about this one.
    domainToken: domain ? randomBytes(16).toString('hex') : null,
    domainStatus: domain ? 'PENDING' : null,
    domainCheckedAt: null,
    domainVerifiedAt: null,
    domainVerifiedBy: null,
    domainFailureReason: null,
  };
}

export type CheckOutcome = { status: 'VERIFIED' } | { status: 'FAILED'; reason: string; definite: boolean };

/** What a TXT lookup of the domain's record says of its token. */
export function outcomeOf(domain: string, token: string, answer: TxtAnswer): CheckOutcome {
  const name = domainVerificationRecordName(domain);
  if (answer.kind === 'unanswered') {
    return { status: 'FAILED', definite: false, reason: `The DNS lookup of ${name} failed (${answer.code})` };
  }
  if (answer.kind === 'records' && answer.values.some((value) => value.trim() === token)) {
    return { status: 'VERIFIED' };
  }
  return {
    status: 'FAILED',
    definite: true,
    reason:
      answer.kind === 'none'
        ? `No TXT record found at ${name}`
        : `The TXT record at ${name} does not carry this help center's token`,
  };
}

/** The columns a check's outcome sets; a domain verified before keeps its first verification time. */
export function columnsAfter(outcome: CheckOutcome, row: DomainColumns, now: Date): Partial<DomainColumns> {
  if (outcome.status === 'VERIFIED') {
    return {
      domainStatus: 'VERIFIED',
      domainCheckedAt: now,
      domainVerifiedAt: row.domainStatus === 'VERIFIED' ? row.domainVerifiedAt : now,
      domainVerifiedBy: 'DNS',
      domainFailureReason: null,
    };
  }
  return {
    domainStatus: 'FAILED',
    domainCheckedAt: now,
    domainVerifiedAt: null,
    domainVerifiedBy: null,
    domainFailureReason: outcome.reason,
  };
}
