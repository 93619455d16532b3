import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, TINY_PNG, uploadImage } from '../../../test/factories';
import { articles, articleTranslations, articleVersions, organizations, steps } from '../../db/schema';
import { activeContentIn, XSS_PAYLOADS } from '../../lib/markdown/xss.fixture';
import { invalidateSharedArticle } from './state';
import { articleBody, editArticle, getPage, publish, sharedArticle } from './testSupport';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function articleRow(articleId: string) {
  const [row] = await t.app.ctx.db.select().from(articles).where(eq(articles.id, articleId));
  return row!;
}

describe('images on the shared page', () => {
  it("serves the article's external and step images from stable URLs under /shared, and nothing else", async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const upload = await uploadImage(t.app, writer.token, articleId, 'screen.png', TINY_PNG, 'image/png');
    expect(upload.statusCode).toBeLessThan(300);
    const imageId = (upload.json() as { id: string }).id;
    // A step of the active version, as the recorder will make them.
    const row = await articleRow(articleId);
    const stepKey = `organizations/${row.organizationId}/articles/${articleId}/steps/step-0.png`;
    await t.app.ctx.storage.put(stepKey, TINY_PNG, 'image/png');
    const [step] = await t.app.ctx.db
      .insert(steps)
      .values({
        organizationId: row.organizationId,
        articleVersionId: row.activeVersionId!,
        index: 0,
        imageProcessedKey: stepKey,
      })
      .returning();
    await editArticle(t.app, writer.token, articleId, {
      content: `Click **Save**.\n\n![Step 1](step1.png)\n\n![External:${imageId}](screen.png)\n\n![Step 9](step9.png)`,
    });

    const page = (await getPage(t.app, `/shared/${sharingId}`)).body;
    const sources = [...articleBody(page).matchAll(/<img src="([^"]+)" alt="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]);
    expect(sources).toEqual([
      [
        expect.stringMatching(new RegExp(`^/shared/${sharingId}/images/steps/${step!.id}\\?v=[\\w-]+$`)),
        'Step 1',
      ],
      [
        expect.stringMatching(new RegExp(`^/shared/${sharingId}/images/external/${imageId}\\?v=[\\w-]+$`)),
        // Described by its file name (no title given), never by the product's id for it.
        'screen',
      ],
    ]);
    // Cached pages never carry expiring signed URLs.
    expect(page).not.toContain('signature=');
    expect(page).toContain(`<meta property="og:image" content="http://localhost:3000${sources[0]![0]}">`);

    for (const [src] of sources) {
      const image = await getPage(t.app, src!.replace(/&amp;/g, '&'));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
      expect(image.headers['cache-control']).toBe('public, max-age=600');
      const again = await getPage(t.app, src!, { 'if-none-match': String(image.headers.etag) });
      expect(again.statusCode).toBe(304);
    }

    // Another article's image through this article's link, or an id that is no image: 404.
    const other = await sharedArticle(t.app);
    expect((await getPage(t.app, `/shared/${other.sharingId}/images/external/${imageId}`)).statusCode).toBe(
      404,
    );
    expect((await getPage(t.app, `/shared/${sharingId}/images/external/not-a-uuid`)).statusCode).toBe(404);
    expect((await getPage(t.app, `/shared/${sharingId}/images/other/${imageId}`)).statusCode).toBe(404);
    expect((await getPage(t.app, `/shared/${sharingId}/images/demo.gif`)).statusCode).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/unpublish`,
      headers: bearer(writer.token),
    });
    expect((await getPage(t.app, sources[1]![0]!)).statusCode).toBe(404);
  });

  it('shows the demo GIF of the active version', async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const row = await articleRow(articleId);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const gifKey = `organizations/${row.organizationId}/articles/${articleId}/output.gif`;
    await t.app.ctx.storage.put(gifKey, gif, 'image/gif');
    await t.app.ctx.db
      .update(articleVersions)
      .set({ mediaOutput: { gifKey } })
      .where(eq(articleVersions.id, row.activeVersionId!));
    await editArticle(t.app, writer.token, articleId, { content: 'Watch it:\n\n![Demo Gif](output.gif)' });
    const body = articleBody((await getPage(t.app, `/shared/${sharingId}`)).body);
    const src = /<img src="([^"]+)" alt="Demo Gif"/.exec(body)?.[1];
    expect(src).toMatch(new RegExp(`^/shared/${sharingId}/images/demo\\.gif\\?v=[\\w-]+$`));
    const image = await getPage(t.app, src!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/gif');
    expect(image.rawPayload.equals(gif)).toBe(true);
  });
});

describe('languages', () => {
  it('links the source language and every translation, and shows a translation with ?lang=', async () => {
    const { articleId, sharingId } = await sharedArticle(t.app, {
      title: 'Export a report',
      content: 'Open **Reports** and click Export.',
    });
    const row = await articleRow(articleId);
    await t.app.ctx.db.insert(articleTranslations).values([
      {
        organizationId: row.organizationId,
        articleId,
        language: 'de',
        title: 'Bericht exportieren',
        content: 'Öffne **Berichte** und klicke auf Exportieren.',
      },
      { organizationId: row.organizationId, articleId, language: 'fr', title: null, content: '' },
    ]);
    // Translations show in the organization's translation languages only.
    await t.app.ctx.db
      .update(organizations)
      .set({ translationLanguages: ['de', 'fr'] })
      .where(eq(organizations.id, row.organizationId));
    invalidateSharedArticle(t.app.ctx, sharingId);

    const english = (await getPage(t.app, `/shared/${sharingId}`)).body;
    expect(english).toContain('<html lang="en">');
    expect(english).toContain(
      `<a href="/shared/${sharingId}" hreflang="en" lang="en" aria-current="page">English</a>`,
    );
    expect(english).toContain(`<a href="/shared/${sharingId}?lang=de" hreflang="de" lang="de">Deutsch</a>`);
    // A translation without content is not offered.
    expect(english).not.toContain('hreflang="fr"');
    expect(english).toContain(
      `<link rel="alternate" hreflang="de" href="http://localhost:3000/shared/${sharingId}?lang=de">`,
    );

    const german = (await getPage(t.app, `/shared/${sharingId}?lang=de`)).body;
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<title>Bericht exportieren</title>');
    expect(german).toContain('Öffne <strong>Berichte</strong>');
    expect(german).toContain('Aktualisiert am');
    expect(german).toContain(
      `<meta property="og:url" content="http://localhost:3000/shared/${sharingId}?lang=de">`,
    );
    expect(german).toContain('aria-current="page">Deutsch</a>');

    for (const lang of ['fr', 'xx', '<script>']) {
      const page = (await getPage(t.app, `/shared/${sharingId}?lang=${encodeURIComponent(lang)}`)).body;
      expect(page, lang).toContain('<title>Export a report</title>');
    }
  });

  it("links an internal article link to that article's shared page, if it is shared and of the same organization", async () => {
    const { writer, articleId, sharingId } = await sharedArticle(t.app);
    const sibling = await createArticle(t.app, writer.token, { title: 'Sibling' });
    const siblingSharingId = await publish(t.app, writer.token, sibling);
    const unshared = await createArticle(t.app, writer.token, { title: 'Draft' });
    const stranger = await sharedArticle(t.app);
    await editArticle(t.app, writer.token, articleId, {
      content: `See [the sibling](article:${sibling}), [the draft](article:${unshared}) and [a stranger](article:${stranger.articleId}).`,
    });
    const body = articleBody((await getPage(t.app, `/shared/${sharingId}`)).body);
    expect(body).toContain(`<a href="/shared/${siblingSharingId}">the sibling</a>`);
    expect(body).toContain(', the draft and a stranger.');
    expect(body).not.toContain(stranger.sharingId);
    expect(body).not.toContain('/articles/');
  });
});

describe('sanitizing', () => {
  it('lets none of the XSS payloads reach the page as markup', async () => {
    const content = XSS_PAYLOADS.map((payload, i) => `Payload ${i}:\n\n${payload}`).join('\n\n');
    const { sharingId } = await sharedArticle(t.app, { title: '<script>alert("title")</script>', content });
    const page = (await getPage(t.app, `/shared/${sharingId}`)).body;
    expect(activeContentIn(articleBody(page))).toEqual([]);
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;</title>');
    expect(page).toContain(`Payload ${XSS_PAYLOADS.length - 1}:`);
    // Raw HTML is shown as text, not silently dropped.
    expect(articleBody(page)).toContain('&lt;iframe src=');
  });
});
