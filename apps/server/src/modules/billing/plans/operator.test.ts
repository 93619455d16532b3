import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../../test/app';
import { login, registerCompanyAdmin, registerTrialAdmin } from '../../../../test/factories';
import { CLI_ACTOR } from '../../admin/audit';
import { endTrial, OperatorError, setBilling, setPlan } from './operator';

/** The commands behind `npm run admin -- …`, called directly on the test database. */
describe('operator commands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const base = () => ({
    db: t.app.ctx.db,
    plans: t.app.ctx.config.billing.plans,
    now: t.clock.now(),
    actor: CLI_ACTOR,
    changes: t.app.ctx.changes,
  });
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const organizationOf = async (token: string) => (await call('GET', '/organization/active', token)).json();
  const current = async (token: string) => (await call('GET', '/plan/current', token)).json();

  it('set-plan puts an organization (by slug or id) on a paid plan from now', async () => {
    const admin = await registerCompanyAdmin(t.app, { organizationName: 'Operator Test GmbH' });
    const { slug, id } = await organizationOf(admin.token);
    const message = await setPlan({ ...base(), organization: slug, planId: 'business' });
    expect(message).toBe(
      `Operator Test GmbH (${slug}) is now on Business, active from ${t.clock.now().toISOString()}.`,
    );
    expect((await current(admin.token)).subscription).toMatchObject({
      planId: 'business',
      subscriptionType: 'REGULAR',
      state: 'ACTIVE',
    });
    await setPlan({ ...base(), organization: id, planId: 'pro' });
    expect((await current(admin.token)).plan.id).toBe('pro');
    await expect(setPlan({ ...base(), organization: slug, planId: 'gold' })).rejects.toThrow(
      'No plan "gold". Plans: extended-trial, starter, pro, business',
    );
    await expect(setPlan({ ...base(), organization: 'no-such-org', planId: 'pro' })).rejects.toThrow(
      OperatorError,
    );
  });

  it('set-plan with the trial plan gives a fresh trial', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { slug } = await organizationOf(admin.token);
    t.clock.advance(40 * 24 * 3600_000);
    const message = await setPlan({ ...base(), organization: slug, planId: 'extended-trial' });
    expect(message).toContain('now runs the Free trial until');
    const token = await login(t.app, admin.email, admin.password);
    expect((await current(token)).subscription).toMatchObject({ subscriptionType: 'TRIAL', state: 'TRIAL' });
  });

  it('end-trial ends the trial now: team work then answers TRIAL_EXPIRED', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { slug, name } = await organizationOf(admin.token);
    expect(await endTrial({ ...base(), organization: slug })).toBe(
      `The trial of ${name} (${slug}) ended at ${t.clock.now().toISOString()}.`,
    );
    const res = await call('POST', '/organization/users/invite', admin.token, {
      email: uniqueEmail(),
      role: 'MEMBER',
    });
    expect(res.json().code).toBe('TRIAL_EXPIRED');
    expect((await current(admin.token)).subscription.state).toBe('TRIAL_EXPIRED');
    await expect(endTrial({ ...base(), organization: slug })).resolves.toContain('ended');

    const paid = await registerCompanyAdmin(t.app);
    const paidSlug = (await organizationOf(paid.token)).slug;
    await setPlan({ ...base(), organization: paidSlug, planId: 'pro' });
    await expect(endTrial({ ...base(), organization: paidSlug })).rejects.toThrow('is not on a trial');
  });

  it('set-billing switches manual billing on and off', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { slug } = await organizationOf(admin.token);
    expect(await setBilling({ ...base(), organization: slug, mode: 'manual' })).toContain('billed manually');
    expect((await organizationOf(admin.token)).paymentProvider).toBe('MANUAL');
    const refused = await call('POST', '/payment/create-checkout-session', admin.token, {
      productId: 'prod_pro',
    });
    expect(refused.json().code).toBe('MANUAL_BILLING');

    expect(await setBilling({ ...base(), organization: slug, mode: 'self' })).toContain('itself');
    expect((await organizationOf(admin.token)).paymentProvider).toBeNull();
    expect(
      (await call('POST', '/payment/create-checkout-session', admin.token, { productId: 'prod_pro' }))
        .statusCode,
    ).toBe(200);
    await expect(setBilling({ ...base(), organization: slug, mode: 'stripe' })).rejects.toThrow(
      'Billing must be "manual" or "self", not "stripe"',
    );
  });
});
