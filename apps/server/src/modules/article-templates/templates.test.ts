import {
  ARTICLE_TEMPLATE_NAME_MAX_LENGTH,
  ARTICLE_TEMPLATES_PER_ORGANIZATION,
  ZArticle,
  ZArticleTemplate,
  ZArticleTemplateList,
} from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { articleTemplates } from '../../db/schema';

describe('organization article templates (issue 48 item 4)', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;
  let articleId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    member = await addMember(t.app, admin);
    stranger = await registerTrialAdmin(t.app);
    articleId = await createArticle(t.app, admin.token, {
      title: 'Onboarding',
      content: '## Welcome\n\nHello.',
    });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const save = (token: string, name: string, id = articleId) =>
    call('POST', '/article-templates', token, { name, articleId: id });

  it('saves an article as a template, lists it, and a member creates an article from it', async () => {
    const res = await save(member.token, '  Onboarding guide ');
    expect(res.statusCode).toBe(201);
    const template = ZArticleTemplate.parse(res.json());
    expect(template).toMatchObject({ name: 'Onboarding guide', title: 'Onboarding', contentLength: 18 });

    const list = ZArticleTemplateList.parse((await call('GET', '/article-templates', admin.token)).json());
    expect(list.templates.map((row) => row.name)).toEqual(['Onboarding guide']);

    const created = await call('POST', '/help-articles/create-manual-article', member.token, {
      title: 'New hire: Alex',
      templateId: template.id,
    });
    expect(created.statusCode).toBe(201);
    const article = ZArticle.parse(
      (await call('GET', `/help-articles/${created.json().id}`, member.token)).json(),
    );
    expect(article).toMatchObject({ title: 'New hire: Alex', content: '## Welcome\n\nHello.' });
  });

  it('renames and deletes a template; articles made from it keep their text', async () => {
    const { id } = (await save(admin.token, 'Old name')).json();
    const renamed = await call('PUT', `/article-templates/${id}`, member.token, { name: 'New name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'New name', title: 'Onboarding' });
    const made = await call('POST', '/help-articles/create-manual-article', admin.token, {
      title: 'Kept',
      templateId: id,
    });
    expect((await call('DELETE', `/article-templates/${id}`, member.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/article-templates/${id}`, member.token)).json()).toMatchObject({
      code: 'ARTICLE_TEMPLATE_NOT_FOUND',
    });
    const kept = ZArticle.parse((await call('GET', `/help-articles/${made.json().id}`, admin.token)).json());
    expect(kept.content).toBe('## Welcome\n\nHello.');
  });

  it("keeps another organization's templates and articles unreachable", async () => {
    const { id } = (await save(admin.token, 'Private')).json();
    const theirs = ZArticleTemplateList.parse(
      (await call('GET', '/article-templates', stranger.token)).json(),
    );
    expect(theirs.templates).toEqual([]);
    for (const res of [
      await call('PUT', `/article-templates/${id}`, stranger.token, { name: 'Mine now' }),
      await call('DELETE', `/article-templates/${id}`, stranger.token),
      await call('POST', '/help-articles/create-manual-article', stranger.token, {
        title: 'Copy',
        templateId: id,
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Template not found', code: 'ARTICLE_TEMPLATE_NOT_FOUND' });
    }
    const foreignArticle = await save(stranger.token, 'Steal', articleId);
    expect(foreignArticle.statusCode).toBe(404);
    expect(foreignArticle.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
    const list = ZArticleTemplateList.parse((await call('GET', '/article-templates', admin.token)).json());
    expect(list.templates.find((row) => row.id === id)?.name).toBe('Private');
  });

  it('bounds the name to 80 characters and refuses a blank one or a malformed id (400)', async () => {
    const long = await save(admin.token, 'x'.repeat(ARTICLE_TEMPLATE_NAME_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
    expect((await save(admin.token, 'x'.repeat(ARTICLE_TEMPLATE_NAME_MAX_LENGTH))).statusCode).toBe(201);
    expect((await save(admin.token, '   ')).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'name',
    });
    expect((await save(admin.token, 'Fine', 'not-an-id')).statusCode).toBe(400);
    expect((await call('PUT', '/article-templates/not-an-id', admin.token, { name: 'x' })).statusCode).toBe(
      400,
    );
    const both = await call('POST', '/help-articles/create-manual-article', admin.token, {
      title: 'Both',
      template: 'faq',
      templateId: crypto.randomUUID(),
    });
    expect(both.statusCode).toBe(400);
  });

  it(`keeps at most ${ARTICLE_TEMPLATES_PER_ORGANIZATION} templates per organization (409, nothing written)`, async () => {
    const owner = await registerTrialAdmin(t.app);
    const source = await createArticle(t.app, owner.token);
    const { organizationId } = owner;
    // 99 rows straight in the table: a hundred requests would only make the test slow.
    await t.database.db.insert(articleTemplates).values(
      Array.from({ length: ARTICLE_TEMPLATES_PER_ORGANIZATION - 1 }, (_, i) => ({
        organizationId,
        name: `Template ${i}`,
        title: 'T',
        markdown: '',
      })),
    );
    expect((await save(owner.token, 'The hundredth', source)).statusCode).toBe(201);
    const full = await save(owner.token, 'One too many', source);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'ARTICLE_TEMPLATES_FULL',
      limit: ARTICLE_TEMPLATES_PER_ORGANIZATION,
    });
    const list = ZArticleTemplateList.parse((await call('GET', '/article-templates', owner.token)).json());
    expect(list.templates).toHaveLength(ARTICLE_TEMPLATES_PER_ORGANIZATION);
  });
});
