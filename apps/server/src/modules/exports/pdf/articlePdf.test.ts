import { ZArticle } from '@support/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/app';
import { createArticle, registerTrialAdmin } from '../../../../test/factories';
import { steps } from '../../../db/schema';
import { readPdf } from './pdfText';

const SCREENSHOT = await sharp({ create: { width: 1280, height: 800, channels: 3, background: '#3b82f6' } })
  .png()
  .toBuffer();

const GERMAN = 'Öffnen Sie „Einstellungen“ und wählen Sie Größe – schöne Grüße.';

describe('GET /help-articles/{id}/pdf (issue 49)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pdfOf = (id: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}/pdf`, headers: bearer(token) });

  it('draws the title, the German text, the step images and page numbers', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Rechnung ändern' });
    const content = [
      '## Vorbereitung',
      GERMAN,
      '- erster Punkt\n- zweiter Punkt mit `Code`',
      '| Feld | Wert |\n| --- | --- |\n| Größe | groß |',
      '```\nnpm run straße\n```',
      'Mehr unter [der Hilfe](https://example.com/hilfe).',
      ...[1, 2, 3].map((n) => `### Schritt ${n}\n\nKlicken Sie auf Weiter.\n\n![Step ${n}](step${n}.png)`),
    ].join('\n\n');
    await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${id}`,
      headers: bearer(admin.token),
      payload: { content },
    });
    const article = ZArticle.parse(
      (
        await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(admin.token) })
      ).json(),
    );
    for (const index of [0, 1, 2]) {
      const key = `organizations/${admin.organizationId}/articles/${id}/steps/p${index}.png`;
      await t.app.ctx.storage.put(key, SCREENSHOT, 'image/png');
      await t.app.ctx.db.insert(steps).values({
        organizationId: admin.organizationId,
        articleVersionId: article.activeArticleVersion!.id,
        index,
        imageProcessedKey: key,
      });
    }

    const res = await pdfOf(id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="rechnung-andern.pdf"');
    const { pages } = await readPdf(new Uint8Array(res.rawPayload));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const all = pages.map((page) => page.text).join(' ');
    expect(pages[0]!.text).toContain('Rechnung ändern');
    expect(all).toContain(GERMAN);
    expect(all).toContain('Größe');
    expect(all).toContain('npm run straße');
    for (const [i, page] of pages.entries()) expect(page.text).toContain(`${i + 1} / ${pages.length}`);
    expect(pages.reduce((sum, page) => sum + page.images, 0)).toBe(3);
  });

  it('is not found for another organization, and refuses an article past its length bound', async () => {
    const owner = await registerTrialAdmin(t.app);
    const stranger = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, owner.token, { title: 'Privat' });
    const res = await pdfOf(id, stranger.token);
    expect(res.statusCode).toBe(404);
    const long = await createArticle(t.app, owner.token, { title: 'Lang' });
    await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${long}`,
      headers: bearer(owner.token),
      payload: { content: 'Wort '.repeat(70_000) },
    });
    const refused = await pdfOf(long, owner.token);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 'PDF_TOO_LARGE' });
  });

  it('is offered on the shared page of a public article, and answers 404 once the article is private', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Öffentlich', content: GERMAN });
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: bearer(admin.token) });
    const published = ZArticle.parse((await call('POST', `/v1/help-articles/${id}/publish`)).json());
    const sharingId = published.sharingId!;
    const page = await t.app.inject({ method: 'GET', url: `/shared/${sharingId}` });
    expect(page.body).toContain(`href="/shared/${sharingId}/pdf" download>Download PDF</a>`);
    const res = await t.app.inject({ method: 'GET', url: `/shared/${sharingId}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { pages } = await readPdf(new Uint8Array(res.rawPayload));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.text).toContain(GERMAN);

    await call('POST', `/v1/help-articles/${id}/unpublish`);
    expect((await t.app.inject({ method: 'GET', url: `/shared/${sharingId}/pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/shared/nope/pdf' })).statusCode).toBe(404);
  });
});
