import type { Plan, SubscriptionStatus } from '@support/shared';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { organizations, subscriptions } from '../../../db/schema';
import { lockSubscription, type SubscriptionRow } from '../plans/subscriptions';
import { addMonths } from '../usage/periods';

export type PaidPlanChange = {
  organizationId: string;
  plan: Plan;
  now: Date;
  /** Who bills the organization from now on; MANUAL is never overwritten by a checkout or a webhook. */
  provider?: 'STRIPE' | 'BUILT_IN';
  /** Keep the running period (an upgrade mid-month); otherwise a new one starts. */
  keepPeriod?: boolean;
  period?: { start: Date; end: Date };
  status?: SubscriptionStatus;
  endDate?: Date | null;
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
};

/**
 * Puts an organization on a paid (REGULAR) plan: the built-in checkout, a Stripe checkout or
 * subscription update, and the operator command all come here, inside their transaction. The row is
 * updated in place (the organization keeps its history of having had a subscription); a new period
 * starts now and lasts a month unless Stripe names it or the running one is kept.
 */
export async function activatePaidPlan(tx: Queryable, change: PaidPlanChange): Promise<SubscriptionRow> {
  const existing = await lockSubscription(tx, change.organizationId);
  const keep = change.keepPeriod && existing?.subscriptionType === 'REGULAR';
  const period = change.period ?? {
    start: keep ? existing.currentPeriodStart : change.now,
    end: keep && existing.currentPeriodEnd ? existing.currentPeriodEnd : addMonths(change.now, 1),
  };
  const values = {
    planId: change.plan.id,
    subscriptionType: 'REGULAR' as const,
    status: change.status ?? ('ACTIVE' as const),
    endDate: change.endDate ?? null,
    pastDueSince: (change.status ?? 'ACTIVE') === 'PAST_DUE' ? (existing?.pastDueSince ?? change.now) : null,
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    ...(change.stripeCustomerId !== undefined ? { stripeCustomerId: change.stripeCustomerId } : {}),
    ...(change.stripeSubscriptionId !== undefined
      ? { stripeSubscriptionId: change.stripeSubscriptionId }
      : {}),
    updatedAt: change.now,
  };
  const [row] = existing
    ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id)).returning()
    : await tx
        .insert(subscriptions)
        .values({ ...values, organizationId: change.organizationId, createdAt: change.now })
        .returning();
  if (change.provider) {
    await tx
      .update(organizations)
      .set({ paymentProvider: change.provider, updatedAt: change.now })
      .where(
        and(
          eq(organizations.id, change.organizationId),
          or(isNull(organizations.paymentProvider), ne(organizations.paymentProvider, 'MANUAL')),
        ),
      );
  }
  return row!;
}
