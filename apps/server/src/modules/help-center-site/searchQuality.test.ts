import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import {
  ENGLISH_ARTICLES,
  type FixtureArticle,
  GERMAN_ARTICLES,
} from '../../../test/fixtures/searchArticles';

/**
 * The search on real-looking articles in English and German (test/fixtures/searchArticles.ts): one
 * case for each kind of failure issue 46 measured, the ranking, and the snippets' text.
 */
describe('search quality (issue 46)', () => {
  let t: TestApp;
  const centers: Record<'en' | 'de', HelpCenter> = {} as never;

  type Result = { title: string; snippet: string };
  const search = async (center: 'en' | 'de', q: string): Promise<Result[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/docs/${centers[center].slug}/search?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return [
      ...res.body.matchAll(/<li><a href="[^"]+\/articles\/[^"]+">([^<]+)<\/a>(?:<p>(.*?)<\/p>)?<\/li>/g),
    ].map((match) => ({ title: match[1]!, snippet: match[2] ?? '' }));
  };
  const first = async (center: 'en' | 'de', q: string) => (await search(center, q))[0]?.title;

  async function fill(admin: RegisteredUser, name: string, language: string, articles: FixtureArticle[]) {
    const call = (method: 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
    const center: HelpCenter = (await call('POST', '/help-centers', { name })).json();
    await call('PUT', `/help-centers/${center.id}/settings`, { language });
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'All' })
    ).json();
    for (const { title, content } of articles) {
      const id = await createArticle(t.app, admin.token, { title, content });
      await call('POST', `/help-articles/${id}/publish`);
      await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
    }
    return center;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const english = await registerTrialAdmin(t.app);
    await buyPlan(t.app, english.token, 'prod_business');
    centers.en = await fill(english, 'Linux Help', 'en-US', ENGLISH_ARTICLES);
    // The German articles are written in German (the organization's source language).
    const german = await registerTrialAdmin(t.app);
    await buyPlan(t.app, german.token, 'prod_business');
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(german.token),
      payload: { sourceLanguage: 'de' },
    });
    expect(settings.statusCode).toBe(200);
    centers.de = await fill(german, 'Linux Hilfe', 'de-DE', GERMAN_ARTICLES);
  });
  afterAll(() => t.close());

  it('1. a word the article lacks does not drop it: the words it has still find it first', async () => {
    expect(await first('en', 'how does interactive merge work')).toBe('Interactive merge');
    expect(await first('de', 'wie kann ich Leitregeln nutzen')).toBe('Leitregeln einrichten');
  });

  it('2. paths, file and host names are found as written and by their parts', async () => {
    expect(await first('en', '/etc/fstab')).toBe('Mounting file systems at boot');
    expect(await first('en', 'fstab')).toBe('Mounting file systems at boot');
    expect(await first('en', 'resolv.conf')).toBe('Name resolution');
    expect(await first('en', 'sources.list')).toBe('Package sources');
    expect(await first('en', 'tutorial linux gnu')).toBe('GNU/Linux tutorials');
    expect(await first('en', 'LC_ALL')).toBe('Locale settings');
    expect(await first('de', '/etc/fstab')).toBe('Dateisysteme beim Start einhängen');
    expect(await first('de', 'resolv.conf')).toBe('Namensauflösung');
  });

  it('3. markdown marks become spaces: no glued words in the index or the snippet', async () => {
    const locale = await search('en', 'LC_ALL');
    const text = locale[0]!.snippet.replace(/<\/?mark>/g, '');
    expect(text).toContain('LC_ALL overrides every other LC variable');
    expect(text).not.toContain('LCALL');
    const aptitude = await search('en', 'pimportant');
    expect(aptitude[0]?.title).toBe('Searching packages with aptitude');
    expect(aptitude[0]!.snippet).not.toContain('prequiredpimportant');
  });

  it('4. a title match ranks above a body that repeats the word', async () => {
    const titles = (await search('en', 'prerequi')).map((result) => result.title);
    expect(titles.slice(0, 2)).toEqual(['Prerequisites', 'Make']);
  });

  it('5. a typed beginning meets the words as written; a typo that stems to a word is corrected', async () => {
    expect(await first('en', 'type sett')).toBe('Type setting');
    expect(await first('en', 'pageer')).toBe('Pager');
    expect(await first('de', 'Kalibirierung')).toBe('Bildschirm kalibrieren');
    expect(await first('de', 'Namensauflosung')).toBe('Namensauflösung');
  });

  it('6. snippets are the article’s words: no image ids, step placeholders, list numbers, table rules or quote marks', async () => {
    const recorded = await search('en', 'start calibration');
    expect(recorded[0]!.title).toBe('Calibrate the display');
    expect(recorded[0]!.snippet).toMatch(/Click <mark>Start<\/mark> <mark>calibration<\/mark>/);
    for (const [center, articles] of [
      ['en', ENGLISH_ARTICLES],
      ['de', GERMAN_ARTICLES],
    ] as const) {
      for (const article of articles) {
        const found = (await search(center, article.title)).find((result) => result.title === article.title);
        expect(found, article.title).toBeDefined();
        const text = found!.snippet
          .replace(/<\/?mark>/g, '')
          .replaceAll('&#39;', "'")
          .replaceAll('&quot;', '"')
          .replaceAll('&gt;', '>')
          .replaceAll('&lt;', '<')
          .replaceAll('&amp;', '&');
        expect(text.trim(), article.title).not.toBe('');
        expect(text, article.title).not.toMatch(
          /External|[0-9a-f]{8}-[0-9a-f]{4}|Step \d|\.png|-{3,}|[|>#`*~]|(^|\s)\d+[.)]\s|\s_|_\s/,
        );
      }
    }
  });

  it('ranks every word’s matches first, then most words, rarer words above common ones; every result has a snippet', async () => {
    const merge = (await search('en', 'interactive merge')).map((result) => result.title);
    expect(merge.slice(0, 2)).toEqual(['Interactive merge', 'Merge requests overview']);
    expect(await first('en', 'merge requests review')).toBe('Merge requests overview');
    // "network" is in two articles, "resolution" in one: the rarer word decides.
    expect(await first('en', 'network name resolution')).toBe('Name resolution');
    const all = await search('en', 'prerequisites');
    expect(all.map((result) => result.title)).toEqual(['Prerequisites', 'Make']);
    // The title matched, the text did not: the passage is the text's beginning.
    expect(all[0]!.snippet).toContain('Before you start');
    expect(all[1]!.snippet).toContain('<mark>prerequisites</mark>');
  });
});
