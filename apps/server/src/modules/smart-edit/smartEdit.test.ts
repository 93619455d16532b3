import { AI_NOT_CONFIGURED_MESSAGE, AI_UNAVAILABLE_MESSAGE } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, registerCompanyAdmin, registerTrialAdmin } from '../../../test/factories';

const ORIGINAL = 'Open the **Settings** page.\n\n![Step 1](step1.png)';

let t: TestApp;
let ai: AiStandIn;

beforeAll(async () => {
  ai = await startAiStandIn();
  t = await createTestApp({ env: aiEnv(ai) });
});

afterAll(async () => {
  await t?.close();
  await ai?.close();
});

async function writerWithArticle(content = ORIGINAL) {
  const admin = await registerTrialAdmin(t.app);
  const articleId = await createArticle(t.app, admin.token, { title: 'Settings', content });
  return { ...admin, articleId };
}

function smartEdit(token: string | null, articleId: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/help-articles/${articleId}/smart-edit`,
    headers: token ? bearer(token) : {},
    payload: body,
  });
}

async function contentOf(token: string, articleId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/help-articles/${articleId}`,
    headers: bearer(token),
  });
  return (res.json() as { content: string }).content;
}

describe('POST /v1/help-articles/:id/smart-edit', () => {
  it('returns the edited markdown from the real openai client and leaves the article as it was', async () => {
    const writer = await writerWithArticle();
    ai.setMode({ kind: 'reply', answer: () => 'Open the **Preferences** page.' });
    const res = await smartEdit(writer.token, writer.articleId, {
      markdownText: 'Open the **Settings** page.',
      changeRequest: '  Say Preferences instead  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ editedMarkdown: 'Open the **Preferences** page.' });

    const sent = ai.last();
    expect(sent.body.model).toBe('stand-in-model');
    expect(ai.received.at(-1)?.authorization).toBe('Bearer stand-in-key');
    expect(sent.user).toContain('Open the **Settings** page.');
    expect(sent.user).toContain('Say Preferences instead');
    expect(sent.system).toContain('![Step 3](step3.png)');
    expect(await contentOf(writer.token, writer.articleId)).toBe(ORIGINAL);
  });

  it("writes in the organization's language, addressing style and formality", async () => {
    const writer = await registerTrialAdmin(t.app);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(writer.token),
      payload: { sourceLanguage: 'de', addressingStyle: 'PERSONAL', formality: 'FORMAL' },
    });
    expect(settings.statusCode).toBe(200);
    const articleId = await createArticle(t.app, writer.token, { content: 'Klicke auf Speichern.' });
    ai.setMode({ kind: 'reply', answer: () => 'Klicken Sie auf Speichern.' });
    const res = await smartEdit(writer.token, articleId, {
      markdownText: 'Klicke auf Speichern.',
      changeRequest: 'formal',
    });
    expect(res.json()).toEqual({ editedMarkdown: 'Klicken Sie auf Speichern.' });
    expect(ai.last().system).toContain('Write in German.');
    expect(ai.last().system).toContain('"Sie"');

    await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(writer.token),
      payload: { addressingStyle: 'IMPERSONAL', formality: 'INFORMAL' },
    });
    await smartEdit(writer.token, articleId, {
      markdownText: 'Klicke auf Speichern.',
      changeRequest: 'neutral',
    });
    expect(ai.last().system).toContain('Write impersonally');
    expect(ai.last().system).not.toContain('"Sie"');
  });

  it("removes a code fence the model put around its answer and keeps the selection's surrounding whitespace", async () => {
    const writer = await writerWithArticle();
    ai.setMode({ kind: 'reply', answer: () => '```markdown\n- one\n- two\n```' });
    const res = await smartEdit(writer.token, writer.articleId, {
      markdownText: '\nOne, two.\n\n',
      changeRequest: 'Make it a list',
    });
    expect(res.json()).toEqual({ editedMarkdown: '\n- one\n- two\n\n' });
  });

  it('answers an empty text when the model removes the passage (accepting it removes the selection)', async () => {
    const writer = await writerWithArticle();
    ai.setMode({ kind: 'reply', answer: () => '   ' });
    const res = await smartEdit(writer.token, writer.articleId, {
      markdownText: 'Drop me.',
      changeRequest: 'Remove it',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ editedMarkdown: '' });
  });

  it('refuses an empty instruction or an empty selection with 400', async () => {
    const writer = await writerWithArticle();
    const before = ai.received.length;
    const blank = await smartEdit(writer.token, writer.articleId, {
      markdownText: 'Text',
      changeRequest: '  \n ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'changeRequest' });
    const noText = await smartEdit(writer.token, writer.articleId, {
      markdownText: ' ',
      changeRequest: 'Shorter',
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json()).toMatchObject({ message: 'Please select text before using Smart Edit' });
    expect(ai.received.length).toBe(before);
  });

  it('answers 503 AI_UNAVAILABLE when the provider fails, and the article does not change', async () => {
    const writer = await writerWithArticle();
    ai.setMode({ kind: 'fail', status: 500 });
    const res = await smartEdit(writer.token, writer.articleId, {
      markdownText: 'Text',
      changeRequest: 'Shorter',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: AI_UNAVAILABLE_MESSAGE, code: 'AI_UNAVAILABLE' });
    expect(await contentOf(writer.token, writer.articleId)).toBe(ORIGINAL);
  });

  it('answers 503 AI_UNAVAILABLE when the provider does not answer in time', async () => {
    const writer = await writerWithArticle();
    ai.setMode({ kind: 'hang' });
    const started = Date.now();
    const res = await smartEdit(writer.token, writer.articleId, {
      markdownText: 'Text',
      changeRequest: 'Shorter',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'AI_UNAVAILABLE' });
    // AI_TIMEOUT_MS bounds the whole call, its retry included.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 503 AI_UNAVAILABLE rather than a cut-off text', async () => {
    const writer = await writerWithArticle();
    ai.setMode({ kind: 'reply', answer: () => 'Half of', finishReason: 'length' });
    const res = await smartEdit(writer.token, writer.articleId, {
      markdownText: 'Text',
      changeRequest: 'Longer',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'AI_UNAVAILABLE', message: expect.stringContaining('cut off') });
  });

  it("answers 404 for another organization's article and for an unknown one, and 401 without a session", async () => {
    const owner = await writerWithArticle();
    const stranger = await registerTrialAdmin(t.app);
    ai.setMode({ kind: 'reply', answer: () => 'leaked?' });
    const before = ai.received.length;
    const foreign = await smartEdit(stranger.token, owner.articleId, {
      markdownText: 'x',
      changeRequest: 'y',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
    const unknown = await smartEdit(stranger.token, crypto.randomUUID(), {
      markdownText: 'x',
      changeRequest: 'y',
    });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await smartEdit(null, owner.articleId, { markdownText: 'x', changeRequest: 'y' });
    expect(anonymous.statusCode).toBe(401);
    expect(ai.received.length).toBe(before);
  });

  it('answers 403 FEATURE_NOT_AVAILABLE on a plan without AI smart edit', async () => {
    const writer = await writerWithArticle();
    await buyPlan(t.app, writer.token, 'prod_starter');
    const before = ai.received.length;
    const res = await smartEdit(writer.token, writer.articleId, {
      markdownText: 'Text',
      changeRequest: 'Shorter',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FEATURE_NOT_AVAILABLE',
      feature: 'AI_EDITING',
      hasAccess: false,
      upgradeMessage: expect.any(String),
    });
    expect(ai.received.length).toBe(before);
  });

  it('answers 403 NO_SUBSCRIPTION before a plan is chosen', async () => {
    const admin = await registerCompanyAdmin(t.app);
    const res = await smartEdit(admin.token, crypto.randomUUID(), {
      markdownText: 'Text',
      changeRequest: 'Shorter',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });
});

describe('smart edit on a server without AI', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers 503 AI_NOT_CONFIGURED with a clear message', async () => {
    const writer = await registerTrialAdmin(bare.app);
    const articleId = await createArticle(bare.app, writer.token);
    const res = await bare.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/smart-edit`,
      headers: bearer(writer.token),
      payload: { markdownText: 'Text', changeRequest: 'Shorter' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: AI_NOT_CONFIGURED_MESSAGE, code: 'AI_NOT_CONFIGURED' });
  });
});
