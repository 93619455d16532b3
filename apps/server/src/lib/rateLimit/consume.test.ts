import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { rateLimitCounters } from '../../db/schema';
import { consume } from './consume';

const onPostgres = inject('testDb').kind === 'postgres';

describe('the database rate limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const at = (iso: string) => new Date(iso);

  it('allows `limit` units per window, then refuses until the window ends', async () => {
    const budget = { db: t.app.ctx.db, key: `test:${randomUUID()}`, limit: 3, windowSeconds: 60 };
    for (let i = 1; i <= 3; i++) {
      expect(await consume({ ...budget, now: at('2030-01-01T10:00:10Z') })).toMatchObject({
        allowed: true,
        count: i,
      });
    }
    const refused = await consume({ ...budget, now: at('2030-01-01T10:00:45Z') });
    expect(refused).toEqual({ allowed: false, count: 4, retryAfterSeconds: 15 });
    // Once refused, the window stays refused in this process without another write.
    expect(await consume({ ...budget, now: at('2030-01-01T10:00:50Z') })).toMatchObject({ allowed: false });
    const rows = await budget.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, budget.key));
    expect(rows.map((row) => row.count)).toEqual([4]);
    expect(await consume({ ...budget, now: at('2030-01-01T10:01:00Z') })).toMatchObject({
      allowed: true,
      count: 1,
    });
  });

  it('prunes the rows of ended windows', async () => {
    const db = t.app.ctx.db;
    const key = `test:${randomUUID()}`;
    await consume({ db, key, limit: 1, windowSeconds: 60, now: at('2031-01-01T10:00:00Z') });
    // A minute later (the prune interval) the next call drops every row whose window has ended.
    await consume({ db, key: 'other', limit: 1, windowSeconds: 60, now: at('2031-01-01T10:05:00Z') });
    const rows = await db.select().from(rateLimitCounters);
    expect(rows.find((row) => row.key === key)).toBeUndefined();
  });

  it('counts concurrent attempts exactly once each', async () => {
    const budget = { db: t.app.ctx.db, key: `test:${randomUUID()}`, limit: 10, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 25 }, () => consume(budget)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });
});

describe('rate limits across servers', () => {
  // Two app instances (two servers) on one PostgreSQL database; PGlite is one process by design.
  it.runIf(onPostgres)('shares one budget between two servers on the same database', async () => {
    const env = { RATE_LIMIT_LOGIN_PER_MINUTE: '4' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env, database: first.database });
    try {
      const email = uniqueEmail('shared');
      const attempt = (app: TestApp, i: number) =>
        app.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email, password: 'guess-guess' },
          remoteAddress: `10.9.0.${i}`,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 === 0 ? first : second, i)).statusCode);
      // Per process, each server would have allowed 4: together they allow 4.
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
