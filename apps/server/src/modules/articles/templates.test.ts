import { ZArticle } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

describe('POST /v1/help-articles/create-manual-article with a built-in template (issue 48 item 4)', () => {
  let t: TestApp;
  let admin: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(admin.token), payload });
  const settle = async (settings: object) =>
    expect((await call('PUT', '/organization/settings', settings)).statusCode).toBe(200);
  const createFrom = async (template: string) => {
    const res = await call('POST', '/help-articles/create-manual-article', {
      title: 'From a template',
      template,
    });
    expect(res.statusCode).toBe(201);
    const article = ZArticle.parse((await call('GET', `/help-articles/${res.json().id}`)).json());
    return article;
  };

  it('writes the template in English with its headings and hints', async () => {
    await settle({ sourceLanguage: 'en' });
    const faq = await createFrom('faq');
    expect(faq.title).toBe('From a template');
    expect(faq.content).toContain('## Question 1');
    expect(faq.content).toContain('_Write the question the way your customers ask it._');
    const howTo = await createFrom('howTo');
    expect(howTo.content).toContain('## Before you start');
    expect(howTo.content).toContain('1. _Describe the first step: what to open and what to click._\n2. _');
    expect((await createFrom('troubleshooting')).content).toContain('## Still not working?');
    expect((await createFrom('releaseNotes')).content).toContain('## Known issues');
  });

  it('writes German with "Sie" for a formal organization and with "du" for an informal one', async () => {
    await settle({ sourceLanguage: 'de', formality: 'FORMAL' });
    const formal = await createFrom('howTo');
    expect(formal.activeArticleVersion?.sourceLanguage).toBe('de');
    expect(formal.content).toContain('## Bevor Sie beginnen');
    expect(formal.content).toContain('Beschreiben Sie den nächsten Schritt.');
    expect(formal.content).not.toMatch(/\b(du|dein|deine)\b/);

    await settle({ formality: 'INFORMAL' });
    const informal = await createFrom('faq');
    expect(informal.content).toContain('## Frage 1');
    expect(informal.content).toContain('Schreib die Frage so, wie deine Kunden sie stellen.');
    expect(informal.content).not.toMatch(/\b(Sie|Ihre)\b/);
  });

  it('falls back to English for a language without its own texts', async () => {
    await settle({ sourceLanguage: 'fr' });
    const article = await createFrom('troubleshooting');
    expect(article.activeArticleVersion?.sourceLanguage).toBe('fr');
    expect(article.content).toContain('## Problem');
    await settle({ sourceLanguage: 'en' });
  });

  it('refuses an unknown template and a template given with content (400, nothing written)', async () => {
    const unknown = await call('POST', '/help-articles/create-manual-article', {
      title: 'X',
      template: 'novel',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'template' });
    const both = await call('POST', '/help-articles/create-manual-article', {
      title: 'X',
      template: 'faq',
      content: 'mine',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'template' });
    const list = await call('GET', '/help-articles');
    expect(list.json().articles).not.toContainEqual(expect.objectContaining({ title: 'X' }));
  });
});
