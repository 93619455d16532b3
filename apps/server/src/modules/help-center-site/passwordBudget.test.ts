import { type HelpCenter, ZAuditPage } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSuperAdmin } from '../../../test/admin';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { auditLog } from '../../db/schema';
import { WRONG_PER_HOUR, wrongTry } from './passwordBudget';

describe('the budgets of a protected help center’s password', () => {
  let t: TestApp;
  let admin: RegisteredUser;

  const call = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const protectedCenter = async (name: string): Promise<HelpCenter> => {
    const center = (await call('POST', '/help-centers', { name })).json() as HelpCenter;
    await call('POST', `/help-centers/${center.id}/publish`);
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    return center;
  };
  const enter = (center: HelpCenter, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/docs/${center.slug}/access`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password }).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
  });
  afterAll(() => t.close());

  it('locks the password for every address after 100 wrong tries in an hour, and says so in the audit log', async () => {
    const center = await protectedCenter('Guarded Help');
    // Ten addresses, ten wrong tries each: within every address's budget of 10 a minute.
    // Each hash check costs about half a second here (argon2id on purpose): the first 80 wrong tries
    // are booked the way the route books one after a failed check, the last 20 come over HTTP from
    // ten addresses at once.
    for (let i = 0; i < WRONG_PER_HOUR - 20; i++) {
      await wrongTry({
        db: t.app.ctx.db,
        now: t.clock.now(),
        helpCenter: { ...center, organizationId: admin.organizationId },
      });
    }
    for (let round = 0; round < 2; round++) {
      const tries = Array.from({ length: 10 }, (_, i) => enter(center, `guess ${round}`, `10.43.${i}.1`));
      expect((await Promise.all(tries)).map((res) => res.statusCode)).toEqual(Array(10).fill(401));
    }
    // Now everyone is refused, a new address with the right password too.
    const refused = await enter(center, 'open sesame', '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(36);

    // The budget refills one try every 36 s: spent again by a wrong one, that is the same lock-out.
    t.clock.advance(36_000);
    expect((await enter(center, 'still guessing', '192.0.2.201')).statusCode).toBe(401);
    expect((await enter(center, 'open sesame', '192.0.2.202')).statusCode).toBe(429);
    const entries = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'help_center.password_locked'), eq(auditLog.targetId, center.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorKind: 'system',
      targetType: 'help_center',
      targetLabel: 'Guarded Help',
    });
    // An operator finds it on the audit page, named as the product's own doing.
    const operator = await registerSuperAdmin(t);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/audit?targetType=help_center&targetId=${center.id}`,
      headers: bearer(operator.token),
    });
    expect(audit.statusCode).toBe(200);
    expect(ZAuditPage.parse(audit.json()).items).toEqual([
      expect.objectContaining({
        action: 'help_center.password_locked',
        actor: { kind: 'system', label: 'Help center password limit', userId: null },
      }),
    ]);

    // Once a try has come back, the right password lets a reader in again.
    t.clock.advance(36_000);
    expect((await enter(center, 'open sesame', '192.0.2.203')).statusCode).toBe(303);
  }, 60_000);

  it('allows an address 10 tries in any minute, not 10 on each side of a minute’s end', async () => {
    const center = await protectedCenter('Sliding Help');
    const now = t.clock.now().getTime();
    t.clock.set(new Date(Math.ceil(now / 60_000) * 60_000 + 59_000));
    const before: number[] = [];
    for (let i = 0; i < 13; i++) before.push((await enter(center, 'guess', '198.51.100.43')).statusCode);
    expect(before).toEqual([...Array(10).fill(401), 429, 429, 429]);
    // Two seconds later a new fixed window would have allowed ten more.
    t.clock.advance(2000);
    const after = await enter(center, 'open sesame', '198.51.100.43');
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBe(4);
    // One try back every 6 s; a minute after the burst all ten.
    t.clock.advance(4000);
    expect((await enter(center, 'open sesame', '198.51.100.43')).statusCode).toBe(303);
  });
});
