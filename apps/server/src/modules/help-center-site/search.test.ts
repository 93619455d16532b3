import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { helpCenterSearches } from '../../db/schema';
import { flushSearchLog } from '../analytics-collect/searchLog';
import { loadSite } from './loadSite';
import { localizeSite } from './locales';
import { searchSite } from './search';
import { SEARCHES_PER_MINUTE } from './searchRoute';

const ENGLISH: [string, string][] = [
  ['Reset your password', 'Open the sign-in page and choose **Forgot password**. We e-mail you a link.'],
  ['Change your e-mail address', 'Go to Settings, then Profile. Your password is needed to confirm.'],
  ['Invite a teammate', 'Open Team and press Invite. The teammate gets a mail.'],
  ['Café opening hours', 'The café opens at eight & closes at "ten".'],
  ['Export monthly reports', 'Reports can be exported as CSV or PDF every month.'],
];
const GERMAN: [string, string][] = [
  ['Rechnungen herunterladen', 'Alle Rechnungen finden Sie unter Abrechnung. Jede Rechnung ist ein PDF.'],
  ['Passwort zurücksetzen', 'Wählen Sie auf der Anmeldeseite „Passwort vergessen“.'],
  ['Zahlungsarten', 'Wir akzeptieren Kreditkarten und Lastschrift.'],
];

