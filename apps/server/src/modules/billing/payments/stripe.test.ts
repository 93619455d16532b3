import { randomUUID } from 'node:crypto';
import { ZCurrentPlan } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../../test/app';
import { login, type RegisteredUser, registerTrialAdmin } from '../../../../test/factories';
import { postStripeEvent, startStripeStandIn, TEST_WEBHOOK_SECRET } from '../../../../test/stripeStandIn';

const DAY_MS = 24 * 60 * 60 * 1000;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The real `stripe` client against a loopback stand-in, and webhooks signed like Stripe signs them. */
describe('payments through Stripe', () => {
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const current = async (token: string) =>
    ZCurrentPlan.parse((await call('GET', '/plan/current', token)).json());
  const invite = (token: string) =>
    call('POST', '/organization/users/invite', token, { email: uniqueEmail(), role: 'MEMBER' });
  const event = (type: string, object: object, id?: string) =>
    postStripeEvent(t.app, t.clock, { type, object, id });

  /** An admin whose organization completed a Stripe Checkout for `planId`. */
  async function paidAdmin(planId = 'pro') {
    const admin = await registerTrialAdmin(t.app);
    const ids = { customer: `cus_${randomUUID()}`, subscription: `sub_${randomUUID()}` };
    const res = await event('checkout.session.completed', {
      object: 'checkout.session',
      client_reference_id: admin.organizationId,
      metadata: { organizationId: admin.organizationId, planId },
      customer: ids.customer,
      subscription: ids.subscription,
    });
    expect(res.statusCode).toBe(200);
    return { admin, ...ids };
  }
  const subscriptionObject = (id: string, patch: object = {}) => ({
    id,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    items: { object: 'list', data: [{ id: 'si_1', price: { product: 'prod_pro' } }] },
    ...patch,
  });

  it('opens a Stripe Checkout for the plan; the plan changes only when Stripe reports the payment', async () => {
    const admin = await registerTrialAdmin(t.app);
    const res = await call('POST', '/payment/create-checkout-session', admin.token, {
      productId: 'prod_pro',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const sent = stripe.to('POST', '/v1/checkout/sessions').at(-1)!.params;
    expect(sent).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][product]': 'prod_pro',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][tax_behavior]': 'exclusive',
      'line_items[0][price_data][recurring][interval]': 'month',
      client_reference_id: admin.organizationId,
      'metadata[organizationId]': admin.organizationId,
      'metadata[planId]': 'pro',
      'subscription_data[metadata][planId]': 'pro',
      customer_email: admin.email,
      success_url: 'http://localhost:3000/plans/checkout?success=true',
      cancel_url: 'http://localhost:3000/plans/checkout?success=false',
    });
    expect((await current(admin.token)).subscription?.subscriptionType).toBe('TRIAL');
  });

  it('checkout.session.completed activates the plan; invoice.paid sets Stripe’s period', async () => {
    const { admin, subscription } = await paidAdmin('pro');
    expect((await current(admin.token)).subscription).toMatchObject({
      planId: 'pro',
      status: 'ACTIVE',
      state: 'ACTIVE',
    });
    expect((await call('GET', '/organization/active', admin.token)).json().paymentProvider).toBe('STRIPE');
    expect((await call('GET', '/profile/user', admin.token)).json().hasPaidPlan).toBe(true);

    const start = new Date(Date.UTC(2031, 0, 5));
    const end = new Date(Date.UTC(2031, 1, 5));
    t.clock.set(new Date(start.getTime() + 1000));
    admin.token = await login(t.app, admin.email, admin.password);
    const paid = await event('invoice.paid', {
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
      lines: { object: 'list', data: [{ period: { start: unix(start), end: unix(end) } }] },
    });
    expect(paid.statusCode).toBe(200);
    expect((await current(admin.token)).subscription).toMatchObject({
      currentPeriodStart: start.toISOString(),
      currentPeriodEnd: end.toISOString(),
    });
    const { periods } = (await call('GET', '/plan/usage-periods', admin.token)).json();
    expect(periods[0]).toMatchObject({ periodStart: start.toISOString(), isCurrent: true });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    const completed = {
      type: 'checkout.session.completed',
      object: {
        object: 'checkout.session',
        metadata: { organizationId: admin.organizationId, planId: 'business' },
        customer: 'cus_forged',
        subscription: `sub_${randomUUID()}`,
      },
    };
    for (const options of [
      { secret: 'whsec_someone_else' },
      { signature: 't=1,v1=deadbeef' },
      { signature: '' },
    ]) {
      const res = await postStripeEvent(t.app, t.clock, completed, options);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid Stripe signature', code: 'INVALID_SIGNATURE' });
    }
    expect((await current(admin.token)).subscription?.subscriptionType).toBe('TRIAL');
  });

  it('applies each event id once: a redelivery does not undo later changes', async () => {
    const admin = await registerTrialAdmin(t.app);
    const subscription = `sub_${randomUUID()}`;
    const completed = {
      object: 'checkout.session',
      metadata: { organizationId: admin.organizationId, planId: 'pro' },
      customer: `cus_${randomUUID()}`,
      subscription,
    };
    const id = `evt_${randomUUID()}`;
    expect((await event('checkout.session.completed', completed, id)).statusCode).toBe(200);
    await event(
      'customer.subscription.updated',
      subscriptionObject(subscription, { items: { data: [{ price: { product: 'prod_business' } }] } }),
    );
    expect((await current(admin.token)).plan?.id).toBe('business');
    const again = await event('checkout.session.completed', completed, id);
    expect(again.statusCode).toBe(200);
    expect((await current(admin.token)).plan?.id).toBe('business');
  });

  it('a failed payment leaves 14 days of grace while Stripe retries, then blocks until an invoice is paid', async () => {
    const { admin, subscription } = await paidAdmin();
    const invoice = { object: 'invoice', subscription };
    const failedAt = t.clock.now();
    await event('invoice.payment_failed', invoice);
    const graceEnds = new Date(failedAt.getTime() + 14 * DAY_MS).toISOString();
    expect((await current(admin.token)).subscription).toMatchObject({
      status: 'PAST_DUE',
      state: 'ACTIVE',
      paymentGraceEndsAt: graceEnds,
    });
    expect((await invite(admin.token)).statusCode).toBe(201);
    // Stripe's next failed retry does not extend the grace.
    t.clock.advance(5 * DAY_MS);
    await event('invoice.payment_failed', invoice);
    expect((await current(admin.token)).subscription?.paymentGraceEndsAt).toBe(graceEnds);

    t.clock.advance(9 * DAY_MS);
    admin.token = await login(t.app, admin.email, admin.password);
    expect((await current(admin.token)).subscription).toMatchObject({
      status: 'PAST_DUE',
      state: 'INACTIVE',
    });
    const blocked = await invite(admin.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      message: 'Your subscription is not active. Renew your plan to continue using the product.',
      code: 'SUBSCRIPTION_NOT_ACTIVE',
    });
    expect((await call('GET', '/profile/user', admin.token)).json().hasPaidPlan).toBe(false);
    await event('invoice.paid', invoice);
    expect((await invite(admin.token)).statusCode).toBe(201);
    expect((await current(admin.token)).subscription).toMatchObject({
      status: 'ACTIVE',
      paymentGraceEndsAt: null,
    });
  });

  it('a cancellation keeps the plan active until its endDate, then blocks', async () => {
    const { admin, subscription } = await paidAdmin();
    const endDate = new Date(t.clock.now().getTime() + 10 * DAY_MS);
    await event(
      'customer.subscription.updated',
      subscriptionObject(subscription, { cancel_at_period_end: true, cancel_at: unix(endDate) }),
    );
    expect((await current(admin.token)).subscription).toMatchObject({
      status: 'CANCELED',
      endDate: endDate.toISOString(),
      state: 'ACTIVE',
    });
    expect((await invite(admin.token)).statusCode).toBe(201);
    t.clock.advance(10 * DAY_MS);
    expect((await invite(admin.token)).json().code).toBe('SUBSCRIPTION_NOT_ACTIVE');
    expect((await call('GET', '/profile/user', admin.token)).json().hasPaidPlan).toBe(false);
  });

  it('a deleted subscription ends at once', async () => {
    const { admin, subscription } = await paidAdmin();
    const ended = t.clock.now();
    await event(
      'customer.subscription.deleted',
      subscriptionObject(subscription, { status: 'canceled', ended_at: unix(ended) }),
    );
    expect((await current(admin.token)).subscription).toMatchObject({
      status: 'CANCELED',
      state: 'INACTIVE',
    });
    expect((await invite(admin.token)).json().code).toBe('SUBSCRIPTION_NOT_ACTIVE');
  });

  it('takes a paid invoice that arrives before the checkout event (Stripe keeps no order)', async () => {
    const admin: RegisteredUser = await registerTrialAdmin(t.app);
    await event('invoice.paid', {
      object: 'invoice',
      customer: 'cus_early',
      parent: {
        subscription_details: {
          subscription: `sub_${randomUUID()}`,
          metadata: { organizationId: admin.organizationId, planId: 'starter' },
        },
      },
    });
    expect((await current(admin.token)).subscription).toMatchObject({ planId: 'starter', state: 'ACTIVE' });
  });

  it('opens the billing portal for a Stripe customer, and says so when there is none', async () => {
    const none = await registerTrialAdmin(t.app);
    const missing = await call('POST', '/payment/create-billing-portal-session', none.token);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NO_BILLING_ACCOUNT']);

    const { admin, customer } = await paidAdmin();
    const res = await call('POST', '/payment/create-billing-portal-session', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\d+$/);
    expect(stripe.to('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer,
      return_url: 'http://localhost:3000/settings/plans',
    });
  });

  it('changes the Stripe subscription to a higher plan; a second Checkout is refused', async () => {
    const { admin, subscription } = await paidAdmin('pro');
    const again = await call('POST', '/payment/create-checkout-session', admin.token, {
      productId: 'prod_business',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'SUBSCRIPTION_EXISTS']);

    const res = await call('POST', '/payment/change-subscription', admin.token, {
      productId: 'prod_business',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your plan has been changed to Business.' });
    const update = stripe.to('POST', `/v1/subscriptions/${subscription}`).at(-1)!.params;
    expect(update).toMatchObject({
      'items[0][id]': 'si_standin_item',
      'items[0][price_data][product]': 'prod_business',
      'items[0][price_data][unit_amount]': '14900',
      proration_behavior: 'always_invoice',
    });
    expect((await current(admin.token)).plan?.id).toBe('business');
  });

  it('a Stripe failure answers 502 with a message and changes nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    stripe.fail();
    try {
      const res = await call('POST', '/payment/create-checkout-session', admin.token, {
        productId: 'prod_pro',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        message: 'Failed to create checkout session',
        code: 'PAYMENT_PROVIDER_ERROR',
      });
    } finally {
      stripe.recover();
    }
    expect((await current(admin.token)).subscription?.subscriptionType).toBe('TRIAL');
  });
});
