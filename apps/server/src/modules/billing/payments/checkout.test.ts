import { ZCurrentPlan } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../../test/app';
import {
  addMember,
  buyPlan,
  login,
  registerCompanyAdmin,
  registerTrialAdmin,
} from '../../../../test/factories';
import { CLI_ACTOR } from '../../admin/audit';
import { setBilling } from '../plans/operator';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Self-hosting without Stripe: the built-in checkout activates the chosen plan at once. */
describe('built-in checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const checkout = (token: string, productId: string) =>
    call('POST', '/payment/create-checkout-session', token, { productId });
  const change = (token: string, productId: string) =>
    call('POST', '/payment/change-subscription', token, { productId });
  const current = async (token: string) =>
    ZCurrentPlan.parse((await call('GET', '/plan/current', token)).json());

  it('activates the chosen plan at once and sends the browser to the success page', async () => {
    const admin = await registerTrialAdmin(t.app);
    t.clock.advance(60_000);
    const res = await checkout(admin.token, 'prod_pro');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: '/plans/checkout?success=true' });

    const now = t.clock.now();
    const monthLater = new Date(now);
    monthLater.setUTCMonth(monthLater.getUTCMonth() + 1);
    const plan = await current(admin.token);
    expect(plan.plan?.id).toBe('pro');
    expect(plan.subscription).toMatchObject({
      status: 'ACTIVE',
      subscriptionType: 'REGULAR',
      state: 'ACTIVE',
      endDate: null,
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: monthLater.toISOString(),
    });
    expect((await call('GET', '/profile/user', admin.token)).json()).toMatchObject({
      hasPaidPlan: true,
      subscriptionType: 'REGULAR',
    });
    expect((await call('GET', '/organization/active', admin.token)).json().paymentProvider).toBe('BUILT_IN');
    const { features } = (await call('GET', '/plan/features', admin.token)).json();
    expect(features.TEAM_MEMBERS.limit).toBe(10);
    expect(features.ARTICLES_MONTHLY.limit).toBe(1000);
    expect(features.ARTICLES_TOTAL).toMatchObject({ hasAccess: true, limit: null });
  });

  it('an organization without a trial, or with an expired one, can buy a plan and work again', async () => {
    const fresh = await registerCompanyAdmin(t.app);
    expect((await checkout(fresh.token, 'prod_starter')).statusCode).toBe(200);
    expect((await current(fresh.token)).plan?.id).toBe('starter');

    const admin = await registerTrialAdmin(t.app);
    t.clock.advance(31 * DAY_MS);
    admin.token = await login(t.app, admin.email, admin.password);
    const invite = () =>
      call('POST', '/organization/users/invite', admin.token, { email: uniqueEmail(), role: 'MEMBER' });
    expect((await invite()).json().code).toBe('TRIAL_EXPIRED');
    expect((await checkout(admin.token, 'prod_pro')).statusCode).toBe(200);
    expect((await invite()).statusCode).toBe(201);
  });

  it('while a plan runs only a higher plan can be bought', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_pro');
    const lower = await checkout(admin.token, 'prod_starter');
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toEqual({
      message: 'Downgrades are not available',
      code: 'DOWNGRADE_NOT_AVAILABLE',
    });
    const same = await checkout(admin.token, 'prod_pro');
    expect([same.statusCode, same.json().code]).toEqual([409, 'ALREADY_ON_PLAN']);
    expect((await current(admin.token)).plan?.id).toBe('pro');
    expect((await checkout(admin.token, 'prod_business')).statusCode).toBe(200);
    expect((await current(admin.token)).plan?.id).toBe('business');
  });

  it('a product id without a plan is not available for purchase, and nothing changes', async () => {
    const admin = await registerTrialAdmin(t.app);
    const res = await checkout(admin.token, 'prod_unknown');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This plan is not available for purchase',
      code: 'PLAN_NOT_PURCHASABLE',
    });
    expect((await checkout(admin.token, 'extended-trial')).statusCode).toBe(400);
    expect((await current(admin.token)).subscription?.subscriptionType).toBe('TRIAL');
  });

  it('payment calls are for admins only', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    for (const res of [
      await checkout(member.token, 'prod_pro'),
      await change(member.token, 'prod_pro'),
      await call('POST', '/payment/create-billing-portal-session', member.token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Only admins can manage subscriptions', code: 'ADMIN_ONLY' });
    }
    expect((await current(admin.token)).subscription?.subscriptionType).toBe('TRIAL');
  });

  it('manual billing refuses self-service purchases and changes with a message', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_starter');
    const slug = (await call('GET', '/organization/active', admin.token)).json().slug;
    await setBilling({
      db: t.app.ctx.db,
      plans: t.app.ctx.config.billing.plans,
      now: t.clock.now(),
      actor: CLI_ACTOR,
      changes: t.app.ctx.changes,
      organization: slug,
      mode: 'manual',
    });
    const manual = {
      message: 'Your organization uses manual billing. Self-service plan upgrades are not available.',
      code: 'MANUAL_BILLING',
    };
    for (const res of [await checkout(admin.token, 'prod_pro'), await change(admin.token, 'prod_pro')]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(manual);
    }
    expect((await current(admin.token)).plan?.id).toBe('starter');
  });

  it('changes a running paid plan upward within its period; a trial has nothing to change', async () => {
    const admin = await registerTrialAdmin(t.app);
    const fromTrial = await change(admin.token, 'prod_pro');
    expect([fromTrial.statusCode, fromTrial.json().code]).toEqual([400, 'NO_PAID_SUBSCRIPTION']);

    await buyPlan(t.app, admin.token, 'prod_starter');
    const period = (await current(admin.token)).subscription!;
    t.clock.advance(3 * DAY_MS);
    const res = await change(admin.token, 'prod_pro');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your plan has been changed to Pro.' });
    const after = await current(admin.token);
    expect(after.plan?.id).toBe('pro');
    expect(after.subscription).toMatchObject({
      currentPeriodStart: period.currentPeriodStart,
      currentPeriodEnd: period.currentPeriodEnd,
    });
  });

  it('lets an admin move a running plan down, cancel it and withdraw the cancellation', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const member = await addMember(t.app, admin);
    const period = (await current(admin.token)).subscription!;
    const down = await change(admin.token, 'prod_starter');
    expect([down.statusCode, down.json()]).toEqual([
      200,
      { message: 'Your plan has been changed to Starter.' },
    ]);
    expect((await current(admin.token)).plan?.id).toBe('starter');
    const { features } = (await call('GET', '/plan/features', admin.token)).json();
    expect(features.TEAM_MEMBERS.hasAccess).toBe(false);
    const same = await change(admin.token, 'prod_starter');
    expect([same.statusCode, same.json().code]).toEqual([409, 'ALREADY_ON_PLAN']);

    const refused = await call('POST', '/payment/cancel-subscription', member.token);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'ADMIN_ONLY']);

    const cancel = await call('POST', '/payment/cancel-subscription', admin.token);
    expect(cancel.statusCode).toBe(200);
    const endDay = period.currentPeriodEnd!.slice(0, 10);
    expect(cancel.json()).toEqual({
      message: `Your Starter plan has been canceled. It stays active until ${endDay}.`,
      endDate: period.currentPeriodEnd,
    });
    expect((await current(admin.token)).subscription).toMatchObject({
      status: 'CANCELED',
      state: 'ACTIVE',
      endDate: period.currentPeriodEnd,
    });
    const again = await call('POST', '/payment/cancel-subscription', admin.token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_CANCELED']);

    const resume = await change(admin.token, 'prod_starter');
    expect(resume.json()).toEqual({ message: 'Your Starter plan continues; it is no longer canceled.' });
    expect((await current(admin.token)).subscription).toMatchObject({ status: 'ACTIVE', endDate: null });

    // Canceled and past its end: the organization must choose a plan again.
    expect((await call('POST', '/payment/cancel-subscription', admin.token)).statusCode).toBe(200);
    t.clock.advance(32 * DAY_MS);
    admin.token = await login(t.app, admin.email, admin.password);
    expect((await current(admin.token)).subscription?.state).toBe('INACTIVE');
    const late = await call('POST', '/payment/cancel-subscription', admin.token);
    expect([late.statusCode, late.json().code]).toEqual([400, 'NO_PAID_SUBSCRIPTION']);
  });

  it('cancels nothing while a trial runs', async () => {
    const admin = await registerTrialAdmin(t.app);
    const res = await call('POST', '/payment/cancel-subscription', admin.token);
    expect([res.statusCode, res.json().code]).toEqual([400, 'NO_PAID_SUBSCRIPTION']);
    expect((await current(admin.token)).subscription).toMatchObject({
      subscriptionType: 'TRIAL',
      status: 'ACTIVE',
    });
  });

  it('has no billing portal without Stripe', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_pro');
    const res = await call('POST', '/payment/create-billing-portal-session', admin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Billing management is not available: this server activates plans without online payment.',
      code: 'BILLING_PORTAL_UNAVAILABLE',
    });
    const webhook = await t.app.inject({ method: 'POST', url: '/v1/payment/webhook', payload: {} });
    expect(webhook.statusCode).toBe(404);
  });
});
