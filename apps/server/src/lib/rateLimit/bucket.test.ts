import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { peek, spend } from './bucket';

describe('the sliding rate limiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const at = (iso: string) => new Date(iso);

  it('never lets twice the limit through around the end of a minute', async () => {
    const budget = { db: t.app.ctx.db, key: `test:${randomUUID()}`, limit: 10, windowSeconds: 60 };
    const tries = async (iso: string, n: number) => {
      const results = [];
      for (let i = 0; i < n; i++) results.push(await spend({ ...budget, now: at(iso) }));
      return results;
    };
    // A fixed window would allow 10 at 10:00:59 and 10 more at 10:01:01.
    expect((await tries('2030-01-01T10:00:59Z', 13)).filter((r) => r.allowed)).toHaveLength(10);
    const after = await tries('2030-01-01T10:01:01Z', 10);
    expect(after.filter((r) => r.allowed)).toHaveLength(0);
    // One unit comes back every 6 s: the first at 10:01:05.
    expect(after[0]).toEqual({ allowed: false, retryAfterSeconds: 4 });
    expect(await peek({ ...budget, now: at('2030-01-01T10:01:04Z') })).toMatchObject({ allowed: false });
    expect((await tries('2030-01-01T10:01:05Z', 2)).map((r) => r.allowed)).toEqual([true, false]);
    // A full minute after the burst the whole budget is back.
    expect((await tries('2030-01-01T10:02:05Z', 11)).filter((r) => r.allowed)).toHaveLength(10);
  });

  it('spends each unit once under concurrent attempts', async () => {
    const budget = { db: t.app.ctx.db, key: `test:${randomUUID()}`, limit: 10, windowSeconds: 60 };
    const now = at('2030-02-01T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 25 }, () => spend({ ...budget, now })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
