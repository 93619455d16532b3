import { ZUsagePeriods } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../../test/app';
import { buyPlan, login, registerCompanyAdmin, registerTrialAdmin } from '../../../../test/factories';
import { AppError } from '../../../lib/errors';
import { consumeFeature } from './consume';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('one atomic usage mechanism', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  /** Takes `amount` monthly articles the way the articles work will: inside its own transaction. */
  const takeArticles = (organizationId: string, amount = 1) =>
    t.app.ctx.db.transaction((tx) =>
      consumeFeature({
        db: tx,
        plans: t.app.ctx.config.billing.plans,
        organizationId,
        feature: 'ARTICLES_MONTHLY',
        amount,
        now: t.clock.now(),
      }),
    );
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => 'OK',
      (error: unknown) => (error instanceof AppError ? error.code : String(error)),
    );

  it('50 invitations at the same moment never take more than the free seats', async () => {
    const admin = await registerTrialAdmin(t.app);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/organization/users/invite', admin.token, {
          email: uniqueEmail('rush'),
          role: 'MEMBER',
        }),
      ),
    );
    const statuses = results.map((res) => res.statusCode);
    // The trial has 3 seats and the admin holds one.
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 403)).toHaveLength(48);
    expect(new Set(results.filter((res) => res.statusCode === 403).map((res) => res.json().code))).toEqual(
      new Set(['LIMIT_REACHED']),
    );
    const listed = (await call('GET', '/organization/invitations', admin.token)).json().invitations;
    expect(listed).toHaveLength(2);
  });

  it('50 concurrent uses of a counted feature take exactly the limit and record it once each', async () => {
    const admin = await registerTrialAdmin(t.app);
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => codeOf(takeArticles(admin.organizationId))),
    );
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code === 'LIMIT_REACHED')).toHaveLength(40);
    const { periods } = ZUsagePeriods.parse((await call('GET', '/plan/usage-periods', admin.token)).json());
    expect(periods[0]!.records).toEqual([{ featureKey: 'ARTICLES_MONTHLY', usageCount: 10 }]);
  });

  it('refuses without an active subscription, with the subscription code', async () => {
    const admin = await registerCompanyAdmin(t.app);
    expect(await codeOf(takeArticles(admin.organizationId))).toBe('NO_SUBSCRIPTION');
  });

  it('a refused use records nothing, and several units at once must all fit', async () => {
    const admin = await registerTrialAdmin(t.app);
    expect(await codeOf(takeArticles(admin.organizationId, 8))).toBe('OK');
    expect(await codeOf(takeArticles(admin.organizationId, 3))).toBe('LIMIT_REACHED');
    expect(await codeOf(takeArticles(admin.organizationId, 2))).toBe('OK');
    const features = (await call('GET', '/plan/features', admin.token)).json().features;
    expect(features.ARTICLES_MONTHLY).toEqual({
      hasAccess: true,
      isLimitReached: true,
      currentUsage: 10,
      limit: 10,
    });
  });

  it('the trial is one usage period from its start to its end', async () => {
    const admin = await registerTrialAdmin(t.app);
    const started = t.clock.now();
    await takeArticles(admin.organizationId, 2);
    const { periods } = ZUsagePeriods.parse((await call('GET', '/plan/usage-periods', admin.token)).json());
    expect(periods).toEqual([
      {
        periodStart: started.toISOString(),
        periodEnd: new Date(started.getTime() + 30 * DAY_MS).toISOString(),
        isCurrent: true,
        records: [{ featureKey: 'ARTICLES_MONTHLY', usageCount: 2 }],
      },
    ]);
  });

  it('a paid plan counts per month: the allowance renews and earlier months stay listed', async () => {
    const admin = await registerTrialAdmin(t.app);
    await takeArticles(admin.organizationId, 4); // in the trial
    t.clock.advance(60_000);
    await buyPlan(t.app, admin.token, 'prod_starter');
    const bought = t.clock.now();
    expect(await codeOf(takeArticles(admin.organizationId, 25))).toBe('OK');
    expect(await codeOf(takeArticles(admin.organizationId))).toBe('LIMIT_REACHED');

    t.clock.advance(31 * DAY_MS);
    const token = await login(t.app, admin.email, admin.password);
    expect(await codeOf(takeArticles(admin.organizationId, 3))).toBe('OK');
    const { periods } = ZUsagePeriods.parse((await call('GET', '/plan/usage-periods', token)).json());
    const monthEnd = new Date(bought);
    monthEnd.setUTCMonth(monthEnd.getUTCMonth() + 1);
    expect(
      periods.map(({ periodStart, isCurrent, records }) => ({ periodStart, isCurrent, records })),
    ).toEqual([
      {
        periodStart: monthEnd.toISOString(),
        isCurrent: true,
        records: [{ featureKey: 'ARTICLES_MONTHLY', usageCount: 3 }],
      },
      {
        periodStart: bought.toISOString(),
        isCurrent: false,
        records: [{ featureKey: 'ARTICLES_MONTHLY', usageCount: 25 }],
      },
      {
        periodStart: expect.any(String),
        isCurrent: false,
        records: [{ featureKey: 'ARTICLES_MONTHLY', usageCount: 4 }],
      },
    ]);
    expect(periods[1]!.periodEnd).toBe(monthEnd.toISOString());
  });
});
