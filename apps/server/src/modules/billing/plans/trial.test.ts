import { ZAvailablePlans, ZCurrentPlan } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../../test/app';
import {
  addMember,
  login,
  registerCompanyAdmin,
  registerTrialAdmin,
  startTrial,
} from '../../../../test/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('trial and subscription states', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const subscribe = (token: string, planId = 'extended-trial') =>
    call('POST', '/plan/subscribe', token, { planId });
  const invite = (token: string) =>
    call('POST', '/organization/users/invite', token, { email: uniqueEmail('seat'), role: 'MEMBER' });

  it('a new organization has no subscription and sees the trial first, then the paid plans by order', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const current = ZCurrentPlan.parse((await call('GET', '/plan/current', admin.token)).json());
    expect(current).toEqual({ plan: null, subscription: null, hasEverHadSubscription: false });
    const { plans } = ZAvailablePlans.parse((await call('GET', '/plan/available', admin.token)).json());
    expect(plans.map((plan) => [plan.id, plan.subscriptionType])).toEqual([
      ['extended-trial', 'TRIAL'],
      ['starter', 'REGULAR'],
      ['pro', 'REGULAR'],
      ['business', 'REGULAR'],
    ]);
    // Descriptions in every interface language (the web app shows the one it speaks).
    for (const plan of plans) expect(plan.descriptions.de?.length, plan.id).toBeGreaterThan(0);
    expect(plans[0]!.limits).toEqual({
      TRIAL_DURATION_DAYS: 30,
      ARTICLES_TOTAL: 10,
      ARTICLES_MONTHLY: 10,
      HELPCENTERS_TOTAL: 1,
      TEAM_MEMBERS: 3,
      AI_EDITING: true,
      AUTO_TRANSLATION_LANGUAGES: 1,
      GLOSSARY: true,
      DOWNLOADABLE_ARTICLES: false,
    });
    const pro = plans.find((plan) => plan.id === 'pro')!;
    expect(pro).toMatchObject({ monthlyPrice: 49, currency: 'eur', stripeProductId: 'prod_pro' });
    expect(pro.limits).toMatchObject({ ARTICLES_MONTHLY: 1000, AI_EDITING: true, GLOSSARY: true });
    expect(pro.limits.ARTICLES_TOTAL).toBeUndefined();
  });

  it('starts the 30-day trial: it ends exactly 30 × 24 h later and shows in the profile', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const res = await subscribe(admin.token);
    expect(res.statusCode).toBe(200);
    const body = ZCurrentPlan.parse(res.json());
    const trialEndsAt = new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(body.plan?.id).toBe('extended-trial');
    expect(body.hasEverHadSubscription).toBe(true);
    expect(body.subscription).toMatchObject({
      status: 'ACTIVE',
      subscriptionType: 'TRIAL',
      trialEndsAt,
      endDate: null,
      state: 'TRIAL',
      isActive: true,
      currentPeriodStart: t.clock.now().toISOString(),
      currentPeriodEnd: trialEndsAt,
    });
    const profile = (await call('GET', '/profile/user', admin.token)).json();
    expect(profile).toMatchObject({ hasPaidPlan: false, subscriptionType: 'TRIAL', trialEndsAt });
    // Once a subscription existed, the trial is no longer offered.
    const { plans } = (await call('GET', '/plan/available', admin.token)).json();
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual(['starter', 'pro', 'business']);
  });

  it('refuses a second trial with 409 and a message, also when two start at once', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const results = await Promise.all([
      subscribe(admin.token),
      subscribe(admin.token),
      subscribe(admin.token),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const again = await subscribe(admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Your organization already had a subscription, so it cannot start another trial.',
      code: 'TRIAL_ALREADY_USED',
    });
  });

  it('only an admin starts the trial, and only the trial plan', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const paid = await subscribe(admin.token, 'pro');
    expect([paid.statusCode, paid.json().code]).toEqual([400, 'CHECKOUT_REQUIRED']);
    const unknown = await subscribe(admin.token, 'platinum');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'PLAN_NOT_FOUND']);
    await startTrial(t.app, admin.token);
    const member = await addMember(t.app, admin);
    const other = await registerCompanyAdmin(t.app);
    await call('POST', '/organization/change', member.token, { id: admin.organizationId });
    const byMember = await subscribe(member.token);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({
      message: 'Only admins can manage subscriptions',
      code: 'ADMIN_ONLY',
    });
    expect((await call('GET', '/plan/current', other.token)).json().subscription).toBeNull();
  });

  it('without a subscription, team work answers 403 NO_SUBSCRIPTION while sign-in, profile, organization and plan calls stay open', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const res = await invite(admin.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Your organization has no subscription yet. Choose a plan to continue.',
      code: 'NO_SUBSCRIPTION',
    });
    for (const url of [
      '/profile/user',
      '/organization',
      '/organization/active',
      '/plan/current',
      '/plan/features',
    ]) {
      expect((await call('GET', url, admin.token)).statusCode).toBe(200);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('the trial expires exactly at trialEndsAt: then invitations and member changes answer TRIAL_EXPIRED', async () => {
    const admin = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, admin);
    const pending = (await invite(admin.token)).json();
    t.clock.advance(30 * DAY_MS - 1000);
    expect((await invite(admin.token)).statusCode).toBe(201);

    t.clock.advance(1000);
    // Sessions last 30 days too: sign in again, as the admin would.
    admin.token = await login(t.app, admin.email, admin.password);
    const expired = await invite(admin.token);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('TRIAL_EXPIRED');
    const blocked = [
      await call('PUT', `/organization/${admin.organizationId}/users/${member.userId}/role`, admin.token, {
        role: 'ADMIN',
      }),
      await call('DELETE', `/organization/${admin.organizationId}/users/${member.userId}`, admin.token),
      await call('POST', `/organization/invitations/${pending.id}/resend`, admin.token),
      await call('PUT', `/organization/invitations/${pending.id}/revoke`, admin.token),
      await call('DELETE', `/organization/invitations/${pending.id}`, admin.token),
    ];
    expect(blocked.map((res) => [res.statusCode, res.json().code])).toEqual(
      Array(5).fill([403, 'TRIAL_EXPIRED']),
    );
    // Reading stays open: the team page, the plan, the organization.
    expect((await call('GET', '/organization/invitations', admin.token)).statusCode).toBe(200);
    const current = ZCurrentPlan.parse((await call('GET', '/plan/current', admin.token)).json());
    expect(current.subscription).toMatchObject({ state: 'TRIAL_EXPIRED', isActive: false, status: 'ACTIVE' });
    expect((await call('GET', '/organization/active', admin.token)).json().UserOrganizations).toHaveLength(2);
  });
});
