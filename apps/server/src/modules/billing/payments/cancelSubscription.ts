import { eq } from 'drizzle-orm';
import type { ChangeRecorder } from '../../../changes/bus';
import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Actor } from '../../../core/actor';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { badRequest, conflict } from '../../../lib/errors';
import { addMonths } from '../usage/periods';
import { assertSelfService, billingContext } from './policy';
import type { StripeClient } from './stripe';

/**
 * `POST /payment/cancel-subscription`: ends a paid plan that this server activated without
 * Stripe. It stays active to the end of its period (spec: CANCELED stays active until endDate),
 * then the organization chooses a plan again; choosing the same plan before that withdraws the
 * cancellation. With Stripe, cancelling is the billing portal's (Manage). ADMIN only.
 */
export async function cancelSubscription(input: {
  db: Db;
  plans: PlanCatalogue;
  stripe: StripeClient | null;
  actor: Actor;
  now: Date;
  changes: ChangeRecorder;
}): Promise<{ message: string; endDate: string }> {
  return input.changes.transaction(input.db, async (tx, record) => {
    const context = await billingContext(tx, { ...input, lock: true });
    assertSelfService(context);
    if (input.stripe) {
      throw badRequest(
        'Plans on this server are billed through Stripe: cancel yours with Manage, in the billing portal.',
        'USE_BILLING_PORTAL',
      );
    }
    const subscription = context.subscription;
    if (context.state !== 'ACTIVE' || !subscription || subscription.subscriptionType !== 'REGULAR') {
      throw badRequest('Your organization has no paid plan to cancel.', 'NO_PAID_SUBSCRIPTION');
    }
    if (subscription.status === 'CANCELED') {
      throw conflict('Your plan is already canceled.', 'ALREADY_CANCELED');
    }
    const endDate = subscription.currentPeriodEnd ?? addMonths(input.now, 1);
    await tx
      .update(subscriptions)
      .set({ status: 'CANCELED', endDate, updatedAt: input.now })
      .where(eq(subscriptions.id, subscription.id));
    await record({ topic: 'plan', organizationId: context.organizationId });
    const day = endDate.toISOString().slice(0, 10);
    return {
      message: `Your ${context.currentPlan?.name ?? 'paid'} plan has been canceled. It stays active until ${day}.`,
      endDate: endDate.toISOString(),
    };
  });
}
