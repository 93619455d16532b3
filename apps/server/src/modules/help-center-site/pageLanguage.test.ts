import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * An article's page is in the article's language (issue 47): a German article in an English help
 * center is served with lang="de-DE", the page's own words in German and its dates as Germans
 * write them, while the help center's other pages stay English.
 */
describe('an article in another language than its help center', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let base: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
  const get = (path: string) => t.app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    expect((await call('PUT', `/help-centers/${center.id}/settings`, { language: 'en-US' })).statusCode).toBe(
      200,
    );
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
    ).json().id;
    const english = await createArticle(t.app, admin.token, {
      title: 'Send an invoice',
      content: 'Open Billing.',
    });
    // The team writes its next article in German.
    expect((await call('PUT', '/organization/settings', { sourceLanguage: 'de' })).statusCode).toBe(200);
    const german = await createArticle(t.app, admin.token, {
      title: 'Zahlungen erfassen',
      content: 'Öffnen Sie **Zahlungen**.',
    });
    for (const id of [english, german]) {
      await call('POST', `/help-articles/${id}/publish`);
      await call('POST', `/public-groups/groups/${group}/articles/${id}`);
    }
    base = `/docs/${center.slug}`;
  });
  afterAll(() => t?.close());

  const linkTo = async (title: string) => {
    const home = (await get(base)).body;
    const path = new RegExp(`<a href="(${base}/articles/[a-z0-9-]+)">${title}</a>`).exec(home)?.[1];
    if (!path) throw new Error(`${base} does not link ${title}`);
    return path;
  };

  it('serves the German article in German: lang, the page’s words and its date', async () => {
    const page = await get(await linkTo('Zahlungen erfassen'));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de-DE">');
    expect(page.body).toContain('<article class="doc" lang="de" data-copy="Kopieren" data-copied="Kopiert">');
    expect(page.body).toContain('War das hilfreich?');
    expect(page.body).toContain('Zum Inhalt springen');
    expect(page.body).not.toContain('Was this helpful?');
    const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(
      t.clock.now(),
    );
    expect(page.body).toContain(`Aktualisiert am ${date}`);
    expect(page.body).toContain('1 Min. Lesezeit');
  });

  it('keeps the help center’s own language on its other pages and its English article', async () => {
    const home = await get(base);
    expect(home.body).toContain('<html lang="en-US">');
    const page = await get(await linkTo('Send an invoice'));
    expect(page.body).toContain('<html lang="en-US">');
    expect(page.body).toContain('Was this helpful?');
  });
});
