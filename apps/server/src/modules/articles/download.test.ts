import { ZArticle, ZExternalImage } from '@support/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, registerTrialAdmin, TINY_PNG, uploadImage } from '../../../test/factories';
import { articleVersions, steps } from '../../db/schema';

const GIF = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
  .gif()
  .toBuffer();

describe('GET /help-articles/{id}/download', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const download = (id: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}/download`, headers: bearer(token) });

  it('is refused without DOWNLOADABLE_ARTICLES (the trial) with the feature check', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token);
    const res = await download(id, admin.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FEATURE_NOT_AVAILABLE',
      feature: 'DOWNLOADABLE_ARTICLES',
      hasAccess: false,
      suggestedPlan: 'pro',
    });
  });

  it('zips article.md with its step, GIF and external images under the names the markdown uses', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_pro');
    const id = await createArticle(t.app, admin.token, { title: 'Reset Your Password: 2 Steps!' });
    const first = ZExternalImage.parse(
      (await uploadImage(t.app, admin.token, id, 'diagram.png', TINY_PNG)).json(),
    );
    const second = ZExternalImage.parse(
      (await uploadImage(t.app, admin.token, id, 'diagram.gif', GIF)).json(),
    );
    const third = ZExternalImage.parse(
      (await uploadImage(t.app, admin.token, id, 'diagram.png', TINY_PNG)).json(),
    );
    const markdown = [
      '# Reset',
      '![Step 1](step1.png)',
      `![External:${first.id}](diagram.png "The reset flow")`,
      `![External:${second.id}](diagram.gif)`,
      `![External:${third.id}](diagram.png)`,
      '![Demo Gif](output.gif)',
    ].join('\n\n');
    await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${id}`,
      headers: bearer(admin.token),
      payload: { content: markdown },
    });

    // A step image and a demo GIF as the recorder and the GIF renderer will store them.
    const article = ZArticle.parse(
      (
        await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(admin.token) })
      ).json(),
    );
    const versionId = article.activeArticleVersion!.id;
    const stepKey = `organizations/${admin.organizationId}/articles/${id}/steps/s1.png`;
    const gifKey = `organizations/${admin.organizationId}/articles/${id}/output.gif`;
    await t.app.ctx.storage.put(stepKey, TINY_PNG, 'image/png');
    await t.app.ctx.storage.put(gifKey, GIF, 'image/gif');
    await t.app.ctx.db.insert(steps).values({
      organizationId: admin.organizationId,
      articleVersionId: versionId,
      index: 0,
      imageProcessedKey: stepKey,
    });
    await t.app.ctx.db
      .update(articleVersions)
      .set({ mediaOutput: { gifKey } })
      .where(eq(articleVersions.id, versionId));

    const res = await download(id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reset_your_password__2_steps_.zip"',
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const renamed = `diagram-${third.id.slice(0, 8)}.png`;
    expect(Object.keys(files).sort()).toEqual(
      ['article.md', 'diagram.gif', 'diagram.png', 'output.gif', renamed, 'step1.png'].sort(),
    );
    const md = new TextDecoder().decode(files['article.md']);
    // Uploaded images are described by their title (else their file name), not by the product's id.
    expect(md).toBe(
      markdown
        .replace(`![External:${first.id}](diagram.png "The reset flow")`, '![The reset flow](diagram.png)')
        .replace(`![External:${second.id}](diagram.gif)`, '![diagram](diagram.gif)')
        .replace(`![External:${third.id}](diagram.png)`, `![diagram](${renamed})`),
    );
    expect(md).not.toContain('External:');
    expect(Buffer.from(files['diagram.png']!).equals(TINY_PNG)).toBe(true);
    expect(Buffer.from(files['diagram.gif']!).equals(GIF)).toBe(true);
    expect(Buffer.from(files['step1.png']!).equals(TINY_PNG)).toBe(true);
    expect(Buffer.from(files['output.gif']!).equals(GIF)).toBe(true);
  });

  it('starts article.md with the title as a heading when the text has none', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_pro');
    const id = await createArticle(t.app, admin.token, { title: 'Invite your team' });
    await t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${id}`,
      headers: bearer(admin.token),
      payload: { content: 'Open **Settings**.\n\n## Then\n\nClick Invite.' },
    });
    const files = unzipSync(new Uint8Array((await download(id, admin.token)).rawPayload));
    expect(new TextDecoder().decode(files['article.md'])).toBe(
      '# Invite your team\n\nOpen **Settings**.\n\n## Then\n\nClick Invite.',
    );
  });
});
