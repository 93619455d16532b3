import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { renderArticleContent } from '../public-site/state';

/**
 * Details of the public pages that checks of the help center found (issue 47, item 6), each as a
 * reader, a crawler or a link checker meets it, on a server that serves the web app too (as in
 * production), so nothing passes by falling through to the app's page.
 */
describe('help center page details', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;
  const paths: Record<string, string> = {};
  const sharingIds: Record<string, string> = {};

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload });
  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
  const articleBody = async (key: string) => {
    const body = (await get(paths[key]!)).body;
    return body.slice(body.indexOf('<article'), body.indexOf('</article>'));
  };

  const ARTICLES = {
    files: 'Edit README.md, setup.py and config.sh, then read example.com or www.example.org.',
    images: '[![moon](moon.jpg)](/uri) and [![sun](https://images.example.com/sun.png)](/sky)',
    escapes: 'See [link](foo\\)\\:) here.',
    ownHeading: '# Getting started\n\nFirst steps.\n\n## Install\n\nRun it.',
  };

  beforeAll(async () => {
    t = await createTestApp({ serveWeb: true });
    admin = await registerTrialAdmin(t.app, { organizationName: 'Acme Writers Ltd' });
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Guides' })
    ).json();
    for (const [key, content] of Object.entries(ARTICLES)) {
      const id = await createArticle(t.app, admin.token, { title: `About ${key}`, content });
      sharingIds[key] = (await call('POST', `/help-articles/${id}/publish`)).json().sharingId;
      await renderArticleContent(t.app.ctx, id);
      await call('POST', `/public-groups/groups/${group.id}/articles/${id}`);
    }
    const home = (await get(`/docs/${center.slug}`)).body;
    for (const key of Object.keys(ARTICLES)) {
      paths[key] = new RegExp(`href="(/docs/${center.slug}/articles/about-${key.toLowerCase()}-[^"]+)"`).exec(
        home,
      )![1]!;
    }
  });
  afterAll(() => t.close());

  it('links addresses, not file names that end like a country domain', async () => {
    const body = await articleBody('files');
    for (const file of ['README.md', 'setup.py', 'config.sh']) {
      expect(body).toContain(file);
      expect(body).not.toContain(`href="http://${file}"`);
    }
    expect(body).toContain('<a href="http://example.com"');
    expect(body).toContain('<a href="http://www.example.org"');
  });

  it('keeps a linked image inside its link, or its alt text when the image cannot be shown', async () => {
    const body = await articleBody('images');
    // A relative image is not served from anywhere: its alt text is the link's text, not nothing.
    expect(body).toContain('<a href="/uri">moon</a>');
    expect(body).toMatch(/<a href="\/sky"><img src="https:\/\/images\.example\.com\/sun\.png" alt="sun"/);
  });

  it('takes a backslash-escaped colon in a link for part of the path, not a scheme', async () => {
    expect(await articleBody('escapes')).toContain('<a href="foo):">link</a>');
  });

  it('shows one h1, the title, when the body starts with a heading of its own', async () => {
    const page = (await get(paths.ownHeading!)).body;
    expect(page.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page).toContain('<h1 class="title">About ownHeading</h1>');
    expect(page).toMatch(/<h2 id="getting-started">Getting started<\/h2>/);
    expect(page).toMatch(/<h3 id="install">Install<\/h3>/);
  });

  it('gives the "Was this helpful?" section a heading', async () => {
    const page = (await get(paths.escapes!)).body;
    expect(page).toMatch(
      /<section class="hc-feedback" aria-labelledby="feedback-question"[^>]*><h2 id="feedback-question">Was this helpful\?<\/h2>/,
    );
  });

  it('describes an article to search engines with its publication date and author', async () => {
    const page = (await get(paths.files!)).body;
    const article = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .find((data) => data['@type'] === 'Article');
    expect(article.datePublished).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Date.parse(article.datePublished)).toBeLessThanOrEqual(Date.parse(article.dateModified));
    expect(article.author).toEqual({ '@type': 'Organization', name: 'Acme Writers Ltd' });
  });

  it('gives llms.txt a section of its own for the full text', async () => {
    const text = (await get(`/docs/${center.slug}/llms.txt`)).body;
    expect(text).toContain(
      `\n\n## Full text\n\n- [Every article in one file](http://localhost:3000/docs/${center.slug}/llms-full.txt)\n`,
    );
    // The last group's list ends before it.
    expect(text).toMatch(/## Guides\n\n(- \[[^\n]+\n)+\n## Full text/);
  });

  it('redirects an address with a trailing slash to the one without', async () => {
    const cases = [
      [`/docs/${center.slug}/`, `/docs/${center.slug}`],
      [`${paths.files}/?a=1`, `${paths.files}?a=1`],
      [`/shared/${sharingIds.files}/`, `/shared/${sharingIds.files}`],
      // Never to another host.
      [`/docs/${center.slug}//evil.example/`, `/docs/${center.slug}//evil.example`],
    ];
    for (const [asked, location] of cases) {
      const res = await get(asked!);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(location);
    }
    expect((await get(`/docs/${center.slug}`)).statusCode).toBe(200);
  });

  it("answers an unknown address with the help center's own 404, an unknown center with a plain one", async () => {
    for (const path of [`/docs/${center.slug}/unknown`, `/docs/${center.slug}/some/deeper/page`]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('Page not found');
      // Themed: its header and the way back to its home.
      expect(res.body, path).toContain('Acme Help');
      expect(res.body, path).toContain(`href="/docs/${center.slug}"`);
      expect(res.body, path).not.toContain('WEB APP');
    }
    for (const path of [
      '/docs/no-such-center',
      '/docs/no-such-center/articles/x',
      '/docs/no-such-center/a/b',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('This help center does not exist or is not published.');
      expect(res.body, path).not.toContain('This article does not exist');
      expect(res.body, path).not.toContain('WEB APP');
    }
  });

  it("answers HEAD on the web app's routes as GET, without a body", async () => {
    for (const path of ['/articles', '/help-centers/some-id']) {
      const got = await get(path);
      expect(got.statusCode).toBe(200);
      expect(got.body).toContain('WEB APP');
      const head = await get(path, 'HEAD');
      expect(head.statusCode, path).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
    }
    // The API's unknown routes stay the API's 404.
    expect((await get('/v1/no-such-route', 'HEAD')).statusCode).toBe(404);
  });
});
