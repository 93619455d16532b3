import { subscriptionErrorCode } from '@support/shared';
import type { ChangeBus } from '../../../changes/bus';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { findSubscription, type SubscriptionRow, stateOf } from './subscriptions';

/** A backstop for a change no event announces (a row edited by hand); events are the real path. */
const KEEP_MS = 10 * 60_000;

export type ActiveSubscriptions = {
  /** Whether the organization's subscription lets it use the product now (a running trial or plan). */
  isActive(organizationId: string): Promise<boolean>;
  close(): void;
};

/**
 * Subscriptions kept in memory for pages that readers, not members, open (the help center's AI
 * answers): one query per organization, not one per reader. Every write of a subscription records
 * a `plan` change (billing's routes, the Stripe webhook, the operator's commands), and the kept row
 * is dropped when this process or any other hears it. A trial's end needs no event: the state is
 * worked out from the kept row at each call, with the clock of that moment.
 */
export function createActiveSubscriptions(deps: {
  db: Db;
  changes: Pick<ChangeBus, 'subscribe'>;
  clock: Clock;
}): ActiveSubscriptions {
  const kept = new Map<string, { row: Promise<SubscriptionRow | null>; until: number }>();
  const stop = deps.changes.subscribe('plan', {
    changed: (change) => kept.delete(change.organizationId),
    resync: () => kept.clear(),
  });
  return {
    async isActive(organizationId) {
      const now = deps.clock.now();
      let entry = kept.get(organizationId);
      if (!entry || entry.until <= now.getTime()) {
        const row = findSubscription(deps.db, organizationId);
        // A failed read is not kept: the next reader asks the database again.
        row.catch(() => kept.delete(organizationId));
        entry = { row, until: now.getTime() + KEEP_MS };
        kept.set(organizationId, entry);
      }
      return subscriptionErrorCode(stateOf(await entry.row, now)) === null;
    },
    close: stop,
  };
}
