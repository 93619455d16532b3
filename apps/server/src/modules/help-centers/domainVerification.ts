import { domainVerificationRecordName } from '@support/shared';
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { helpCenters } from '../../db/schema';
import type { TxtLookup } from '../../lib/dns/txtLookup';
import { badRequest, serviceUnavailable } from '../../lib/errors';
import { helpCenterChanged } from './changes';
import { type CheckOutcome, columnsAfter, outcomeOf } from './domainState';
import { adminOfHelpCenters } from './policy';
import { findHelpCenter, type HelpCenterRow } from './queries';

type Deps = { db: Db; changes: ChangeBus; lookup: TxtLookup; now: Date };

export const NO_CUSTOM_DOMAIN_MESSAGE = 'This help center has no custom domain';
export const noCustomDomain = () => badRequest(NO_CUSTOM_DOMAIN_MESSAGE, 'NO_CUSTOM_DOMAIN');

/** A verified domain is looked up again this long after its last check (docs/help-centers.md, "Custom domains"). */
export const RECHECK_AFTER_MS = 24 * 60 * 60 * 1000;
/** Domains one round checks; the rest wait for the next round (hourly). */
const ROUND_SIZE = 200;

/** `POST /help-centers/{id}/domain-verification/check` ("Check now"): looks the record up at once. */
export async function checkDomainNow(input: Deps & { actor: Actor; id: string }): Promise<void> {
  const organizationId = adminOfHelpCenters(input.actor);
  const center = await findHelpCenter(input.db, organizationId, input.id);
  if (!center.customDomain || !center.domainToken) throw noCustomDomain();
  const outcome = await lookUp(input.lookup, center.customDomain, center.domainToken);
  if (outcome.status === 'FAILED' && keepsServing(center, outcome)) {
    throw serviceUnavailable(
      `${outcome.reason}. The domain stays verified; please try again later.`,
      'DNS_UNAVAILABLE',
    );
  }
  await applyOutcome(input, center, outcome);
}

/** A DNS server that did not answer says nothing of the record: a verified domain keeps serving. */
const keepsServing = (center: HelpCenterRow, outcome: CheckOutcome) =>
  outcome.status === 'FAILED' && !outcome.definite && center.domainStatus === 'VERIFIED';

/**
 * The daily re-check (domainRecheckJob.ts): every domain whose last check is a day old, verified or
 * not, except those an operator marked verified (they have no record to find). A verified domain
 * whose record is gone or changed stops serving; one whose DNS server did not answer keeps
 * serving and is asked again in the next round (an hour later). Returns how many it looked up.
 */
export async function recheckDomains(deps: Deps): Promise<number> {
  const due = await deps.db
    .select()
    .from(helpCenters)
    .where(
      and(
        isNotNull(helpCenters.customDomain),
        or(isNull(helpCenters.domainVerifiedBy), ne(helpCenters.domainVerifiedBy, 'OPERATOR')),
        or(
          isNull(helpCenters.domainCheckedAt),
          lt(helpCenters.domainCheckedAt, new Date(deps.now.getTime() - RECHECK_AFTER_MS)),
        ),
      ),
    )
    .orderBy(sql`${helpCenters.domainCheckedAt} asc nulls first`)
    .limit(ROUND_SIZE);
  for (const center of due) {
    if (!center.customDomain || !center.domainToken) continue;
    const outcome = await lookUp(deps.lookup, center.customDomain, center.domainToken);
    if (keepsServing(center, outcome)) continue;
    await applyOutcome(deps, center, outcome);
  }
  return due.length;
}

async function lookUp(lookup: TxtLookup, domain: string, token: string): Promise<CheckOutcome> {
  return outcomeOf(domain, token, await lookup(domainVerificationRecordName(domain)));
}

/**
 * Writes a check's outcome, unless the domain was changed while the lookup ran (its token differs
 * then). A change of state is a change event: every server reloads the domains it serves.
 */
async function applyOutcome(deps: Deps, center: HelpCenterRow, outcome: CheckOutcome): Promise<void> {
  await deps.changes.transaction(deps.db, async (tx, record) => {
    const updated = await tx
      .update(helpCenters)
      .set(columnsAfter(outcome, center, deps.now))
      .where(and(eq(helpCenters.id, center.id), eq(helpCenters.domainToken, center.domainToken!)))
      .returning({ id: helpCenters.id });
    if (updated.length > 0 && center.domainStatus !== outcome.status) await record(helpCenterChanged(center));
  });
}