describe('searching a help center', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  const centers: Record<string, HelpCenter> = {};
  const ids: Record<string, string> = {};

  const call = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const search = (center: string, q: string) =>
    t.app.inject({ method: 'GET', url: `/docs/${centers[center]!.slug}/search?q=${encodeURIComponent(q)}` });
  /** The titles of the results, in their order. */
  const titles = (body: string) =>
    [...body.matchAll(/<li><a href="[^"]+\/articles\/[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);

  async function fill(name: string, language: string, articles: [string, string][]) {
    const center: HelpCenter = (await call('POST', '/help-centers', { name })).json();
    await call('PUT', `/help-centers/${center.id}/settings`, { language });
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'All' })
    ).json();
    for (const [title, content] of articles) {
      ids[title] = await createArticle(t.app, admin.token, { title, content });
      await call('POST', `/help-articles/${ids[title]}/publish`);
      await call('POST', `/public-groups/groups/${group.id}/articles/${ids[title]}`);
    }
    return center;
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    centers.en = await fill('Acme Help', 'en-US', ENGLISH);
    centers.de = await fill('Acme Hilfe', 'de-DE', GERMAN);
  });
  afterAll(() => t.close());

  it('finds articles by title and content, title matches first, with the words marked in a passage', async () => {
    const res = await search('en', 'password');
    expect(res.statusCode).toBe(200);
    expect(titles(res.body)).toEqual(['Reset your password', 'Change your e-mail address']);
    expect(res.body).toContain('2 articles found');
    expect(res.body).toMatch(/<mark>password<\/mark>/i);
    // The page works without script: a GET form that carries the query.
    expect(res.body).toContain('<form class="hc-search" role="search" method="get"');
    expect(res.body).toContain('value="password"');
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('finds while typing (a word’s beginning), ignores accents, and stems with the language’s dictionary', async () => {
    expect(titles((await search('en', 'invite team')).body)).toEqual(['Invite a teammate']);
    expect(titles((await search('en', 'expo')).body)).toEqual(['Export monthly reports']);
    expect(titles((await search('en', 'cafe')).body)).toEqual(['Café opening hours']);
    // English stemming: "exported" and "report" meet "Export monthly reports".
    expect(titles((await search('en', 'reporting')).body)).toEqual(['Export monthly reports']);
    // German: "Rechnung" finds "Rechnungen"; "zurucksetzen" without the umlaut finds "zurücksetzen".
    const german = await search('de', 'Rechnung');
    expect(titles(german.body)).toEqual(['Rechnungen herunterladen']);
    expect(german.body).toContain('1 Artikel gefunden');
    expect(titles((await search('de', 'zurucksetzen')).body)).toEqual(['Passwort zurücksetzen']);
  });

  it('stands in the help center’s closest words for a misspelt one', async () => {
    const res = await search('en', 'pasword');
    expect(titles(res.body)).toEqual(['Reset your password', 'Change your e-mail address']);
    expect(res.body).toContain('These titles come close');
    // German, misspelt so that no word or word beginning matches: only the titles' trigrams find it.
    const german = await search('de', 'Zahlungsarden');
    expect(titles(german.body)).toEqual(['Zahlungsarten']);
    expect(german.body).toContain('Diese Titel kommen nahe');
    const none = await search('en', 'quantum chromodynamics');
    expect(titles(none.body)).toEqual([]);
    expect(none.body).toContain('No articles match your search');
  });

  it('ranks at most a bounded number of matches, however many articles a word is in', async () => {
    const raw = await loadSite(t.app.ctx.db, centers.en!.slug);
    const site = localizeSite(raw!, raw!.ownLocale);
    expect((await searchSite(t.app.ctx.db, site, 'password')).results).toHaveLength(2);
    const bounded = await searchSite(t.app.ctx.db, site, 'password', { ranked: 1 });
    expect(bounded.results).toHaveLength(1);
    expect(bounded.corrected).toBe(false);
  });

  it('shows only this help center’s published articles, and escapes what the text holds', async () => {
    // The German help center's article is not found from the English one, and an unpublished one drops out.
    expect(titles((await search('en', 'Rechnungen')).body)).toEqual([]);
    await call('POST', `/help-articles/${ids['Invite a teammate']}/unpublish`);
    expect(titles((await search('en', 'invite')).body)).toEqual([]);
    const other = await registerTrialAdmin(t.app);
    await buyPlan(t.app, other.token, 'prod_business');
    const foreign = await createArticle(t.app, other.token, { title: 'Invite a teammate elsewhere' });
    await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${foreign}/publish`,
      headers: bearer(other.token),
    });
    expect(titles((await search('en', 'invite')).body)).toEqual([]);
    const cafe = await search('en', 'eight');
    expect(titles(cafe.body)).toEqual(['Café opening hours']);
    expect(cafe.body).toContain('<mark>eight</mark> &amp; closes at &quot;ten&quot;');
  });

  it('logs what readers searched for, what found nothing and which results were opened, nothing about them', async () => {
    await search('en', 'Reset  PASSWORD');
    await search('en', 'reset password');
    await search('en', 'warp drive');
    const page = await search('en', 'reset password');
    const link = /<a href="([^"]+\?sq=[^"]+)">Reset your password/.exec(page.body)![1]!;
    expect(link).toContain('?sq=reset%20password');
    const opened = await t.app.inject({ method: 'GET', url: link.replaceAll('&amp;', '&') });
    expect(opened.statusCode).toBe(200);
    // An address with a query nobody searched for counts nothing and adds no row.
    await t.app.inject({
      method: 'GET',
      url: link.replaceAll('&amp;', '&').replace(/\?sq=.*/, '?sq=made-up'),
    });
    await flushSearchLog(t.app.ctx);
    const rows = await t.app.ctx.db.select().from(helpCenterSearches);
    expect(rows.some((row) => row.query === 'made-up')).toBe(false);
    const of = (query: string) =>
      rows.find((row) => row.helpCenterId === centers.en!.id && row.query === query);
    expect(of('reset password')).toMatchObject({
      language: 'en-US',
      searches: 3,
      empty: 0,
      results: 2,
      opened: 1,
    });
    expect(of('warp drive')).toMatchObject({ searches: 1, empty: 1, results: 0, opened: 0 });
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'day',
        'empty',
        'helpCenterId',
        'language',
        'opened',
        'organizationId',
        'query',
        'results',
        'searches',
      ].sort(),
    );
  });

  it('finds an article by its words as they are now, right after an edit of its text or title', async () => {
    const id = ids['Café opening hours']!;
    await call('PUT', `/help-articles/${id}`, { content: 'Open from nine until midnight.' });
    expect(titles((await search('en', 'midnight')).body)).toEqual(['Café opening hours']);
    expect(titles((await search('en', 'eight')).body)).toEqual([]);
    await call('PUT', `/help-articles/${id}/title`, { title: 'Bistro hours' });
    expect(titles((await search('en', 'bistro')).body)).toEqual(['Bistro hours']);
  });

  it('answers an address that searches too often with 429 for the rest of the minute, others unaffected', async () => {
    const minute = 60_000;
    t.clock.set(new Date(Math.floor(Date.now() / minute) * minute + 2 * minute + 1_000));
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: `/docs/${centers.en!.slug}/search?q=password`, remoteAddress });
    const answers = [];
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) answers.push((await from('198.51.100.77')).statusCode);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await from('198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(1);
    expect(refused.body).toContain('Too many searches from your address');
    expect(titles(refused.body)).toEqual([]);
    expect((await from('198.51.100.78')).statusCode).toBe(200);
  });

  it('takes any input without failing: empty, symbols only, very long, and tsquery syntax', async () => {
    for (const q of ['', '   ', '&|!():*', "' or 1=1 --", 'a'.repeat(5000), 'password & !reset', 'the']) {
      const res = await search('en', q);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await search('en', '')).body).toContain('Type a few words');
    expect(titles((await search('en', 'password & !reset')).body)).toContain('Reset your password');
  });

  it('asks for the password first on a protected help center', async () => {
    await call('PUT', `/help-centers/${centers.en!.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    const res = await search('en', 'password');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('Reset your password');
    await call('PUT', `/help-centers/${centers.en!.id}/settings`, { authenticationType: 'NONE' });
  });
});
