import { type Import, ZImport } from '@support/shared';
import { Document, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { type RegisteredUser, registerTrialAdmin, TINY_PNG } from '../../../test/factories';
import { uploadImport, zipOf } from '../../../test/imports';

/** A page the way Confluence's HTML export writes one: breadcrumbs, title heading, main content. */
const confluencePage = (title: string, crumbs: [string, string][], body: string) => `<!DOCTYPE html>
<html><head><title>Team Space : ${title}</title></head><body><div id="page"><div id="main">
<div id="breadcrumb-section"><ol id="breadcrumbs">
${crumbs.map(([href, text]) => `<li><span><a href="${href}">${text}</a></span></li>`).join('')}
</ol></div>
<h1 id="title-heading" class="pagetitle"><span id="title-text"> Team Space : ${title} </span></h1>
<div id="content" class="view"><div id="main-content" class="wiki-content group">${body}</div></div>
</div></div></body></html>`;

describe('HTML, Confluence and Word imports (issue 49)', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let helpCenterId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    helpCenterId = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(admin.token),
        payload: { name: 'Wiki' },
      })
    ).json().id;
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/v1${url}`, headers: bearer(admin.token) });
  async function run(kind: string, file: Buffer, filename = 'export.zip'): Promise<Import> {
    const res = await uploadImport(t.app, admin.token, { kind, file, filename, helpCenterId });
    expect(res.statusCode, res.body).toBe(201);
    await drainJobs(t, 2);
    return ZImport.parse((await get(`/imports/${res.json().id}`)).json());
  }
  const contentOf = async (report: Import, path: string) => {
    const id = report.items.find((item) => item.path === path)?.articleId;
    return (await get(`/help-articles/${id}`)).json() as { title: string; content: string };
  };

  it('HTML pages become markdown with headings, lists, tables, code, images and links; scripts go', async () => {
    const page = `<html><head><title>Reset a password</title><script>alert(1)</script></head><body>
      <h1>Reset a password</h1><h2>Steps</h2><ol><li>Open <b>Settings</b></li><li>Click <a href="../faq.html">FAQ</a></li></ol>
      <table><thead><tr><th>Key</th><th>Value</th></tr></thead><tbody><tr><td>a</td><td>1</td></tr></tbody></table>
      <pre><code class="language-js">const a = 1;</code></pre><img src="img/shot.png" alt="Shot" onerror="alert(2)">
      <p onclick="x()">Done.</p></body></html>`;
    const report = await run(
      'HTML',
      await zipOf({
        'account/reset.html': page,
        'account/img/shot.png': TINY_PNG,
        'faq.html': '<html><body><h1>FAQ</h1><p>Questions.</p></body></html>',
      }),
    );
    expect(report).toMatchObject({ status: 'DONE', imported: 2, skipped: 0 });
    const reset = await contentOf(report, 'account/reset.html');
    const faq = report.items.find((item) => item.path === 'faq.html')!;
    expect(reset.title).toBe('Reset a password');
    expect(reset.content).toContain('## Steps');
    expect(reset.content).toMatch(/1\. Open \*\*Settings\*\*/);
    expect(reset.content).toContain(`[FAQ](article:${faq.articleId})`);
    expect(reset.content).toMatch(/\| Key +\| Value +\|/);
    expect(reset.content).toContain('```js\nconst a = 1;\n```');
    expect(reset.content).toMatch(/!\[External:[0-9a-f-]{36}\]/);
    expect(reset.content).not.toMatch(/alert|onclick|<script/);
    expect(reset.content).not.toMatch(/^# Reset a password/m);
    const groups = JSON.stringify((await get(`/public-groups/help-centers/${helpCenterId}/groups`)).json());
    expect(groups).toContain('account');
  });

  it('a Confluence space export: the page tree becomes groups, attachments become images, ids match re-imports', async () => {
    const home: [string, string] = ['index.html', 'Team Space'];
    const files = {
      'TS/index.html':
        '<html><body><h1>Team Space</h1><ul><li><a href="Guides_100.html">Guides</a></li></ul></body></html>',
      'TS/Guides_100.html': confluencePage('Guides', [home], '<p>All our guides.</p>'),
      'TS/Onboarding_200.html': confluencePage(
        'Onboarding',
        [home, ['Guides_100.html', 'Guides']],
        '<p>Welcome.</p><p><img src="attachments/200/300.png" class="confluence-embedded-image"></p>',
      ),
      'TS/attachments/200/300.png': TINY_PNG,
    };
    const report = await run('CONFLUENCE', await zipOf(files));
    expect(report).toMatchObject({ status: 'DONE', imported: 2, skipped: 0 });
    const onboarding = await contentOf(report, 'TS/Onboarding_200.html');
    expect(onboarding.title).toBe('Onboarding');
    expect(onboarding.content).toContain('Welcome.');
    expect(onboarding.content).toMatch(/!\[External:[0-9a-f-]{36}\]/);
    const groups = (await get(`/public-groups/help-centers/${helpCenterId}/groups`)).json();
    expect(JSON.stringify(groups)).toContain('"Guides"');

    // Confluence renames the file when the title changes; the page id still finds the article.
    const renamed = {
      ...files,
      'TS/Onboarding_200.html': undefined,
      'TS/Welcome-aboard_200.html': confluencePage(
        'Welcome aboard',
        [home, ['Guides_100.html', 'Guides']],
        '<p>Hi.</p>',
      ),
    };
    const again = await run(
      'CONFLUENCE',
      await zipOf(
        Object.fromEntries(Object.entries(renamed).filter(([, body]) => body !== undefined)) as Record<
          string,
          string | Buffer
        >,
      ),
    );
    expect(again).toMatchObject({ imported: 0, updated: 2 });
    const updated = again.items.find((item) => item.path === 'TS/Welcome-aboard_200.html')!;
    expect(updated.articleId).toBe(
      report.items.find((item) => item.path === 'TS/Onboarding_200.html')!.articleId,
    );
  });

  it('a Word file becomes one article with its headings, tables and embedded images', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Quarterly report', heading: HeadingLevel.HEADING_1 }),
            new Paragraph({ text: 'Results', heading: HeadingLevel.HEADING_2 }),
            new Paragraph('Sales grew.'),
            new Table({
              rows: [
                new TableRow({
                  children: [
                    new TableCell({ children: [new Paragraph('Q1')] }),
                    new TableCell({ children: [new Paragraph('10')] }),
                  ],
                }),
                new TableRow({
                  children: [
                    new TableCell({ children: [new Paragraph('Q2')] }),
                    new TableCell({ children: [new Paragraph('12')] }),
                  ],
                }),
              ],
            }),
            new Paragraph({
              children: [
                new ImageRun({ type: 'png', data: TINY_PNG, transformation: { width: 10, height: 10 } }),
              ],
            }),
          ],
        },
      ],
    });
    const report = await run('DOCX', await Packer.toBuffer(document), 'report.docx');
    expect(report).toMatchObject({ status: 'DONE', imported: 1 });
    const article = await contentOf(report, 'document.docx');
    expect(article.title).toBe('Quarterly report');
    expect(article.content).toContain('## Results');
    expect(article.content).toContain('Sales grew.');
    expect(article.content).toMatch(/\| Q1 +\| 10 +\|/);
    expect(article.content).toMatch(/!\[External:[0-9a-f-]{36}\]/);
  });
});
