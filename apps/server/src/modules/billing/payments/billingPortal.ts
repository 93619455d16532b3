import type { PlanCatalogue } from '../../../config/plansCatalogue';
import type { Actor } from '../../../core/actor';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { assertSelfService, billingContext } from './policy';
import { callStripe, type StripeClient } from './stripe';

/**
 * `POST /payment/create-billing-portal-session`: Stripe's portal (invoices, card, cancellation) for
 * an organization that pays through Stripe. Without Stripe there is no billing account to manage.
 */
export async function createBillingPortalSession(input: {
  db: Db;
  plans: PlanCatalogue;
  stripe: StripeClient | null;
  actor: Actor;
  now: Date;
  baseUrl: string;
  log: { error(object: unknown, message: string): void };
}): Promise<{ redirectUrl: string }> {
  const context = await billingContext(input.db, input);
  assertSelfService(context);
  if (!input.stripe) {
    throw notFound(
      'Billing management is not available: this server activates plans without online payment.',
      'BILLING_PORTAL_UNAVAILABLE',
    );
  }
  const customer = context.subscription?.stripeCustomerId;
  if (!customer) {
    throw notFound(
      'Your organization has no billing account yet. Choose a paid plan first.',
      'NO_BILLING_ACCOUNT',
    );
  }
  const session = await callStripe(input.stripe!, input.log, 'Failed to open the billing portal', (stripe) =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${input.baseUrl}/settings/plans` }),
  );
  return { redirectUrl: session.url };
}
