import { type SubscriptionState, subscriptionErrorCode, subscriptionState } from '@support/shared';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { forbidden } from '../../../lib/errors';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(
  db: Queryable,
  organizationId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId));
  return row ?? null;
}

/**
 * The subscription under a row lock until the caller's transaction ends. Every usage check takes
 * it first, so two requests of one organization check and record usage one after the other.
 */
export async function lockSubscription(
  tx: Queryable,
  organizationId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organizationId))
    .for('update');
  return row ?? null;
}

export const stateOf = (row: SubscriptionRow | null, now: Date): SubscriptionState =>
  subscriptionState(row, now);

const BLOCKED_MESSAGES = {
  NO_SUBSCRIPTION: 'Your organization has no subscription yet. Choose a plan to continue.',
  TRIAL_EXPIRED: 'Your trial has expired. Choose a plan to continue using the product.',
  SUBSCRIPTION_NOT_ACTIVE: 'Your subscription is not active. Renew your plan to continue using the product.',
} as const;

/** 403 NO_SUBSCRIPTION, TRIAL_EXPIRED or SUBSCRIPTION_NOT_ACTIVE unless the subscription is active now. */
export function assertActiveState(state: SubscriptionState): void {
  const code = subscriptionErrorCode(state);
  if (code) throw forbidden(BLOCKED_MESSAGES[code], code);
}
