import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import { onDatabase } from '../../../test/database';
import { users } from '../../db/schema';
import { electFirstAccount } from './firstRun';

/** A brand-new install: its own empty database, with the default FIRST_ACCOUNT_SUPER_ADMIN. */
describe('the first run of an install', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const register = (app: TestApp, email: string) =>
    app.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      headers: { 'accept-language': 'en' },
      payload: { email, password: 'secret-password', organizationType: 'PERSONAL' },
    });
  const userTypeOf = async (app: TestApp, token: string) =>
    (await app.app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(token) })).json()
      .userType;
  const firstRun = async (app: TestApp) =>
    (await app.app.inject({ method: 'GET', url: '/v1/config' })).json().firstRun;

  it('says so until the first account registers, and makes that account the super admin', async () => {
    t = await createTestApp({ env: { FIRST_ACCOUNT_SUPER_ADMIN: 'true' } });
    expect(await firstRun(t)).toBe(true);

    const first = await register(t, uniqueEmail('owner'));
    expect(first.statusCode).toBe(200);
    expect(await userTypeOf(t, first.json().token)).toBe('SUPER_ADMIN');
    expect(await firstRun(t)).toBe(false);

    const second = await register(t, uniqueEmail('colleague'));
    expect(await userTypeOf(t, second.json().token)).toBe('REGULAR');
  });

  it('tells a second server that started before the first account too (the answer is not kept while false)', async () => {
    t = await createTestApp({ env: { FIRST_ACCOUNT_SUPER_ADMIN: 'true' } });
    const other = await createTestApp({ env: { FIRST_ACCOUNT_SUPER_ADMIN: 'true' }, database: t.database });
    try {
      expect(await firstRun(other)).toBe(true);
      await register(t, uniqueEmail('owner'));
      expect(await firstRun(other)).toBe(false);
      const late = await register(other, uniqueEmail('late'));
      expect(await userTypeOf(other, late.json().token)).toBe('REGULAR');
    } finally {
      await other.close();
    }
  });

  it('makes exactly one super admin when several first registrations arrive at once', async () => {
    t = await createTestApp({ env: { FIRST_ACCOUNT_SUPER_ADMIN: 'true' } });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => register(t!, uniqueEmail(`racer${n}`))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const types = await Promise.all(answers.map((answer) => userTypeOf(t!, answer.json().token)));
    expect(types.filter((type) => type === 'SUPER_ADMIN')).toHaveLength(1);
    expect(types.filter((type) => type === 'REGULAR')).toHaveLength(3);
  });

  // Through HTTP the password hashing spaces registrations apart; here two transactions really overlap.
  it.runIf(onDatabase('postgres'))(
    'makes the second of two overlapping first accounts a regular user once the first commits',
    async () => {
      t = await createTestApp({ env: { FIRST_ACCOUNT_SUPER_ADMIN: 'true' } });
      const db = t.app.ctx.db;
      let commitFirst!: () => void;
      const firstMayCommit = new Promise<void>((resolve) => {
        commitFirst = resolve;
      });
      let firstElected!: () => void;
      const firstHasElected = new Promise<void>((resolve) => {
        firstElected = resolve;
      });
      const account = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], name: string) =>
        tx
          .insert(users)
          .values({ email: uniqueEmail(name), passwordHash: 'x' })
          .returning({ id: users.id })
          .then(([row]) => row!.id);
      const first = db.transaction(async (tx) => {
        const elected = await electFirstAccount({ db, tx, userId: await account(tx, 'first') });
        firstElected();
        await firstMayCommit;
        return elected;
      });
      await firstHasElected;
      const second = db.transaction(async (tx) =>
        electFirstAccount({ db, tx, userId: await account(tx, 'second') }),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      commitFirst();
      expect(await first).toBe(true);
      expect(await second).toBe(false);
    },
  );

  it('neither welcomes nor promotes anyone with FIRST_ACCOUNT_SUPER_ADMIN=false', async () => {
    t = await createTestApp({ env: { FIRST_ACCOUNT_SUPER_ADMIN: 'false' } });
    expect(await firstRun(t)).toBe(false);
    const first = await register(t, uniqueEmail('owner'));
    expect(await userTypeOf(t, first.json().token)).toBe('REGULAR');
  });
});
