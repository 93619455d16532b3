import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * Two admins acting on each other at the same moment. The race needs a database with more than
 * one connection: it is only a real race in the PostgreSQL leg (the embedded database runs one
 * statement at a time, so there it checks the plain rule).
 */
describe('two admins acting on each other at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ROUNDS = 6;

  async function twoAdmins(): Promise<[RegisteredUser, RegisteredUser]> {
    const first = await registerTrialAdmin(t.app);
    const second = await addMember(t.app, first, { role: 'ADMIN' });
    return [first, second];
  }
  const act = (actor: RegisteredUser, target: RegisteredUser, demote: boolean) =>
    t.app.inject({
      method: demote ? 'PUT' : 'DELETE',
      url: `/v1/organization/${target.organizationId}/users/${target.userId}${demote ? '/role' : ''}`,
      headers: bearer(actor.token),
      payload: demote ? { role: 'MEMBER' } : undefined,
    });
  async function adminsLeft(user: RegisteredUser): Promise<number> {
    const res = await t.app.inject({ url: '/v1/organization/active', headers: bearer(user.token) });
    const members = res.json().UserOrganizations as { role: string }[];
    return members.filter((member) => member.role === 'ADMIN').length;
  }

  it.each([
    ['removing', false],
    ['demoting', true],
  ])('%s: exactly one wins and an admin remains', async (_name, demote) => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await twoAdmins();
      const results = await Promise.all([act(a, b, demote), act(b, a, demote)]);
      const won = results.filter((res) => res.statusCode === 200);
      expect(won).toHaveLength(1);
      const winner = results[0]!.statusCode === 200 ? a : b;
      expect(await adminsLeft(winner)).toBe(1);
    }
  });
});
