import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, registerTrialAdmin } from '../../../test/factories';
import { articleBody, editArticle, getPage, publish, sharedArticle } from './testSupport';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /shared/:sharingId', () => {
  it('is a complete HTML page without sign-in: title, Open Graph, noindex, the rendered article', async () => {
    const { sharingId } = await sharedArticle(t.app, {
      title: 'Reset your password',
      content:
        '![Step 1](step1.png)\n\n# Reset your password\n\nOpen **Settings** and choose *Reset password*.\n\n- one\n- two',
    });
    const res = await getPage(t.app, `/shared/${sharingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = res.body;
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<title>Reset your password</title>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<meta property="og:type" content="article">');
    expect(page).toContain('<meta property="og:title" content="Reset your password">');
    expect(page).toContain(
      '<meta property="og:description" content="Open Settings and choose Reset password.">',
    );
    expect(page).toContain(`<meta property="og:url" content="http://localhost:3000/shared/${sharingId}">`);
    expect(page).toContain('<h1 class="title">Reset your password</h1>');
    // The article's own first heading repeats the title: shown once.
    expect(page.match(/Reset your password<\/h1>/g)).toHaveLength(1);
    expect(articleBody(page)).toContain('Open <strong>Settings</strong> and choose <em>Reset password</em>.');
    expect(articleBody(page)).toContain('<li>two</li>');
    // A step image that does not exist is left out rather than shown broken.
    expect(page).not.toContain('step1.png');
    expect(page).toContain('<style>');
    expect(page).not.toMatch(/<script/i);
  });

  it('shows a title with markup characters once, though the article repeats it as its heading', async () => {
    const title = 'Save & <close> "drafts"';
    const { sharingId } = await sharedArticle(t.app, { title, content: `# ${title}\n\nThen close.` });
    const page = (await getPage(t.app, `/shared/${sharingId}`)).body;
    expect(page).toContain('<h1 class="title">Save &amp; &lt;close&gt; &quot;drafts&quot;</h1>');
    expect(page.match(/<h1/g)).toHaveLength(1);
    expect(articleBody(page)).toContain('<p>Then close.</p>');
  });

  it('sends headers a CDN can cache by, and a policy that lets no script run', async () => {
    const { sharingId } = await sharedArticle(t.app);
    const res = await getPage(t.app, `/shared/${sharingId}`);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60',
    );
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('script-src');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
    });
  });

  it('answers a styled 404 page for an unknown id, an unpublished article and any other /shared path', async () => {
    const writer = await registerTrialAdmin(t.app);
    const privateId = await createArticle(t.app, writer.token);
    const privateArticle = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${privateId}`,
      headers: bearer(writer.token),
    });
    expect(privateArticle.json()).toMatchObject({ isPubliclyShared: false, sharingId: null });

    for (const path of ['/shared/doesNotExist123', '/shared/%3Cscript%3E', '/shared/a/b/c', '/shared']) {
      const res = await getPage(t.app, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Page Not Found</title>');
      expect(res.body).toContain('Error Code: 404');
      expect(res.body).toContain('<a class="button" href="/">Back to home page</a>');
    }
    const german = await getPage(t.app, '/shared/unknown', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Seite nicht gefunden');
    expect(german.body).toContain('Fehlercode: 404');
  });

  it('answers 304 when the client has the page, and the page again when it has another version', async () => {
    const { sharingId } = await sharedArticle(t.app);
    const first = await getPage(t.app, `/shared/${sharingId}`);
    const etag = String(first.headers.etag);
    const again = await getPage(t.app, `/shared/${sharingId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await getPage(t.app, `/shared/${sharingId}`, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('sends brotli or gzip as the client accepts, each with its own ETag, all the same page', async () => {
    const { sharingId } = await sharedArticle(t.app);
    const url = `/shared/${sharingId}`;
    const plain = await getPage(t.app, url);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await getPage(t.app, url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await getPage(t.app, url, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await getPage(t.app, url, {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('keeping the page current', () => {
  it('shows new content, a new title and a new ETag right after the article changes', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app, { content: 'Old text.' });
    const before = await getPage(t.app, `/shared/${sharingId}`);
    expect(before.body).toContain('Old text.');

    expect((await editArticle(t.app, writer.token, articleId, { content: 'New text.' })).statusCode).toBe(
      200,
    );
    const afterEdit = await getPage(t.app, `/shared/${sharingId}`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.body).toContain('New text.');
    expect(afterEdit.body).not.toContain('Old text.');

    expect((await editArticle(t.app, writer.token, articleId, { title: 'A better title' })).statusCode).toBe(
      200,
    );
    const afterTitle = await getPage(t.app, `/shared/${sharingId}`);
    expect(afterTitle.body).toContain('<title>A better title</title>');
  });

  it("shows the organization's new name right after its settings change", async () => {
    const { writer, sharingId } = await sharedArticle(t.app);
    expect((await getPage(t.app, `/shared/${sharingId}`)).body).not.toContain('Renamed Team');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(writer.token),
      payload: { name: 'Renamed Team' },
    });
    expect(renamed.statusCode).toBe(200);
    const page = (await getPage(t.app, `/shared/${sharingId}`)).body;
    expect(page).toContain('<meta property="og:site_name" content="Renamed Team">');
    // The badge's initials are the app's (spec 01: the first two letters), not "RT".
    expect(page).toContain('<span class="badge" aria-hidden="true">RE</span>');
  });

  it('is a 404 right after unpublishing, and back under the same link after publishing again', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    expect((await getPage(t.app, `/shared/${sharingId}`)).statusCode).toBe(200);
    const unpublish = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/unpublish`,
      headers: bearer(writer.token),
    });
    expect(unpublish.statusCode).toBe(200);
    expect((await getPage(t.app, `/shared/${sharingId}`)).statusCode).toBe(404);
    expect(await publish(t.app, writer.token, articleId)).toBe(sharingId);
    expect((await getPage(t.app, `/shared/${sharingId}`)).statusCode).toBe(200);
  });

  it('is a 404 right after the article is deleted', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    expect((await getPage(t.app, `/shared/${sharingId}`)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/help-articles/${articleId}`,
      headers: bearer(writer.token),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await getPage(t.app, `/shared/${sharingId}`)).statusCode).toBe(404);
  });

  it('answers from memory, and picks up a change made elsewhere (another process) within a minute', async () => {
    const { articleId, sharingId } = await sharedArticle(t.app, { content: 'Cached text.' });
    expect((await getPage(t.app, `/shared/${sharingId}`)).body).toContain('Cached text.');
    // Written past this process (as another server would): no event reaches this cache.
    const { articles, articleVersions } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.app.ctx.db.select().from(articles).where(eq(articles.id, articleId));
    await t.app.ctx.db
      .update(articleVersions)
      .set({ content: 'Changed elsewhere.' })
      .where(eq(articleVersions.id, row!.activeVersionId!));
    expect((await getPage(t.app, `/shared/${sharingId}`)).body).toContain('Cached text.');
    t.clock.advance(61_000);
    expect((await getPage(t.app, `/shared/${sharingId}`)).body).toContain('Changed elsewhere.');
  });
});
