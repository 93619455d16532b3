import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../test/app';
import { buyPlan, registerTrialAdmin } from '../../test/factories';
import { ConfigError, loadConfig } from '.';
import { loadCatalogue } from './plansCatalogue';

const dir = mkdtempSync(path.join(os.tmpdir(), 'plans-file-'));
function writePlans(name: string, plans: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof plans === 'string' ? plans : JSON.stringify({ plans }));
  return file;
}

const trial = {
  id: 'extended-trial',
  name: 'Trial',
  description: '',
  monthlyPrice: 0,
  planOrder: 0,
  subscriptionType: 'TRIAL',
  stripeProductId: null,
  limits: { TRIAL_DURATION_DAYS: 14, TEAM_MEMBERS: 2, GLOSSARY: null },
};
const team = {
  ...trial,
  id: 'team',
  name: 'Team',
  monthlyPrice: 30,
  currency: 'usd',
  planOrder: 1,
  subscriptionType: 'REGULAR',
  stripeProductId: 'prod_team',
  limits: { TEAM_MEMBERS: 2 },
};
const enterprise = {
  ...team,
  id: 'enterprise',
  name: 'Enterprise',
  monthlyPrice: 999,
  planOrder: 2,
  stripeProductId: null,
  limits: {},
};

describe('the plan catalogue', () => {
  it('the committed catalogue has the trial and three paid plans in ascending order', () => {
    const catalogue = loadCatalogue();
    expect(catalogue.plans.map((plan) => [plan.id, plan.planOrder, plan.monthlyPrice])).toEqual([
      ['extended-trial', 0, 0],
      ['starter', 1, 19],
      ['pro', 2, 49],
      ['business', 3, 149],
    ]);
    expect(catalogue.byProductId('prod_pro')?.id).toBe('pro');
  });

  it('a bad PLANS_FILE stops the server at start with a clear message', () => {
    const env = (PLANS_FILE: string) => ({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), PLANS_FILE });
    expect(() => loadConfig(env(path.join(dir, 'missing.json')))).toThrow(/Cannot read the plan catalogue/);
    expect(() => loadConfig(env(writePlans('broken.json', '{ "plans": [')))).toThrow(ConfigError);
    const unknownKey = writePlans('key.json', [
      { ...trial, limits: { ...trial.limits, ARTICLES_PER_DAY: 3 } },
    ]);
    expect(() => loadConfig(env(unknownKey))).toThrow(/Invalid plan catalogue .*key\.json/s);
    const twice = writePlans('twice.json', [trial, { ...team, planOrder: 0 }]);
    expect(() => loadConfig(env(twice))).toThrow('two plans share planOrder 0');
    const noDays = writePlans('days.json', [{ ...trial, limits: {} }]);
    expect(() => loadConfig(env(noDays))).toThrow(
      'trial plan extended-trial needs TRIAL_DURATION_DAYS above 0',
    );
  });

  it('Stripe needs its webhook secret too', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), STRIPE_SECRET_KEY: 'sk_test_1' }),
    ).toThrow('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  });
});

describe('an instance with its own PLANS_FILE', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PLANS_FILE: writePlans('own.json', [enterprise, team, trial]) } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });

  it('offers its plans with their currency; null in the file means unlimited', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { plan, subscription } = (await call('GET', '/plan/current', admin.token)).json();
    expect(plan).toMatchObject({
      id: 'extended-trial',
      limits: { TRIAL_DURATION_DAYS: 14, TEAM_MEMBERS: 2 },
    });
    expect(Date.parse(subscription.trialEndsAt) - t.clock.now().getTime()).toBe(14 * 24 * 3600_000);
    const { plans } = (await call('GET', '/plan/available', admin.token)).json();
    expect(plans.map((p: { id: string; currency: string }) => [p.id, p.currency])).toEqual([
      ['team', 'usd'],
      ['enterprise', 'usd'],
    ]);
    const { features } = (await call('GET', '/plan/features', admin.token)).json();
    expect(features.GLOSSARY).toMatchObject({ hasAccess: true, limit: null });
  });

  it('a plan without stripeProductId cannot be bought, and at the top paid plan only sales can help', async () => {
    const admin = await registerTrialAdmin(t.app);
    const res = await call('POST', '/payment/create-checkout-session', admin.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This plan is not available for purchase');

    await buyPlan(t.app, admin.token, 'prod_team');
    await call('POST', '/organization/users/invite', admin.token, { email: uniqueEmail(), role: 'MEMBER' });
    const full = await call('POST', '/organization/users/invite', admin.token, {
      email: uniqueEmail(),
      role: 'MEMBER',
    });
    expect(full.json()).toMatchObject({ code: 'LIMIT_REACHED', limit: 2, suggestedPlan: null });
  });
});
