import type { HelpCenter } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { helpCenterFeedback } from '../../db/schema';

/**
 * A help center in its other languages (issue 14 "Addresses"): the organization's translation
 * languages become `/docs/{slug}/{locale}` sites with the translated articles, a language switcher
 * that keeps the reader on the same article, hreflang alternates and sitemap entries.
 */

/** The stand-in "translates" into German by prefixing each piece; markers stay. */
const toGerman = (request: ChatRequest) => {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '{}';
  return JSON.stringify({
    texts: (JSON.parse(user) as { texts: string[] }).texts.map((text) => `DE ${text}`),
  });
};

describe('a help center in its other languages', () => {
  let t: TestApp;
  let ai: AiStandIn;
  let admin: RegisteredUser;
  let center: HelpCenter;
  const ids: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const get = (path: string) => t.app.inject({ method: 'GET', url: path });
  const base = () => `/docs/${center.slug}`;
  /** The address of an article, as the home page of a locale (`''` or `/de-DE`) links it. */
  const linkIn = async (locale: string, title: string) => {
    const home = (await get(`${base()}${locale}`)).body;
    const path = new RegExp(`<a href="(${base()}${locale}/articles/[a-z0-9-]+)">${title}</a>`).exec(
      home,
    )?.[1];
    if (!path) throw new Error(`${base()}${locale} does not link ${title}`);
    return path;
  };

  beforeAll(async () => {
    ai = await startAiStandIn({ kind: 'reply', answer: toGerman });
    t = await createTestApp({
      env: aiEnv(ai),
    });
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
    ).json().id;
    for (const [key, title] of [
      ['first', 'Set up billing'],
      ['second', 'Change your plan'],
    ] as const) {
      ids[key] = await createArticle(t.app, admin.token, { title, content: `${title}, step by step.` });
      await call('POST', `/help-articles/${ids[key]}/publish`);
      await call('POST', `/public-groups/groups/${group}/articles/${ids[key]}`);
    }
    expect(
      (await call('POST', '/organization/settings/translation-languages/add', { language: 'de' })).statusCode,
    ).toBe(200);
    await t.jobs.runUntilIdle();
    // One article's German translation is taken away again: it is not readable in German.
    await call('PUT', `/help-articles/${ids.second}/translations/de`, {
      title: 'Plan',
      content: '',
    });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it('serve the translated articles under the locale, with the page in that language', async () => {
    const home = await get(`${base()}/de-DE`);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="de-DE">');
    expect(home.body).toContain('DE Set up billing');
    // Only what can be read in German is listed there.
    expect(home.body).not.toContain('Change your plan');
    const link = new RegExp(`href="(${base()}/de-DE/articles/[a-z0-9-]+)"`).exec(home.body)?.[1];
    expect(link).toBeDefined();

    const article = await get(link!);
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<h1 class="title">DE Set up billing</h1>');
    expect(article.body).toContain('DE Set up billing, step by step.');
    expect(article.body).toContain('War das hilfreich?');

    // The own language stays unprefixed and lists every article.
    const own = await get(base());
    expect(own.body).toContain('<html lang="en-US">');
    expect(own.body).toContain('Change your plan');
  });

  it('switch language on the same article, and name each language version for search engines', async () => {
    const own = (await get(base())).body;
    const englishLink = new RegExp(`<a href="(${base()}/articles/[a-z0-9-]+)">Set up billing</a>`).exec(
      own,
    )?.[1];
    const page = (await get(englishLink!)).body;
    const german = new RegExp(
      `<a href="(${base()}/de-DE/articles/[a-z0-9-]+)" hreflang="de-DE" lang="de-DE">Deutsch</a>`,
    ).exec(page)?.[1];
    expect(german).toBeDefined();
    expect(page).toContain(`hreflang="en-US" lang="en-US" aria-current="page">English</a>`);
    expect(page).toContain(`<link rel="alternate" hreflang="de-DE" href="http://localhost:3000${german}">`);
    expect(page).toContain(
      `<link rel="alternate" hreflang="x-default" href="http://localhost:3000${englishLink}">`,
    );

    // An article without German: the switcher leads to the German home page instead.
    const second = new RegExp(`<a href="(${base()}/articles/[a-z0-9-]+)">Change your plan</a>`).exec(
      own,
    )?.[1];
    const secondPage = (await get(second!)).body;
    expect(secondPage).toContain(`<a href="${base()}/de-DE" hreflang="de-DE" lang="de-DE">Deutsch</a>`);
    expect(secondPage).not.toContain('rel="alternate" hreflang="de-DE"');
    // And its German address is the site's 404.
    expect((await get(second!.replace(`${base()}/`, `${base()}/de-DE/`))).statusCode).toBe(404);
  });

  it('search the translations under the locale', async () => {
    const german = (await get(`${base()}/de-DE/search?q=step`)).body;
    expect(german).toContain('<html lang="de-DE">');
    expect(german).toMatch(
      new RegExp(`href="${base()}/de-DE/articles/de-set-up-billing-[0-9a-f]{8}\\?sq=step"`),
    );
    expect(german).toContain('DE Set up billing');
    expect(german).not.toContain('Change your plan');
    // A typo finds the translated title too.
    expect((await get(`${base()}/de-DE/search?q=biling`)).body).toContain('DE Set up billing');
    const english = (await get(`${base()}/search?q=step`)).body;
    expect(english).toContain('Change your plan');
  });

  it('answer a question under the locale from the translated text, citing the translated pages', async () => {
    ai.setMode({ kind: 'reply', answer: () => 'So geht es [1].' });
    const res = await get(`${base()}/de-DE/answer?q=${encodeURIComponent('billing step')}`);
    expect(res.statusCode).toBe(200);
    // The model reads what the German reader would read, not the English source.
    const { user } = ai.last();
    expect(user).toContain('[1] DE Set up billing\nDE Set up billing, step by step.');
    expect(user).not.toContain('\nSet up billing, step by step.');
    expect(res.body).toMatch(
      new RegExp(
        `<li value="1"><a href="${base()}/de-DE/articles/de-set-up-billing-[0-9a-f]{8}">DE Set up billing</a>`,
      ),
    );
    ai.setMode({ kind: 'reply', answer: toGerman });
  });

  it('list the pages of every language in the sitemap, and refuse a locale the site does not have', async () => {
    const sitemap = (await get(`${base()}/sitemap.xml`)).body;
    expect(sitemap).toContain(`<loc>http://localhost:3000${base()}/de-DE</loc>`);
    expect(sitemap).toMatch(
      new RegExp(`<loc>http://localhost:3000${base()}/de-DE/articles/de-set-up-billing-`),
    );
    for (const locale of ['nl-NL', 'fr-FR', 'de-de', 'xx']) {
      expect((await get(`${base()}/${locale}`)).statusCode, locale).toBe(404);
    }
  });

  it('date a translated page by its translation: the "updated" line and the sitemap', async () => {
    const english = await linkIn('', 'Set up billing');
    const lastmod = (sitemap: string, path: string) =>
      new RegExp(`<loc>http://localhost:3000${path}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
    const before = (await get(`${base()}/sitemap.xml`)).body;
    t.clock.advance(3 * 86_400_000);
    const edited = await call('PUT', `/help-articles/${ids.first}/translations/de`, {
      title: 'DE Set up billing',
      content: 'DE Set up billing, Schritt für Schritt.',
    });
    expect(edited.statusCode).toBe(200);
    const german = await linkIn('/de-DE', 'DE Set up billing');
    const after = (await get(`${base()}/sitemap.xml`)).body;
    expect(lastmod(after, german)).toBe(t.clock.now().toISOString());
    expect(lastmod(after, english)).toBe(lastmod(before, english));
    const page = (await get(german)).body;
    expect(page).toContain(`"dateModified":"${t.clock.now().toISOString()}"`);
  });

  it('count "Was this helpful?" per language', async () => {
    const english = await linkIn('', 'Set up billing');
    const german = await linkIn('/de-DE', 'DE Set up billing');
    for (const [path, helpful, ip] of [
      [english, 'yes', '203.0.113.81'],
      [german, 'no', '203.0.113.82'],
      [german, 'no', '203.0.113.83'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${path}/feedback`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ helpful }).toString(),
      });
      expect(res.statusCode).toBe(303);
    }
    const rows = await t.app.ctx.db
      .select()
      .from(helpCenterFeedback)
      .where(eq(helpCenterFeedback.articleId, ids.first!));
    expect(rows.map((row) => [row.language, row.helpful, row.notHelpful]).sort()).toEqual([
      ['de-DE', 0, 2],
      ['en-US', 1, 0],
    ]);
  });

  it('name the home page in each language for search engines, the own language as the default', async () => {
    const origin = 'http://localhost:3000';
    for (const [path, canonical] of [
      [base(), `${origin}${base()}`],
      [`${base()}/de-DE`, `${origin}${base()}/de-DE`],
    ] as const) {
      const home = (await get(path)).body;
      expect(home, path).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(home, path).toContain(`<link rel="alternate" hreflang="de-DE" href="${origin}${base()}/de-DE">`);
      expect(home, path).toContain(`<link rel="alternate" hreflang="en-US" href="${origin}${base()}">`);
      expect(home, path).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${base()}">`);
      expect(home, path).toContain('<meta property="og:title" content="Acme Help">');
    }
  });

  it('let a reader in from a page in another language, back to that page', async () => {
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'sesam öffne dich',
    });
    try {
      const asked = `${base()}/de-DE`;
      const locked = await get(asked);
      expect(locked.statusCode).toBe(401);
      // The reader's browser posts where the form says.
      const action = /<form method="post" action="([^"]+)">/.exec(locked.body)?.[1];
      const entered = await t.app.inject({
        method: 'POST',
        url: action!,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password: 'sesam öffne dich', next: asked }).toString(),
      });
      expect(entered.statusCode).toBe(303);
      expect(entered.headers.location).toBe(asked);
      // The cookie holds for every language of the site.
      const cookie = String(entered.headers['set-cookie']);
      expect(cookie).toContain(`Path=${base()};`);
      const open = await t.app.inject({
        method: 'GET',
        url: asked,
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(open.statusCode).toBe(200);
      expect(open.body).toContain('<html lang="de-DE">');
    } finally {
      await call('PUT', `/help-centers/${center.id}/settings`, { authenticationType: 'NONE' });
    }
  });

  it('stop offering a language as soon as the organization removes it', async () => {
    expect((await get(`${base()}/de-DE`)).statusCode).toBe(200);
    expect((await get(base())).body).toContain(`href="${base()}/de-DE"`);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/v1/organization/settings/translation-languages/remove',
      headers: bearer(admin.token),
      payload: { language: 'de' },
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`${base()}/de-DE`)).statusCode).toBe(404);
    expect((await get(base())).body).not.toContain(`href="${base()}/de-DE"`);
  });
});
