import { createHash } from 'node:crypto';
import type { HelpCenter } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
  TINY_PNG,
  uploadImage,
} from '../../../test/factories';
import { helpCenterFeedback, shareViews } from '../../db/schema';
import { flushShareViews, renderArticleContent } from '../public-site/state';

const GUIDE = `# Set up billing

Billing needs an admin.

## Add a card

Open **Settings**.

### Cards we take

Visa and Mastercard.

## Download invoices

Every month, as PDF. See [the FAQ](https://example.com/faq).
`;

describe('the help center’s article and group pages', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;
  const ids: Record<string, string> = {};
  const groups: Record<string, string> = {};

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload: payload as object });
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, headers });
  const base = () => `/docs/${center.slug}`;
  /** The address the home page, or a group page below it, links an article at. */
  const linkTo = async (title: string) => {
    const pending = [base()];
    const seen = new Set(pending);
    for (let path = pending.shift(); path; path = pending.shift()) {
      const body = (await get(path)).body;
      const match = new RegExp(`<a href="(${base()}/articles/[a-z0-9-]+)">(?:<strong>)?${title}<`).exec(body);
      if (match) return match[1]!;
      for (const [, group] of body.matchAll(new RegExp(`href="(${base()}/groups/[a-z0-9-]+)"`, 'g')))
        if (!seen.has(group!)) seen.add(group!) && pending.push(group!);
    }
    throw new Error(`no page of the help center links ${title}`);
  };
  const answer = (path: string, helpful: string, remoteAddress = '203.0.113.20') =>
    t.app.inject({
      method: 'POST',
      url: `${path}/feedback`,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ helpful }).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    groups.billing = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
    ).json().id;
    groups.invoices = (
      await call('POST', `/public-groups/help-centers/${center.id}/groups`, {
        name: 'Invoices',
        parentId: groups.billing,
      })
    ).json().id;
    const articles: [string, string, string][] = [
      ['guide', 'Set up billing', GUIDE],
      ['second', 'Change your plan', 'Pick another plan.'],
      ['third', 'Cancel a subscription', 'Cancel at any time.'],
      ['fourth', 'Pay by invoice', 'Ask sales.'],
      ['nested', 'Find an old invoice', 'Look in the archive.'],
    ];
    for (const [key, title, content] of articles) {
      ids[key] = await createArticle(t.app, admin.token, { title, content });
      await call('POST', `/help-articles/${ids[key]}/publish`);
      const group = key === 'nested' ? groups.invoices : groups.billing;
      await call('POST', `/public-groups/groups/${group}/articles/${ids[key]}`);
    }
  });
  afterAll(() => t.close());

  it('shows an article with breadcrumbs, a table of contents, its neighbours and what search engines read', async () => {
    const path = await linkTo('Set up billing');
    expect(path).toMatch(new RegExp(`^${base()}/articles/set-up-billing-${ids.guide!.slice(0, 8)}$`));
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('<h1 class="title">Set up billing</h1>');
    // The generated title heading is not repeated; the text is there without any script.
    expect(body.match(/Set up billing<\/h1>/g)).toHaveLength(1);
    expect(body).toContain('Billing needs an admin.');
    // One script, the copy buttons' (pageScript.ts), which the policy allows by its hash alone.
    const scripts = [...body.matchAll(/<script(?! type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]![1]!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}';`);
    expect(body).toContain('data-copy="Copy" data-copied="Copied"');
    // Beside it, the help center's tree with the article marked, and its reading time.
    expect(body).toMatch(
      /<details open><summary>Billing<\/summary><ul><li><a href="[^"]+" aria-current="page">Set up billing<\/a>/,
    );
    expect(body).toMatch(/Updated [^<]+ · 1 min read<\/p>/);
    // Breadcrumbs: home, the group, the article (not a link).
    expect(body).toMatch(
      new RegExp(
        `<li><a href="${base()}">Home</a></li><li><a href="${base()}/groups/billing-[0-9a-f]{8}">Billing</a></li><li aria-current="page">Set up billing</li>`,
      ),
    );
    // Headings get anchors, and the table of contents nests H3 under H2.
    expect(body).toContain('<h2 id="add-a-card">Add a card</h2>');
    expect(body).toContain('<h3 id="cards-we-take">Cards we take</h3>');
    expect(body).toMatch(
      /<li><a href="#add-a-card">Add a card<\/a><ol><li><a href="#cards-we-take">Cards we take<\/a><\/li><\/ol><\/li><li><a href="#download-invoices">/,
    );
    // Next in the group; related: the others of the group.
    expect(body).toMatch(/rel="next"><small>Next →<\/small>Change your plan<\/a>/);
    expect(body).not.toContain('rel="prev"');
    const related = /<section class="hc-related">[\s\S]*?<\/section>/.exec(body)![0];
    expect(related).toContain('Related articles');
    expect(related).toContain('Pay by invoice');
    expect(related).not.toContain('Find an old invoice');
    // Findability.
    expect(body).toContain(`<link rel="canonical" href="http://localhost:${t.app.ctx.config.port}${path}">`);
    expect(body).toContain('<meta name="description" content="Billing needs an admin.');
    expect(body).toContain('hreflang="x-default"');
    expect(body).toContain('"@type":"BreadcrumbList"');
    expect(body).toContain('"@type":"Article"');
    expect(body).toMatch(/<title>Set up billing – Acme Help<\/title>/);
    // Link previews: Open Graph and Twitter (no image in this article, no logo: a small card).
    expect(body).toContain('<meta property="og:title" content="Set up billing">');
    expect(body).toContain('<meta name="twitter:card" content="summary">');
    expect(body).toContain('<meta name="twitter:title" content="Set up billing">');
    expect(body).toContain('<meta name="twitter:description" content="Billing needs an admin.');
    // The feedback form may post to this site only; nothing else may run or post.
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(body).toContain(`<form method="post" action="${path}/feedback"`);
    // Kept in memory with its ETag.
    const again = await get(path, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('links the previous article and shows the group and its subgroup on the group page', async () => {
    const second = await get(await linkTo('Change your plan'));
    expect(second.body).toMatch(/rel="prev"><small>← Previous<\/small>Set up billing<\/a>/);
    const home = (await get(base())).body;
    const groupPath = new RegExp(`href="(${base()}/groups/billing-[0-9a-f]{8})"`).exec(home)![1]!;
    // Excerpts come from the renders made after each save.
    for (const id of Object.values(ids)) await renderArticleContent(t.app.ctx, id);
    const group = await get(groupPath);
    expect(group.statusCode).toBe(200);
    expect(group.body).toContain('<h1 class="title">Billing</h1>');
    // Its articles and those of its sub-group, which is a card; its own articles with their first lines.
    expect(group.body).toContain('5 articles');
    expect(group.body).toMatch(
      /<h3><a href="[^"]+\/groups\/invoices-[0-9a-f]{8}">Invoices<\/a><\/h3><p class="hc-count">1 article<\/p>/,
    );
    expect(group.body).toMatch(/<strong>Change your plan<\/strong><span>Pick another plan.<\/span>/);
    expect(group.body).not.toContain('Find an old invoice');
    // A subgroup's page has its parent in the breadcrumbs.
    const sub = new RegExp(`href="(${base()}/groups/invoices-[0-9a-f]{8})"`).exec(group.body)![1]!;
    expect((await get(sub)).body).toMatch(
      /<a href="[^"]+\/groups\/billing-[0-9a-f]{8}">Billing<\/a><\/li><li aria-current="page">Invoices/,
    );
  });

  it('opens on a card per top-level group, the most read articles and a footer; other pages have a compact search', async () => {
    // Readers opened "Pay by invoice" most (views counted on the help center); no one "Cancel a subscription".
    const reads: [string, string[]][] = [
      ['Pay by invoice', Array.from({ length: 12 }, (_, n) => `203.0.113.${60 + n}`)],
    ];
    for (const [title, addresses] of reads) {
      const path = await linkTo(title);
      for (const remoteAddress of addresses)
        await t.app.inject({ method: 'GET', url: path, remoteAddress, headers: { 'user-agent': 'Firefox' } });
    }
    await flushShareViews(t.app.ctx);
    const card = await call('PUT', `/public-groups/groups/${groups.billing}/card`, {
      icon: 'help',
      description: 'Plans, cards & invoices.',
    });
    expect(card.statusCode, card.body).toBe(200);
    const home = (await get(base())).body;
    // The card: its icon, name, one sentence, every article below it counted, its first articles.
    expect(home).toMatch(
      /<li class="hc-card"><span class="hc-card-icon"><svg class="" aria-hidden="true"[^>]*><circle cx="12" cy="12" r="10"\/>/,
    );
    expect(home).toMatch(
      /<h3><a href="[^"]+\/groups\/billing-[0-9a-f]{8}">Billing<\/a><\/h3>\n<p>Plans, cards &amp; invoices.<\/p><p class="hc-count">5 articles<\/p>/,
    );
    expect(home).toContain('See all 5 articles →');
    // Most read first (the earlier tests' page loads count too); an article no one read is not listed.
    const mostRead = /<ol class="hc-popular">([\s\S]*?)<\/ol>/.exec(home)![1]!;
    const order = [...mostRead.matchAll(/<li><a href="[^"]+">([^<]+)<small>/g)].map((match) => match[1]);
    expect(order[0]).toBe('Pay by invoice');
    expect(order).not.toContain('Cancel a subscription');
    // The home page has its own big search box; the header's compact one is on the other pages.
    expect(home).not.toContain('<form class="hc-top-search"');
    expect(home).toMatch(/<footer class="hc-foot">[\s\S]*<\/footer>/);
    const article = (await get(await linkTo('Pay by invoice'))).body;
    expect(article).toContain(
      `<form class="hc-top-search" role="search" method="get" action="${base()}/search">`,
    );
    expect(article).toMatch(/<a class="hc-brand" href="[^"]+"><span>Acme Help<\/span><\/a>/);
  });

  it('redirects an old address after a rename, and answers its own 404 for what is not there', async () => {
    const before = await linkTo('Pay by invoice');
    await call('PUT', `/help-articles/${ids.fourth}/title`, { title: 'Pay on account' });
    const moved = await get(before);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${base()}/articles/pay-on-account-${ids.fourth!.slice(0, 8)}`);
    expect((await get(String(moved.headers.location))).body).toContain(
      '<h1 class="title">Pay on account</h1>',
    );
    // Any words before the id reach the article; an unknown id is the help center's 404, in its look.
    expect((await get(`${base()}/articles/whatever-${ids.fourth!.slice(0, 8)}`)).statusCode).toBe(301);
    for (const path of [
      `${base()}/articles/nope-00000000`,
      `${base()}/articles/x`,
      `${base()}/groups/none-12345678`,
    ]) {
      const missing = await get(path);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.body).toContain('Page not found');
      expect(missing.body).toContain('Acme Help');
      expect(missing.body).toContain(`href="${base()}"`);
    }
  });

  it('drops an unpublished, ungrouped or deleted article from every page, search, sitemap and llms.txt at once', async () => {
    // An article of its own: the last way deletes it, and the other tests count this site's pages.
    const id = await createArticle(t.app, admin.token, {
      title: 'Close your account',
      content: 'Cancel it.',
    });
    await call('POST', `/help-articles/${id}/publish`);
    await call('POST', `/public-groups/groups/${groups.billing}/articles/${id}`);
    const everywhere = async () => {
      const files = await Promise.all(
        ['', '/sitemap.xml', '/llms.txt', '/llms-full.txt', '/search?q=close'].map(
          async (file) => (await get(`${base()}${file}`)).body,
        ),
      );
      return [...files, (await get(await linkTo('Change your plan'))).body].join('\n');
    };
    const ways: [string, () => Promise<unknown>, (() => Promise<unknown>) | null][] = [
      [
        'unpublished',
        () => call('POST', `/help-articles/${id}/unpublish`),
        () => call('POST', `/help-articles/${id}/publish`),
      ],
      [
        'taken out of its group',
        () => call('DELETE', `/public-groups/groups/articles/${id}`),
        () => call('POST', `/public-groups/groups/${groups.billing}/articles/${id}`),
      ],
      ['deleted', () => call('DELETE', `/help-articles/${id}`), null],
    ];
    for (const [way, change, undo] of ways) {
      const path = await linkTo('Close your account');
      expect((await get(path)).statusCode, way).toBe(200);
      expect(await everywhere(), way).toContain('Close your account');
      expect(((await change()) as { statusCode: number }).statusCode, way).toBe(200);
      expect((await get(path)).statusCode, way).toBe(404);
      expect(await everywhere(), way).not.toContain('Close your account');
      if (undo) expect(((await undo()) as { statusCode: number }).statusCode, way).toBe(200);
    }
  });

  it('lists its pages for search engines and language models: sitemap.xml, llms.txt, llms-full.txt, robots.txt', async () => {
    const origin = `http://localhost:${t.app.ctx.config.port}`;
    const sitemap = await get(`${base()}/sitemap.xml`);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.body).toContain(`<loc>${origin}${base()}</loc>`);
    expect(sitemap.body).toMatch(new RegExp(`<loc>${origin}${base()}/groups/invoices-[0-9a-f]{8}</loc>`));
    expect(sitemap.body).toMatch(
      new RegExp(`<loc>${origin}${await linkTo('Set up billing')}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(sitemap.body.match(/<url>/g)).toHaveLength(1 + 2 + 5);

    const llms = await get(`${base()}/llms.txt`);
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(llms.body).toMatch(/^# Acme Help\n/);
    expect(llms.body).toContain('## Billing\n');
    expect(llms.body).toContain('## Billing › Invoices\n');
    expect(llms.body).toContain(`- [Set up billing](${origin}${await linkTo('Set up billing')})`);
    const full = await get(`${base()}/llms-full.txt`);
    expect(full.body).toContain('# Set up billing\n\nSource: ');
    expect(full.body).toContain('## Add a card');
    expect(full.body).toContain('Look in the archive.');

    const robots = await get('/robots.txt');
    expect(robots.body).toContain(`Sitemap: ${origin}${base()}/sitemap.xml`);
  });

  it('counts an article page’s readers like the shared page does, as help center views', async () => {
    const path = await linkTo('Find an old invoice');
    const firefox = { 'user-agent': 'Firefox' };
    const requests: [string, Record<string, string>][] = [
      ['203.0.113.40', firefox],
      ['203.0.113.40', firefox],
      ['203.0.113.41', { 'user-agent': 'Safari' }],
      // Robots, link previews, headless browsers and programs are not readers; nor are prefetches.
      ['203.0.113.42', { 'user-agent': 'Googlebot/2.1' }],
      ['203.0.113.42', { 'user-agent': 'facebookexternalhit/1.1' }],
      [
        '203.0.113.42',
        { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0 Safari/537.36' },
      ],
      // No user agent (inject sends its own unless given one).
      ['203.0.113.42', { 'user-agent': '' }],
      ['203.0.113.42', { ...firefox, 'sec-purpose': 'prefetch' }],
      ['203.0.113.42', { ...firefox, 'sec-purpose': 'prefetch;prerender' }],
      ['203.0.113.42', { ...firefox, purpose: 'prefetch' }],
      ['203.0.113.42', { ...firefox, 'x-purpose': 'preview' }],
      ['203.0.113.42', { ...firefox, 'x-moz': 'prefetch' }],
    ];
    for (const [ip, headers] of requests) {
      const res = await t.app.inject({ method: 'GET', url: path, remoteAddress: ip, headers });
      expect(res.statusCode).toBe(200);
    }
    // Revalidating the page in the browser's cache is a view, by the same visitor that day.
    const etag = String((await t.app.inject({ method: 'HEAD', url: path, headers: firefox })).headers.etag);
    const revisit = await t.app.inject({
      method: 'GET',
      url: path,
      remoteAddress: '203.0.113.41',
      headers: { 'user-agent': 'Safari', 'if-none-match': etag },
    });
    expect(revisit.statusCode).toBe(304);
    await flushShareViews(t.app.ctx);
    const rows = await t.app.ctx.db.select().from(shareViews).where(eq(shareViews.articleId, ids.nested!));
    expect(rows.map((row) => [row.source, row.language, row.views]).sort()).toEqual([
      ['HELP_CENTER', 'en', 2],
      ['HELP_CENTER', 'en', 2],
    ]);
  });

  it('counts "Was this helpful?" per article and day without a cookie, and thanks the reader', async () => {
    const path = await linkTo('Change your plan');
    const yes = await answer(path, 'yes');
    expect(yes.statusCode).toBe(303);
    expect(yes.headers.location).toBe(`${path}?thanks=1`);
    expect(yes.headers['set-cookie']).toBeUndefined();
    const thanked = await get(String(yes.headers.location));
    expect(thanked.body).toContain('Thank you for your feedback!');
    expect(thanked.body).not.toContain('name="helpful"');
    await answer(path, 'no', '203.0.113.21');
    expect((await answer(path, 'maybe')).statusCode).toBe(400);
    // One address counts at most three answers an hour; the fourth is thanked but not counted.
    for (let i = 0; i < 3; i++) await answer(path, 'yes', '203.0.113.22');
    const rows = await t.app.ctx.db
      .select()
      .from(helpCenterFeedback)
      .where(eq(helpCenterFeedback.articleId, ids.second!));
    expect(rows).toEqual([
      expect.objectContaining({ helpCenterId: center.id, language: 'en-US', helpful: 4, notHelpful: 1 }),
    ]);
  });

  it('keeps a protected help center’s pages behind its password, and returns the reader to the page asked for', async () => {
    const path = await linkTo('Change your plan');
    await call('PUT', `/help-centers/${center.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    for (const asked of [
      path,
      `${path}-renamed`,
      `${base()}/groups/billing-${groups.billing!.slice(0, 8)}`,
    ]) {
      const locked = await get(asked);
      expect(locked.statusCode, asked).toBe(401);
      expect(locked.body).not.toContain('Change your plan');
      expect(locked.headers['cache-control']).toBe('private, no-store');
    }
    expect((await answer(path, 'yes', '203.0.113.30')).statusCode).toBe(401);
    // A protected site is left out of sitemaps and llms.txt entirely.
    for (const file of ['sitemap.xml', 'llms.txt', 'llms-full.txt']) {
      expect((await get(`${base()}/${file}`)).statusCode, file).toBe(404);
    }
    const locked = await get(path);
    expect(locked.body).toContain(`<input type="hidden" name="next" value="${path}">`);
    const enter = (next: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base()}/access`,
        remoteAddress: '203.0.113.31',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password: 'open sesame', next }).toString(),
      });
    const entered = await enter(path);
    expect(entered.statusCode).toBe(303);
    expect(entered.headers.location).toBe(path);
    const cookie = String(entered.headers['set-cookie']).split(';')[0]!;
    const open = await get(path, { cookie });
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-robots-tag']).toBe('noindex');
    expect(open.headers['cache-control']).toBe('private, no-store');
    // The way back never leaves the help center.
    for (const next of ['https://evil.example/', '//evil.example', `${base()}/../../admin`, '/docs/other']) {
      expect((await enter(next)).headers.location, next).toBe(base());
    }
    // Its images are behind the password too, at the site's own addresses.
    const upload = await uploadImage(t.app, admin.token, ids.second!, 'plan.png', TINY_PNG, 'image/png');
    const imageId = (upload.json() as { id: string }).id;
    await call('PUT', `/help-articles/${ids.second}`, {
      content: `Pick another plan.\n\n![External:${imageId}](plan.png)`,
    });
    const withImage = (await get(path, { cookie })).body;
    const image = new RegExp(`src="(${base()}/images/[\\w-]+/external/${imageId}\\?v=[\\w-]+)"`).exec(
      withImage,
    )?.[1];
    expect(image).toBeDefined();
    expect(withImage).not.toContain('/shared/');
    const shown = await get(image!, { cookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['cache-control']).toBe('private, max-age=600');
    expect(shown.rawPayload).toEqual(TINY_PNG);
    const kept = await get(image!);
    expect(kept.statusCode).toBe(404);
    expect(kept.rawPayload).not.toEqual(TINY_PNG);
    // Another site's reader cannot borrow the address for an article that is not in this site.
    expect(
      (await get(image!.replace(/images\/[\w-]+\//, 'images/not-this-one/'), { cookie })).statusCode,
    ).toBe(404);
    await call('PUT', `/help-articles/${ids.second}`, { content: 'Pick another plan.' });
    // The cookie is for 30 days: the browser drops it then, and the server no longer takes it.
    expect(String(entered.headers['set-cookie'])).toContain('Max-Age=2592000;');
    const now = t.clock.now();
    t.clock.advance(29 * 86_400_000);
    expect((await get(path, { cookie })).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000);
    expect((await get(path, { cookie })).statusCode).toBe(401);
    // Back to today: the admin's session and plan below are not 31 days older.
    t.clock.set(now);
    await call('PUT', `/help-centers/${center.id}/settings`, { authenticationType: 'NONE' });
  });

  it('speaks the help center’s language, and an article page the article’s', async () => {
    await call('PUT', `/help-centers/${center.id}/settings`, { language: 'de-DE' });
    const home = await get(base());
    expect(home.body).toContain('<html lang="de-DE">');
    expect(home.body).toContain('Wie können wir helfen?');
    expect(home.body).toContain('Zum Inhalt springen');
    // An English article stays English in a German help center (issue 47): lang, words, dates.
    const article = await get(await linkTo('Set up billing'));
    expect(article.body).toContain('<html lang="en-US">');
    expect(article.body).toContain('Was this helpful?');
    expect(article.body).not.toContain('War das hilfreich?');
    // Every article language has its help-center language: Turkish and French too.
    for (const [language, words] of [
      ['tr-TR', ['Size nasıl yardımcı olabiliriz?', 'İçeriğe geç']],
      ['fr-FR', ['Comment pouvons-nous vous aider ?', 'Aller au contenu']],
    ] as const) {
      expect((await call('PUT', `/help-centers/${center.id}/settings`, { language })).statusCode).toBe(200);
      const page = await get(base());
      expect(page.body).toContain(`<html lang="${language}">`);
      for (const text of words) expect(page.body).toContain(text);
    }
    await call('PUT', `/help-centers/${center.id}/settings`, { language: 'en-US' });
  });

  it('never shows another organization’s articles, whatever id is guessed', async () => {
    const other = await registerTrialAdmin(t.app);
    await buyPlan(t.app, other.token, 'prod_business');
    const foreign = await createArticle(t.app, other.token, { title: 'Foreign secret' });
    await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${foreign}/publish`,
      headers: bearer(other.token),
    });
    const res = await get(`${base()}/articles/foreign-secret-${foreign.slice(0, 8)}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Foreign secret');
  });
});
