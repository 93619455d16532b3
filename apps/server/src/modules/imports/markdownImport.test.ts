import { ZImport, ZImportList } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { addMember, type RegisteredUser, registerTrialAdmin, TINY_PNG } from '../../../test/factories';
import { uploadImport, zipOf } from '../../../test/imports';
import { articleTranslations } from '../../db/schema';

const ARCHIVE = {
  'support-archive.json': JSON.stringify({ format: 'support-markdown-archive', version: 1 }),
  'docs/_help-center.md': '---\ntitle: Docs\nslug: docs\nlanguage: en\n---\n',
  'docs/getting-started/_group.md':
    '---\ntitle: Getting started\ndescription: First steps\nposition: 0\ntranslations:\n  de:\n    title: Erste Schritte\n    description: Los geht es\n---\n',
  'docs/getting-started/install.md': [
    '---',
    'title: Install the app',
    'slug: install',
    'id: a-17',
    'tags: [setup, desktop]',
    '---',
    '## Download',
    '',
    '![Step 1](images/step1.png)',
    '',
    'Then read [the invoices](../billing/invoices.md#paying) or [our site](https://example.com).',
  ].join('\n'),
  'docs/getting-started/install.de.md':
    '---\ntitle: App installieren\n---\n## Herunterladen\n\n![Schritt 1](images/step1.png)\n',
  'docs/getting-started/images/step1.png': TINY_PNG,
  'docs/billing/invoices.md': '# Invoices\n\nYou pay monthly.',
  'docs/_unfiled/loose.md': '---\ntitle: Loose\n---\nNo group.',
};

describe('Markdown zip import (issue 49)', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;
  let helpCenterId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    member = await addMember(t.app, admin);
    stranger = await registerTrialAdmin(t.app);
    const center = await call('POST', '/help-centers', admin.token, { name: 'Docs' });
    helpCenterId = center.json().id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });

  async function importAndWait(file: Buffer, token = admin.token) {
    const res = await uploadImport(t.app, token, { kind: 'MARKDOWN', file, helpCenterId });
    expect(res.statusCode, res.body).toBe(201);
    expect(ZImport.parse(res.json()).status).toBe('QUEUED');
    await drainJobs(t, 2);
    return ZImport.parse((await call('GET', `/imports/${res.json().id}`, token)).json());
  }

  it('imports folders as groups, front matter, images, links and translations, and reports each article', async () => {
    const report = await importAndWait(await zipOf(ARCHIVE));
    expect(report).toMatchObject({
      status: 'DONE',
      total: 3,
      processed: 3,
      imported: 3,
      updated: 0,
      skipped: 0,
    });
    const byPath = Object.fromEntries(report.items.map((item) => [item.path, item]));
    const install = byPath['docs/getting-started/install.md']!;
    const invoices = byPath['docs/billing/invoices.md']!;
    expect(install).toMatchObject({ outcome: 'IMPORTED', title: 'Install the app' });
    expect(invoices.title).toBe('Invoices');

    const article = (await call('GET', `/help-articles/${install.articleId}`, admin.token)).json();
    expect(article.title).toBe('Install the app');
    expect(article.content).toMatch(/!\[External:[0-9a-f-]{36}\]\(step1\.png/);
    expect(article.content).toContain(`[the invoices](article:${invoices.articleId}#paying)`);
    expect(article.content).toContain('[our site](https://example.com)');
    expect(article.tags.map((tag: { name: string }) => tag.name).sort()).toEqual(['desktop', 'setup']);
    const images = (
      await call('GET', `/help-articles/${install.articleId}/external-images`, admin.token)
    ).json();
    expect(images.externalImages).toHaveLength(1);

    // Stored as a person's translation, whether or not German is one of the organization's languages yet.
    const [german] = await t.database.db
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, install.articleId!));
    expect(german).toMatchObject({ language: 'de', title: 'App installieren', state: 'EDITED' });
    expect(german!.content).toMatch(/!\[External:[0-9a-f-]{36}\]/);

    const groups = (
      await call('GET', `/public-groups/help-centers/${helpCenterId}/groups`, admin.token)
    ).json();
    const names = JSON.stringify(groups);
    expect(names).toContain('Getting started');
    expect(names).toContain('Erste Schritte');
    expect(names).toContain('billing');
    expect(names).not.toContain('_unfiled');
    expect(names).not.toContain('images');
  });

  it('a second import of the same archive updates the articles it made instead of adding new ones', async () => {
    const before = (await call('GET', '/help-articles', admin.token)).json().total;
    const changed = { ...ARCHIVE, 'docs/billing/invoices.md': '# Invoices\n\nYou pay yearly.' };
    const report = await importAndWait(await zipOf(changed));
    expect(report).toMatchObject({ status: 'DONE', imported: 0, updated: 3, skipped: 0 });
    expect((await call('GET', '/help-articles', admin.token)).json().total).toBe(before);
    const invoices = report.items.find((item) => item.path === 'docs/billing/invoices.md')!;
    const article = (await call('GET', `/help-articles/${invoices.articleId}`, admin.token)).json();
    expect(article.content).toContain('You pay yearly.');
    const groups = JSON.stringify(
      (await call('GET', `/public-groups/help-centers/${helpCenterId}/groups`, admin.token)).json(),
    );
    expect(groups.match(/Getting started/g)).toHaveLength(1);
  });

  it('is for admins only, and another organization sees neither the imports nor their reports', async () => {
    const res = await uploadImport(t.app, member.token, { kind: 'MARKDOWN', file: await zipOf(ARCHIVE) });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_ONLY');
    const mine = ZImportList.parse((await call('GET', '/imports', admin.token)).json()).imports;
    expect(mine.length).toBeGreaterThan(0);
    expect((await call('GET', '/imports', stranger.token)).json().imports).toEqual([]);
    const other = await call('GET', `/imports/${mine[0]!.id}`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('IMPORT_NOT_FOUND');
    const foreignCenter = await uploadImport(t.app, stranger.token, {
      kind: 'MARKDOWN',
      file: await zipOf(ARCHIVE),
      helpCenterId,
    });
    expect(foreignCenter.statusCode).toBe(404);
  });
});
