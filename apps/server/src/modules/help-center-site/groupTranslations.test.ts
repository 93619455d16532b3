import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * A group's name and card sentence in another language (issue 47 "Every language"): the German
 * pages of an English help center show the German name on the home card, the group page, the
 * article's tree and in its address; a language without one shows the name as written.
 */
describe('group names in the help center’s other languages', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let base: string;
  let billing: string;
  let setup: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const get = (path: string) => t.app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = async (name: string) =>
      (await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name })).json().id as string;
    billing = await group('Billing');
    setup = await group('Setup');
    await call('PUT', `/public-groups/groups/${billing}/card`, {
      icon: 'book',
      description: 'Invoices and refunds.',
    });
    const invoice = await createArticle(t.app, admin.token, {
      title: 'Send an invoice',
      content: 'Open Billing.',
    });
    const install = await createArticle(t.app, admin.token, { title: 'Install', content: 'Download it.' });
    for (const [id, into] of [
      [invoice, billing],
      [install, setup],
    ] as const) {
      await call('POST', `/help-articles/${id}/publish`);
      await call('POST', `/public-groups/groups/${into}/articles/${id}`);
    }
    expect(
      (await call('POST', '/organization/settings/translation-languages/add', { language: 'de' })).statusCode,
    ).toBe(200);
    await t.jobs.runUntilIdle();
    for (const [id, title] of [
      [invoice, 'Eine Rechnung senden'],
      [install, 'Installieren'],
    ] as const)
      await call('PUT', `/help-articles/${id}/translations/${'de'}`, { title, content: 'Öffnen Sie es.' });
    base = `/docs/${center.slug}`;
  });
  afterAll(() => t?.close());

  it('shows the German name and sentence on the German pages, and the names as written elsewhere', async () => {
    const saved = await call('PUT', `/public-groups/groups/${billing}/translations`, {
      translations: { de: { name: '  Abrechnung ', description: 'Rechnungen und Erstattungen.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().translations).toEqual({
      de: { name: 'Abrechnung', description: 'Rechnungen und Erstattungen.' },
    });
    const tree = (
      await call('GET', `/public-groups/help-centers/${saved.json().helpCenterId}/groups`)
    ).json();
    expect(tree.groups.find((row: { id: string }) => row.id === billing).translations.de.name).toBe(
      'Abrechnung',
    );

    const german = (await get(`${base}/de-DE`)).body;
    expect(german).toContain('Abrechnung');
    expect(german).toContain('Rechnungen und Erstattungen.');
    expect(german).not.toContain('Invoices and refunds.');
    // A group nobody named in German keeps its name.
    expect(german).toContain('Setup');
    const groupPath = new RegExp(`href="(${base}/de-DE/groups/abrechnung-[0-9a-f]{8})"`).exec(german)?.[1];
    expect(groupPath, german).toBeDefined();
    const groupPage = await get(groupPath!);
    expect(groupPage.statusCode).toBe(200);
    expect(groupPage.body).toContain('<h1');
    expect(groupPage.body).toMatch(/<h1[^>]*>Abrechnung<\/h1>/);
    // The article's page names its group in German in the tree too.
    const articlePath = new RegExp(`href="(${base}/de-DE/articles/eine-rechnung-senden-[0-9a-f]{8})"`).exec(
      german,
    )?.[1];
    const article = (await get(articlePath!)).body;
    expect(article).toContain('Abrechnung');
    expect(article).not.toMatch(/>Billing</);

    // The English pages stay as written; the old English group address leads to the German one.
    const english = (await get(base)).body;
    expect(english).toContain('Billing');
    expect(english).toContain('Invoices and refunds.');
    expect(english).not.toContain('Abrechnung');
    const englishSlug = new RegExp(`${base}/groups/(billing-[0-9a-f]{8})`).exec(english)?.[1];
    const moved = await get(`${base}/de-DE/groups/${englishSlug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(groupPath);
  });

  it('takes an empty language away again, and refuses what is too long or not a language', async () => {
    const cleared = await call('PUT', `/public-groups/groups/${billing}/translations`, { translations: {} });
    expect(cleared.statusCode).toBe(200);
    expect((await get(`${base}/de-DE`)).body).not.toContain('Abrechnung');

    const long = await call('PUT', `/public-groups/groups/${billing}/translations`, {
      translations: { de: { name: 'x'.repeat(121), description: null } },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A group name can be at most 120 characters');
    const sentence = await call('PUT', `/public-groups/groups/${billing}/translations`, {
      translations: { de: { name: 'Abrechnung', description: 'x'.repeat(201) } },
    });
    expect(sentence.statusCode).toBe(400);
    expect(sentence.json().message).toBe('A group description can be at most 200 characters');
    const klingon = await call('PUT', `/public-groups/groups/${billing}/translations`, {
      translations: { tlh: { name: 'Huch', description: null } },
    });
    expect(klingon.statusCode).toBe(400);
  });

  it('answers 404 to another organization and changes nothing', async () => {
    const stranger = await registerTrialAdmin(t.app);
    const res = await call(
      'PUT',
      `/public-groups/groups/${setup}/translations`,
      { translations: { de: { name: 'Gekapert', description: null } } },
      stranger.token,
    );
    expect(res.statusCode).toBe(404);
    expect((await get(`${base}/de-DE`)).body).not.toContain('Gekapert');
  });
});
