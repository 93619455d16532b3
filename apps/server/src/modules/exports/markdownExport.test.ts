import { ZArticle, ZExternalImage } from '@support/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, createArticle, TINY_PNG, uploadImage } from '../../../test/factories';
import { helpCenterWithArticle } from '../../../test/helpCenters';
import { articleTags, articleTranslations, organizationTags, publicGroups, steps } from '../../db/schema';
import { exportMarkdownArchive } from './markdownExport';

const decode = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('the Markdown export (issue 49)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A help center with a group, a sub-group, an article with a step image, an upload, tags, a translation and a link. */
  async function organization() {
    const { admin, center, call } = await helpCenterWithArticle(t, 'Acme Help', 'Set up billing');
    const db = t.app.ctx.db;
    const orgId = admin.organizationId;
    const [billing] = await db.select().from(publicGroups).where(eq(publicGroups.helpCenterId, center.id));
    await db
      .update(publicGroups)
      .set({
        description: 'Money matters',
        translations: { de: { name: 'Abrechnung', description: 'Geld' } },
      })
      .where(eq(publicGroups.id, billing!.id));
    const [invoicesGroup] = await db
      .insert(publicGroups)
      .values({
        organizationId: orgId,
        helpCenterId: center.id,
        parentId: billing!.id,
        name: 'Invoices',
        sortOrder: 3,
      })
      .returning();
    const list = (await call('GET', '/help-articles')).json() as {
      articles: { id: string; title: string }[];
    };
    const setup = list.articles.find((a) => a.title === 'Set up billing')!.id;
    const invoice = await createArticle(t.app, admin.token, { title: 'Download an invoice' });
    const image = ZExternalImage.parse(
      (await uploadImage(t.app, admin.token, invoice, 'Flow Chart.png', TINY_PNG)).json(),
    );
    const content = [
      '# Download',
      '![Step 1](step1.png)',
      `![External:${image.id}](Flow Chart.png "The flow")`,
      `Before this, [set up billing](article:${setup}).`,
    ].join('\n\n');
    await call('PUT', `/help-articles/${invoice}`, { content });
    await call('POST', `/help-articles/${invoice}/publish`);
    await call('POST', `/public-groups/groups/${invoicesGroup!.id}/articles/${invoice}`);
    const article = ZArticle.parse((await call('GET', `/help-articles/${invoice}`)).json());
    const stepKey = `organizations/${orgId}/articles/${invoice}/steps/s1.png`;
    await t.app.ctx.storage.put(stepKey, TINY_PNG, 'image/png');
    await db.insert(steps).values({
      organizationId: orgId,
      articleVersionId: article.activeArticleVersion!.id,
      index: 0,
      imageProcessedKey: stepKey,
    });
    const [tag] = await db
      .insert(organizationTags)
      .values({ organizationId: orgId, name: 'money' })
      .returning();
    await db.insert(articleTags).values({ organizationId: orgId, articleId: invoice, tagId: tag!.id });
    await db.insert(articleTranslations).values({
      organizationId: orgId,
      articleId: invoice,
      language: 'de',
      title: 'Eine Rechnung herunterladen',
      content: `# Herunterladen\n\n![Schritt 1](step1.png)\n\nZuerst [die Abrechnung](article:${setup}).`,
      state: 'MACHINE',
    });
    const unfiled = await createArticle(t.app, admin.token, {
      title: 'Loose notes',
      content: 'Nothing here.',
    });
    return { admin, center, call, setup, invoice, unfiled };
  }

  it('zips a help center in the archive format: groups, front matter, translations, images, links', async () => {
    const { admin, center, setup, invoice } = await organization();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/help-centers/${center.id}/export/markdown`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        '_help-center.md',
        'billing/_group.md',
        'billing/invoices/_group.md',
        'billing/invoices/download-an-invoice.de.md',
        'billing/invoices/download-an-invoice.md',
        'billing/invoices/images/download-an-invoice-flow-chart.png',
        'billing/invoices/images/download-an-invoice-step1.png',
        'billing/set-up-billing.md',
        'support-archive.json',
      ].sort(),
    );
    expect(JSON.parse(decode(files['support-archive.json']))).toMatchObject({
      format: 'support-markdown-archive',
      version: 1,
    });
    expect(decode(files['_help-center.md'])).toContain(`title: "Acme Help"\nslug: "${center.slug}"`);
    expect(decode(files['billing/_group.md'])).toBe(
      '---\ntitle: "Billing"\ndescription: "Money matters"\nposition: 0\ntranslations:\n  de:\n    title: "Abrechnung"\n    description: "Geld"\n---\n',
    );
    expect(decode(files['billing/invoices/_group.md'])).toContain('position: 3');
    expect(decode(files['billing/invoices/download-an-invoice.md'])).toBe(
      [
        '---',
        'title: "Download an invoice"',
        'slug: "download-an-invoice"',
        'tags:',
        '  - "money"',
        'language: "en"',
        'position: 0',
        `id: "${invoice}"`,
        '---',
        '',
        '# Download',
        '',
        '![Step 1](images/download-an-invoice-step1.png)',
        '',
        '![The flow](images/download-an-invoice-flow-chart.png)',
        '',
        'Before this, [set up billing](../set-up-billing.md).',
        '',
      ].join('\n'),
    );
    expect(decode(files['billing/invoices/download-an-invoice.de.md'])).toBe(
      '---\ntitle: "Eine Rechnung herunterladen"\n---\n\n# Herunterladen\n\n![Schritt 1](images/download-an-invoice-step1.png)\n\nZuerst [die Abrechnung](../set-up-billing.md).\n',
    );
    expect(decode(files['billing/set-up-billing.md'])).toContain(`id: "${setup}"`);
    expect(
      Buffer.from(files['billing/invoices/images/download-an-invoice-step1.png']!).equals(TINY_PNG),
    ).toBe(true);
  });

  it('zips the whole organization: a folder per help center and _unfiled, nothing of another organization', async () => {
    const other = await organization();
    const { admin, center, unfiled } = await organization();
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/exports/markdown',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toContain(`${center.slug}/_help-center.md`);
    expect(names).toContain(`${center.slug}/billing/invoices/download-an-invoice.md`);
    expect(names).toContain('_unfiled/loose-notes.md');
    expect(decode(files['_unfiled/loose-notes.md'])).toContain(`id: "${unfiled}"`);
    expect(names.some((name) => name.startsWith(`${other.center.slug}/`))).toBe(false);
    const everything = names.map((name) => decode(files[name])).join('\n');
    for (const id of [other.invoice, other.setup, other.unfiled]) expect(everything).not.toContain(id);
    // Links resolve within the help center's folder of the organization's archive too.
    expect(decode(files[`${center.slug}/billing/invoices/download-an-invoice.md`])).toContain(
      '[set up billing](../set-up-billing.md)',
    );
  });

  it('is for admins, and another organization’s help center is not found', async () => {
    const { admin, center } = await organization();
    const member = await addMember(t.app, admin, { role: 'MEMBER' });
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/v1/exports/markdown',
      headers: bearer(member.token),
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    const stranger = await organization();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/help-centers/${center.id}/export/markdown`,
      headers: bearer(stranger.admin.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'HELP_CENTER_NOT_FOUND' });
  });

  it('refuses an export past its article bound before writing anything', async () => {
    const { admin } = await organization();
    const refused = exportMarkdownArchive({
      db: t.app.ctx.db,
      storage: t.app.ctx.storage,
      organizationId: admin.organizationId,
      now: new Date(),
      maxArticles: 2,
    });
    await expect(refused).rejects.toMatchObject({ code: 'EXPORT_TOO_LARGE', extra: { limit: 2 } });
  });
});
