import {
  AI_NOT_CONFIGURED_MESSAGE,
  AI_UNAVAILABLE_MESSAGE,
  ZGenerateDefinitionResponse,
} from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, registerTrialAdmin } from '../../../test/factories';

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

const generate = (app: TestApp, token: string, term: unknown) =>
  app.app.inject({
    method: 'POST',
    url: '/v1/glossary/generate-definition',
    headers: bearer(token),
    payload: { term },
  });

describe('POST /v1/glossary/generate-definition', () => {
  it("writes a definition from the organization's own uses of the term and returns those articles", async () => {
    const admin = await registerTrialAdmin(t.app);
    const using = await createArticle(t.app, admin.token, {
      title: 'Invite your team',
      content: `${'Intro text. '.repeat(20)}Open the **Workspace** settings and choose [Members](https://example.com).\n\n![Step 1](step1.png)`,
    });
    await createArticle(t.app, admin.token, { title: 'Billing', content: 'Pay by card.' });
    // "Workspaces" is another word: not a use of "Workspace".
    await createArticle(t.app, admin.token, { title: 'Other', content: 'Many Workspaces here.' });
    const stranger = await registerTrialAdmin(t.app);
    await createArticle(t.app, stranger.token, { title: 'Their workspace', content: 'workspace' });
    ai.setMode({
      kind: 'reply',
      answer: () => '"Workspace: The shared area where a team keeps its articles and members."',
    });

    const res = await generate(t, admin.token, '  workspace ');
    expect(res.statusCode).toBe(200);
    const body = ZGenerateDefinitionResponse.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.definition).toBe('The shared area where a team keeps its articles and members.');
    expect(body.searchResults).toHaveLength(1);
    expect(body.searchResults[0]).toMatchObject({ id: using, title: 'Invite your team' });
    const snippet = body.searchResults[0]!.snippet;
    expect(snippet).toContain('Open the Workspace settings and choose Members.');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).not.toContain('step1.png');
    expect(snippet.length).toBeLessThan(200);

    const sent = ai.last();
    expect(sent.user).toContain('Term: workspace');
    expect(sent.user).toContain('Invite your team: …');
    expect(sent.user).not.toContain('Their workspace');
    expect(sent.system).toContain('Write in English.');
  });

  it("writes in the organization's language and answers no articles when none uses the term", async () => {
    const admin = await registerTrialAdmin(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(admin.token),
      payload: { sourceLanguage: 'de', addressingStyle: 'PERSONAL', formality: 'FORMAL' },
    });
    ai.setMode({ kind: 'reply', answer: () => 'Ein gemeinsamer Bereich des Teams.' });
    const res = await generate(t, admin.token, 'Arbeitsbereich');
    expect(res.json()).toEqual({
      success: true,
      definition: 'Ein gemeinsamer Bereich des Teams.',
      searchResults: [],
    });
    expect(ai.last().system).toContain('Write in German.');
    expect(ai.last().user).toBe('Term: Arbeitsbereich');
  });

  it('refuses an empty term with 400 and asks nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    const before = ai.received.length;
    const res = await generate(t, admin.token, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'term',
      message: 'Please enter a term',
    });
    expect(ai.received.length).toBe(before);
  });

  it('answers 503 AI_UNAVAILABLE when the provider fails or answers nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    ai.setMode({ kind: 'fail', status: 500 });
    const failed = await generate(t, admin.token, 'Workspace');
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ message: AI_UNAVAILABLE_MESSAGE, code: 'AI_UNAVAILABLE' });
    ai.setMode({ kind: 'reply', answer: () => '  ""  ' });
    const empty = await generate(t, admin.token, 'Workspace');
    expect(empty.statusCode).toBe(503);
    expect(empty.json()).toMatchObject({ code: 'AI_UNAVAILABLE' });
  });

  it('needs the GLOSSARY feature, and is limited per user and minute', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_starter');
    const before = ai.received.length;
    for (let i = 0; i < 30; i++) {
      const res = await generate(t, admin.token, 'Workspace');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FEATURE_NOT_AVAILABLE', feature: 'GLOSSARY' });
    }
    const limited = await generate(t, admin.token, 'Workspace');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(ai.received.length).toBe(before);
  });
});

describe('generate-definition on a server without AI', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare?.close());

  it('answers 503 AI_NOT_CONFIGURED with a clear message', async () => {
    const admin = await registerTrialAdmin(bare.app);
    const res = await generate(bare, admin.token, 'Workspace');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: AI_NOT_CONFIGURED_MESSAGE, code: 'AI_NOT_CONFIGURED' });
  });
});
