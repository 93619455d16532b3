import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, drainJobs, type TestApp } from '../../../test/app';
import {
  addMember,
  type RegisteredUser,
  registerCompanyAdmin,
  registerTrialAdmin,
} from '../../../test/factories';
import { auditLog } from '../../db/schema';
import { articles } from '../../db/schema/articles';
import { DEMO_NOT_EMPTY_MESSAGE } from './loadDemoContent';

/** `POST /admin/organizations/{id}/demo`: what a newcomer sees after a super admin loads the demo. */
describe('demo content', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let superAdmin: RegisteredUser;
  let customer: RegisteredUser;
  let loaded: Awaited<ReturnType<ReturnType<typeof apiCall>>>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCall(t);
    superAdmin = await registerSuperAdmin(t);
    customer = await registerTrialAdmin(t.app);
    loaded = await call('POST', `/admin/organizations/${customer.organizationId}/demo`, superAdmin.token);
    await drainJobs(t);
  });
  afterAll(() => t.close());

  const asCustomer = (url: string) => call('GET', url, customer.token);

  it('fills the organization with a recorded task, a written guide and one in German, all readable', async () => {
    expect(loaded.statusCode, JSON.stringify(loaded.json())).toBe(201);
    const list = (await asCustomer('/help-articles')).json();
    const titles = list.articles.map((article: { title: string }) => article.title).sort();
    expect(titles).toEqual([
      'Create an invoice in Ledgerly',
      'Send payment reminders for overdue invoices',
      'Zahlungseingänge erfassen',
    ]);

    const byTitle = (title: string) =>
      list.articles.find((article: { title: string }) => article.title === title);
    const recorded = (
      await asCustomer(`/help-articles/${byTitle('Create an invoice in Ledgerly').id}`)
    ).json();
    expect(recorded.articleType).toBe('STEP_RECORDING');
    // Written by the generation job from the screenshots' manifest (the built-in writer: no AI here).
    expect(recorded.activeArticleVersion.finishedAt).not.toBeNull();
    expect(recorded.activeArticleVersion.steps).toHaveLength(6);
    expect(recorded.activeArticleVersion.content).toContain('Northwind Traders');

    const german = (await asCustomer(`/help-articles/${byTitle('Zahlungseingänge erfassen').id}`)).json();
    expect(german.activeArticleVersion.sourceLanguage).toBe('de');
    expect(german.activeArticleVersion.content).toContain('Zahlung einer Rechnung zuordnen');
    const written = (
      await asCustomer(`/help-articles/${byTitle('Send payment reminders for overdue invoices').id}`)
    ).json();
    expect(written.activeArticleVersion.sourceLanguage).toBe('en');
  });

  it('publishes them in a help center with groups and quick links, readable on its public page', async () => {
    const centers = (await asCustomer('/help-centers')).json();
    const list = Array.isArray(centers) ? centers : centers.helpCenters;
    expect(list).toHaveLength(1);
    const center = list[0];
    expect(center.name).toBe('Ledgerly Help');
    const groups = (await asCustomer(`/public-groups/help-centers/${center.id}/groups`)).json();
    const flat = JSON.stringify(groups);
    expect(flat).toContain('Invoices');
    expect(flat).toContain('Payments');
    // Each group is a card on the home page, with its icon and sentence.
    expect(groups.groups.find((group: { name: string }) => group.name === 'Invoices')).toMatchObject({
      icon: 'file',
      description: 'Write, send and follow up on invoices.',
    });
    const links = (await asCustomer(`/help-centers/${center.id}/links`)).json();
    expect(links.map((link: { title: string }) => link.title)).toEqual(['System status', 'Contact support']);

    const page = await t.app.inject({ method: 'GET', url: `/docs/${center.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Create an invoice in Ledgerly');
    expect(page.body).toContain('Zahlungseingänge erfassen');
    expect(page.body).toContain(`<html lang="${center.settings.language}">`);

    // The German article is served in German in this English help center (issue 47).
    const link = new RegExp(
      `<a href="(/docs/${center.slug}/articles/[a-z0-9-]+)">Zahlungseingänge erfassen</a>`,
    ).exec(page.body)?.[1];
    expect(link).toBeDefined();
    const german = await t.app.inject({ method: 'GET', url: link! });
    expect(german.statusCode).toBe(200);
    expect(center.settings.language).toBe('en-US');
    expect(german.body).toContain('<html lang="de-DE">');
    expect(german.body).toContain('War das hilfreich?');
    expect(german.body).toContain('Aktualisiert am');
  });

  it('leaves views over the last weeks that the analytics show', async () => {
    const total = (await asCustomer('/analytics/total?timeRange=last30days')).json();
    const shared = (await asCustomer('/analytics/shared/total?timeRange=last30days')).json();
    expect(total.totalViews).toBeGreaterThan(50);
    expect(shared.totalViews).toBeGreaterThan(10);
    expect(total.totalViews + shared.totalViews).toBe(loaded.json().views);
    const daily = (await asCustomer('/analytics/daily?timeRange=last30days')).json();
    const days = JSON.stringify(daily).match(/"views":[1-9]/g) ?? [];
    expect(days.length).toBeGreaterThan(20);
    const today = (await asCustomer('/analytics/total?timeRange=today')).json();
    expect(today.totalViews).toBeLessThan(total.totalViews / 10);
  });

  it('leaves searches, "Was this helpful?" answers and reasons, so that every analytics panel has figures', async () => {
    for (const url of ['/analytics?timeRange=last30days', '/analytics/shared?timeRange=last30days']) {
      expect((await asCustomer(url)).json().length, url).toBeGreaterThan(0);
    }
    const searches = (await asCustomer('/analytics/searches?timeRange=last30days')).json();
    expect(searches.helpCenters).toHaveLength(1);
    const [center] = searches.helpCenters;
    expect(center.totalSearches).toBeGreaterThan(100);
    expect(center.topQueries[0]).toMatchObject({ query: 'invoice' });
    expect(center.noResults.map((row: { query: string }) => row.query)).toContain('recurring invoice');
    expect(center.noClicks.map((row: { query: string }) => row.query)).toContain('due date');
    // Today's searches are there too (the range's last day).
    const today = (await asCustomer('/analytics/searches?timeRange=today')).json();
    expect(today.helpCenters[0].totalSearches).toBeGreaterThan(0);

    const helpfulness = (await asCustomer('/analytics/helpfulness?timeRange=last30days')).json();
    expect(helpfulness.articles).toHaveLength(3);
    expect(helpfulness.articles[0]).toMatchObject({
      title: 'Send payment reminders for overdue invoices',
      helpful: 4,
      notHelpful: 5,
    });

    const reasons = (await asCustomer('/analytics/helpfulness/reasons?timeRange=last30days')).json();
    expect(
      reasons.articles.map((article: { title: string; total: number }) => [article.title, article.total]),
    ).toEqual([
      ['Send payment reminders for overdue invoices', 3],
      ['Create an invoice in Ledgerly', 1],
    ]);
    expect(reasons.articles[0].reasons[0]).toMatchObject({
      reason: 'An example of the final notice would help',
      language: 'en-US',
    });
    const week = (await asCustomer('/analytics/helpfulness/reasons?timeRange=last7days')).json();
    expect(week.articles[0].total).toBe(2);
  });

  it('refuses an organization that has articles, with a message saying why, and adds nothing', async () => {
    const again = await call(
      'POST',
      `/admin/organizations/${customer.organizationId}/demo`,
      superAdmin.token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DEMO_NOT_EMPTY', message: DEMO_NOT_EMPTY_MESSAGE });
    expect((await asCustomer('/help-articles')).json().articles).toHaveLength(3);
  });

  it('refuses an organization whose plan has no room before making anything', async () => {
    const withoutPlan = await registerCompanyAdmin(t.app);
    const res = await call(
      'POST',
      `/admin/organizations/${withoutPlan.organizationId}/demo`,
      superAdmin.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DEMO_NO_ROOM');
    expect(res.json().message).toMatch(/plan has no room for the demo/);
    const made = await t.app.ctx.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.organizationId, withoutPlan.organizationId));
    expect(made).toHaveLength(0);
  });

  it('answers 404 for an organization that does not exist', async () => {
    const res = await call('POST', `/admin/organizations/${randomUUID()}/demo`, superAdmin.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('is no route at all for anyone but a super admin', async () => {
    const other = await registerTrialAdmin(t.app);
    const member = await addMember(t.app, other);
    for (const token of [other.token, member.token]) {
      const url = `/admin/organizations/${other.organizationId}/demo`;
      const res = await call('POST', url, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: `Route POST /v1${url} not found`, code: 'NOT_FOUND' });
    }
    expect((await call('GET', '/help-articles', other.token)).json().articles).toHaveLength(0);
  });

  it('is written to the audit log with the super admin and what was made', async () => {
    const entries = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, customer.organizationId));
    const entry = entries.find((row) => row.action === 'organization.load_demo');
    expect(entry).toMatchObject({
      actorKind: 'user',
      actorUserId: superAdmin.userId,
      targetType: 'organization',
    });
    expect(entry?.before).toEqual({ articles: 0 });
    expect(JSON.stringify(entry?.after)).toContain('Zahlungseingänge erfassen');
    expect(entries.filter((row) => row.action === 'organization.load_demo')).toHaveLength(1);
  });
});
