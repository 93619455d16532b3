import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { login, registerCompanyAdmin } from '../../../test/factories';
import { organizations, users } from '../../db/schema';
import { articles } from '../../db/schema/articles';
import { DEMO_EMAIL, loadDemoAtStart } from './atStart';

const URL = 'http://localhost:3000';

/** `npm run demo`, as the server runs it once it listens. */
describe('npm run demo', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const run = async (app: TestApp) => {
    const printed: string[] = [];
    await loadDemoAtStart(app.app.ctx, URL, (text) => printed.push(text));
    return printed.join('\n');
  };
  const articlesOf = (app: TestApp, organizationId: string) =>
    app.app.ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.organizationId, organizationId));

  it('on a new install makes a demo super admin, prints its password, and fills its organization', async () => {
    t = await createTestApp();
    const printed = await run(t);
    const password = printed.match(/Password {4}(\S+)/)?.[1];
    expect(printed).toContain(`E-mail      ${DEMO_EMAIL}`);
    expect(printed).toContain(`${URL}/login`);
    expect(password).toMatch(/^[\w-]{16}$/);

    const token = await login(t.app, DEMO_EMAIL, password!);
    const profile = (await apiCall(t)('GET', '/profile/user', token)).json();
    expect(profile.userType).toBe('SUPER_ADMIN');
    expect(profile.activeOrganizationName).toBe('Demo');
    const list = (await apiCall(t)('GET', '/help-articles', token)).json();
    expect(list.articles).toHaveLength(3);

    // A second run finds the demo in place and leaves it alone.
    const again = await run(t);
    expect(again).toContain('already has an organization "Demo" with articles; nothing to load');
    expect(await articlesOf(t, profile.activeOrganizationId)).toHaveLength(3);
  });

  it('with users, loads it into a new "Demo" organization of the first super admin', async () => {
    t = await createTestApp();
    const someone = await registerCompanyAdmin(t.app);
    const admin = await registerSuperAdmin(t);
    const printed = await run(t);
    expect(printed).toContain(`loaded the demo into the organization "Demo" of ${admin.email}`);
    const [demo] = await t.app.ctx.db
      .select({ id: organizations.id })
      .from(organizations)
      .innerJoin(users, eq(users.activeOrganizationId, organizations.id))
      .where(eq(users.id, admin.userId));
    expect(await articlesOf(t, demo!.id)).toHaveLength(3);
    expect(await articlesOf(t, admin.organizationId)).toHaveLength(0);
    expect(await articlesOf(t, someone.organizationId)).toHaveLength(0);
  });

  it('with users but no super admin, explains what to do and changes nothing', async () => {
    t = await createTestApp();
    await registerCompanyAdmin(t.app);
    const printed = await run(t);
    expect(printed).toContain('no super admin');
    expect(printed).toContain('npm run admin -- make-super-admin');
    expect(await t.app.ctx.db.select({ id: articles.id }).from(articles)).toHaveLength(0);
  });
});
