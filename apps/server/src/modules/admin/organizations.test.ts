import { randomUUID } from 'node:crypto';
import {
  ZAdminOrganizationDetail,
  ZAdminOrganizationPage,
  ZAuditPage,
  ZAvailablePlans,
} from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp, uniqueEmail } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  login,
  type RegisteredUser,
  registerCompanyAdmin,
  registerTrialAdmin,
} from '../../../test/factories';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The organizations of the super-admin area: every organization, and the operator's actions on them. */
describe('super-admin organizations', () => {
  let t: TestApp;
  let root: RegisteredUser;
  let call: ReturnType<typeof apiCall>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCall(t);
    root = await registerSuperAdmin(t);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await call('GET', `/admin/organizations?${query}`, root.token);
    expect(res.statusCode, res.body).toBe(200);
    return ZAdminOrganizationPage.parse(res.json());
  };
  const detail = async (id: string) => {
    const res = await call('GET', `/admin/organizations/${id}`, root.token);
    expect(res.statusCode, res.body).toBe(200);
    return ZAdminOrganizationDetail.parse(res.json());
  };
  const auditOf = async (id: string) =>
    ZAuditPage.parse(
      (await call('GET', `/admin/audit?targetType=organization&targetId=${id}`, root.token)).json(),
    ).items;
  const act = (method: 'PUT' | 'POST', id: string, path: string, payload?: object) =>
    call(method, `/admin/organizations/${id}${path}`, root.token, payload);

  it('lists organizations of everyone, newest first, found by name, slug or a member e-mail', async () => {
    const tag = randomUUID().slice(0, 8);
    const older = await registerTrialAdmin(t.app, { organizationName: `Older ${tag} GmbH` });
    const newer = await registerCompanyAdmin(t.app, { organizationName: `Newer ${tag} AG` });
    const member = await addMember(t.app, older, { firstName: 'Mia', lastName: 'Muster' });
    await createArticle(t.app, older.token, { title: 'One article' });

    const byName = await list(`search=${tag}`);
    expect(byName.items.map((item) => item.id)).toEqual([newer.organizationId, older.organizationId]);
    expect(byName.nextCursor).toBeNull();
    const [newest, oldest] = byName.items;
    expect(newest).toMatchObject({ name: `Newer ${tag} AG`, type: 'COMPANY', memberCount: 1, plan: null });
    expect(newest!.subscription).toBeNull();
    expect(oldest).toMatchObject({
      memberCount: 2,
      plan: { id: 'extended-trial', name: 'Free trial' },
      subscription: { planId: 'extended-trial', subscriptionType: 'TRIAL', status: 'ACTIVE', state: 'TRIAL' },
      manualBilling: false,
    });
    // The catalogue's counted limits, against the trial's numbers.
    expect(oldest!.usage).toEqual([
      { key: 'ARTICLES_TOTAL', name: 'Total articles', used: 1, limit: 10 },
      { key: 'ARTICLES_MONTHLY', name: 'Monthly articles', used: 1, limit: 10 },
      { key: 'HELPCENTERS_TOTAL', name: 'Help centers', used: 0, limit: 1 },
      { key: 'TEAM_MEMBERS', name: 'Team members', used: 2, limit: 3 },
      { key: 'AUTO_TRANSLATION_LANGUAGES', name: 'Translation languages', used: 0, limit: 1 },
    ]);
    expect(newest!.usage.every((usage) => usage.limit === null)).toBe(true);

    expect((await list(`search=${encodeURIComponent(oldest!.slug)}`)).items.map((item) => item.id)).toEqual([
      older.organizationId,
    ]);
    // The member's own personal organization matches too, as it should.
    expect((await list(`search=${member.email.toUpperCase()}`)).items.map((item) => item.id)).toContain(
      older.organizationId,
    );
    // A search's own % and _ are letters, not wildcards.
    expect((await list(`search=${encodeURIComponent(`${tag}%`)}`)).items).toEqual([]);
  });

  it('pages with the cursor it gives out, and refuses one it did not', async () => {
    const tag = randomUUID().slice(0, 8);
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.unshift(
        (await registerCompanyAdmin(t.app, { organizationName: `Paged ${tag} ${i}` })).organizationId,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await list(`search=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(made);

    const bad = await call('GET', '/admin/organizations?cursor=not-a-cursor', root.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'INVALID_CURSOR',
      message: 'The cursor is not one this list gave out',
    });
    expect((await call('GET', '/admin/organizations?limit=0', root.token)).statusCode).toBe(400);
  });

  it('shows an organization with its members, help centers and latest audit entries; 404 for an unknown id', async () => {
    const admin = await registerTrialAdmin(t.app, { firstName: 'Ada', lastName: 'Admin' });
    const member = await addMember(t.app, admin, { firstName: 'Max', lastName: 'Member' });
    const shown = await detail(admin.organizationId);
    expect(shown.members).toEqual([
      { id: admin.userId, name: 'Ada Admin', email: admin.email, role: 'ADMIN' },
      { id: member.userId, name: 'Max Member', email: member.email, role: 'MEMBER' },
    ]);
    expect(shown.helpCenterCount).toBe(0);
    expect(shown.audit).toEqual([]);

    const unknown = await call('GET', `/admin/organizations/${randomUUID()}`, root.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^No organization with id /);
    expect((await call('GET', '/admin/organizations/42', root.token)).statusCode).toBe(400);
  });

  it("offers every plan of the catalogue, the trial included, whatever the super admin's own organization had", async () => {
    const res = await call('GET', '/admin/plans', root.token);
    expect(res.statusCode, res.body).toBe(200);
    const plans = ZAvailablePlans.parse(res.json()).plans;
    expect(plans.map((plan) => plan.id)).toEqual(t.app.ctx.config.billing.plans.plans.map((plan) => plan.id));
    expect(plans.some((plan) => plan.subscriptionType === 'TRIAL')).toBe(true);
  });

  it('puts an organization on a plan, with its audit entry; an unknown plan is a 400 naming the plans', async () => {
    const admin = await registerTrialAdmin(t.app);
    const res = await act('PUT', admin.organizationId, '/plan', { planId: 'pro' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain(`is now on Pro, active from ${t.clock.now().toISOString()}`);
    expect(res.json().organization).toMatchObject({
      plan: { id: 'pro', name: 'Pro' },
      subscription: { subscriptionType: 'REGULAR', state: 'ACTIVE' },
    });
    // What the organization's own admin sees.
    expect((await call('GET', '/plan/current', admin.token)).json().plan.id).toBe('pro');

    const [entry] = await auditOf(admin.organizationId);
    expect(entry).toMatchObject({
      action: 'organization.set_plan',
      actor: { kind: 'user', label: root.email, userId: root.userId },
      target: { type: 'organization', id: admin.organizationId },
      before: { planId: 'extended-trial', subscriptionType: 'TRIAL' },
      after: { planId: 'pro', subscriptionType: 'REGULAR', status: 'ACTIVE' },
    });
    expect(res.json().organization.audit[0].id).toBe(entry!.id);

    const unknownPlan = await act('PUT', admin.organizationId, '/plan', { planId: 'gold' });
    expect(unknownPlan.statusCode).toBe(400);
    expect(unknownPlan.json()).toEqual({
      code: 'UNKNOWN_PLAN',
      message: 'No plan "gold". Plans: extended-trial, starter, pro, business',
    });
    expect((await act('PUT', randomUUID(), '/plan', { planId: 'pro' })).statusCode).toBe(404);
    expect((await act('PUT', admin.organizationId, '/plan', {})).statusCode).toBe(400);
    expect(await auditOf(admin.organizationId)).toHaveLength(1);
  });

  it('switches manual billing on and off: the organization admin can then not buy, then can', async () => {
    const admin = await registerTrialAdmin(t.app);
    const manual = await act('PUT', admin.organizationId, '/billing', { manual: true });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(manual.json().organization.manualBilling).toBe(true);
    const checkout = () =>
      call('POST', '/payment/create-checkout-session', admin.token, { productId: 'prod_pro' });
    expect((await checkout()).json().code).toBe('MANUAL_BILLING');
    t.clock.advance(1000); // the log reads newest first, by the time of each action

    const self = await act('PUT', admin.organizationId, '/billing', { manual: false });
    expect(self.json().organization.manualBilling).toBe(false);
    expect((await checkout()).statusCode).toBe(200);
    const entries = await auditOf(admin.organizationId);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'organization.set_billing',
        before: { billing: 'manual', paymentProvider: 'MANUAL' },
        after: { billing: 'self', paymentProvider: null },
      },
      {
        action: 'organization.set_billing',
        before: { billing: 'self', paymentProvider: null },
        after: { billing: 'manual', paymentProvider: 'MANUAL' },
      },
    ]);
    expect((await act('PUT', admin.organizationId, '/billing', { manual: 'yes' })).statusCode).toBe(400);
  });

  it('ends a trial now (the team is then blocked) and refuses an organization without one (409)', async () => {
    const admin = await registerTrialAdmin(t.app);
    const before = (await detail(admin.organizationId)).subscription!.trialEndsAt;
    const res = await act('POST', admin.organizationId, '/trial/end');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organization.subscription).toMatchObject({
      state: 'TRIAL_EXPIRED',
      trialEndsAt: t.clock.now().toISOString(),
    });
    const invite = await call('POST', '/organization/users/invite', admin.token, {
      email: uniqueEmail(),
      role: 'MEMBER',
    });
    expect(invite.json().code).toBe('TRIAL_EXPIRED');
    expect((await auditOf(admin.organizationId))[0]).toMatchObject({
      action: 'organization.end_trial',
      before: { trialEndsAt: before },
      after: { trialEndsAt: t.clock.now().toISOString() },
    });

    const paid = await registerTrialAdmin(t.app);
    await buyPlan(t.app, paid.token, 'prod_pro');
    const refused = await act('POST', paid.organizationId, '/trial/end');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NOT_ON_TRIAL',
      message: expect.stringContaining('is not on a trial'),
    });
    expect((await act('POST', randomUUID(), '/trial/end')).statusCode).toBe(404);
    expect(await auditOf(paid.organizationId)).toEqual([]);
  });

  it('extends a running trial from its end and an expired one from now; bad days are a 400', async () => {
    const admin = await registerTrialAdmin(t.app);
    const ends = new Date((await detail(admin.organizationId)).subscription!.trialEndsAt!);
    const longer = await act('POST', admin.organizationId, '/trial/extend', { days: 10 });
    expect(longer.statusCode, longer.body).toBe(200);
    const extended = new Date(ends.getTime() + 10 * DAY_MS).toISOString();
    expect(longer.json().organization.subscription).toMatchObject({ state: 'TRIAL', trialEndsAt: extended });
    expect(longer.json().message).toContain(`now ends at ${extended}`);
    expect((await call('GET', '/plan/current', admin.token)).json().subscription.trialEndsAt).toBe(extended);

    t.clock.advance(60 * DAY_MS);
    const token = await login(t.app, admin.email, admin.password);
    root.token = await login(t.app, root.email, root.password); // the old session expired meanwhile
    expect((await call('GET', '/plan/current', token)).json().subscription.state).toBe('TRIAL_EXPIRED');
    const reopened = await act('POST', admin.organizationId, '/trial/extend', { days: 7 });
    const fromNow = new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString();
    expect(reopened.json().organization.subscription).toMatchObject({ state: 'TRIAL', trialEndsAt: fromNow });
    expect((await call('GET', '/plan/current', token)).json().subscription.state).toBe('TRIAL');

    const entries = await auditOf(admin.organizationId);
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'organization.extend_trial',
        before: { trialEndsAt: extended, status: 'ACTIVE' },
        after: { trialEndsAt: fromNow, status: 'ACTIVE', days: 7 },
      },
      {
        action: 'organization.extend_trial',
        before: { trialEndsAt: ends.toISOString(), status: 'ACTIVE' },
        after: { trialEndsAt: extended, status: 'ACTIVE', days: 10 },
      },
    ]);

    for (const days of [0, 366, 1.5, -3, '7', null]) {
      const bad = await act('POST', admin.organizationId, '/trial/extend', { days });
      expect(bad.statusCode, `days ${days}`).toBe(400);
      expect(bad.json().message, `days ${days}`).toEqual(expect.any(String));
    }
    expect(await auditOf(admin.organizationId)).toHaveLength(2);
    const none = await registerCompanyAdmin(t.app);
    expect((await act('POST', none.organizationId, '/trial/extend', { days: 7 })).json().code).toBe(
      'NOT_ON_TRIAL',
    );
  });
});
