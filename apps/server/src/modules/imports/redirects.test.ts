import { ZImport } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { uploadImport, zipOf } from '../../../test/imports';

describe("imported pages' old addresses (issue 49): a help center answers them with a 301", () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: { id: string; slug: string };
  let report: ReturnType<typeof ZImport.parse>;

  const call = (method: 'GET' | 'POST', url: string, token = admin.token, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    center = (await call('POST', '/help-centers', admin.token, { name: 'Old Site' })).json();
    await call('POST', `/help-centers/${center.id}/publish`);
    const file = await zipOf({
      'site/account/reset.html':
        '<html><head><title>Reset a password</title></head><body><p>Open Settings.</p></body></html>',
      'site/faq.html': '<html><head><title>FAQ</title></head><body><p>Questions.</p></body></html>',
    });
    const res = await uploadImport(t.app, admin.token, { kind: 'HTML', file, helpCenterId: center.id });
    await drainJobs(t, 2);
    report = ZImport.parse((await call('GET', `/imports/${res.json().id}`)).json());
    for (const item of report.items) await call('POST', `/help-articles/${item.articleId}/publish`);
  });
  afterAll(() => t.close());

  it('the report names each old address, without the folder all pages shared', () => {
    expect(report.items.map((item) => item.redirect).sort()).toEqual(['/account/reset.html', '/faq.html']);
  });

  it('the old address answers 301 to the article on /docs/{slug}/, one segment deep or more', async () => {
    const deep = await t.app.inject({ method: 'GET', url: `/docs/${center.slug}/account/reset.html` });
    expect(deep.statusCode).toBe(301);
    expect(deep.headers.location).toMatch(new RegExp(`^/docs/${center.slug}/articles/reset-a-password`));
    const flat = await t.app.inject({ method: 'GET', url: `/docs/${center.slug}/faq.html?ref=old` });
    expect(flat.statusCode).toBe(301);
    expect(flat.headers.location).toMatch(new RegExp(`^/docs/${center.slug}/articles/faq`));
    const followed = await t.app.inject({ method: 'GET', url: String(deep.headers.location) });
    expect(followed.statusCode).toBe(200);
    expect(followed.body).toContain('Open Settings.');
  });

  it('an address no import had stays a 404, and another help center does not answer ours', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/docs/${center.slug}/nothing.html` })).statusCode).toBe(
      404,
    );
    const stranger = await registerTrialAdmin(t.app);
    const other = (await call('POST', '/help-centers', stranger.token, { name: 'Elsewhere' })).json();
    await call('POST', `/help-centers/${other.id}/publish`, stranger.token);
    expect((await t.app.inject({ method: 'GET', url: `/docs/${other.slug}/faq.html` })).statusCode).toBe(404);
  });

  it('an unpublished article is not redirected to', async () => {
    const faq = report.items.find((item) => item.path === 'site/faq.html')!;
    await call('POST', `/help-articles/${faq.articleId}/unpublish`);
    expect((await t.app.inject({ method: 'GET', url: `/docs/${center.slug}/faq.html` })).statusCode).toBe(
      404,
    );
  });
});
