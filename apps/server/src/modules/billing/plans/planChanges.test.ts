import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/app';
import { buyPlan, registerCompanyAdmin, registerTrialAdmin } from '../../../../test/factories';

/**
 * Every write of a subscription records a `plan` change in its transaction (changes/types.ts):
 * what lets other servers drop what they keep of it (billing/plans/activeSubscriptions.ts).
 */
describe('plan change events', () => {
  let t: TestApp;
  const heard: string[] = [];
  let stop: () => void;
  beforeAll(async () => {
    t = await createTestApp();
    stop = t.app.ctx.changes.subscribe('plan', { changed: (change) => heard.push(change.organizationId) });
  });
  afterAll(async () => {
    stop();
    await t.close();
  });

  const post = (token: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/v1${url}`, headers: bearer(token), payload });

  it('are recorded by a started trial, a purchase, a change and a cancellation, once each', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const own = () => heard.filter((id) => id === admin.organizationId).length;
    expect((await post(admin.token, '/plan/subscribe', { planId: 'extended-trial' })).statusCode).toBe(200);
    expect(own()).toBe(1);
    await buyPlan(t.app, admin.token, 'prod_starter');
    expect(own()).toBe(2);
    const changed = await post(admin.token, '/payment/change-subscription', { productId: 'prod_pro' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(own()).toBe(3);
    expect((await post(admin.token, '/payment/cancel-subscription')).statusCode).toBe(200);
    expect(own()).toBe(4);
  });

  it('are not recorded by a refused write', async () => {
    const admin = await registerTrialAdmin(t.app);
    const before = heard.filter((id) => id === admin.organizationId).length;
    // A second trial is refused (409): nothing changed, nothing to hear.
    expect((await post(admin.token, '/plan/subscribe', { planId: 'extended-trial' })).statusCode).toBe(409);
    expect(await post(admin.token, '/payment/cancel-subscription').then((res) => res.statusCode)).toBe(400);
    expect(heard.filter((id) => id === admin.organizationId).length).toBe(before);
  });
});
