import { type ArticleTranslations, translationJobStatus, ZArticleTranslations } from '@support/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { createArticle, registerTrialAdmin } from '../../../test/factories';

/**
 * The life of a translation (issue 15): a language is added, every article is translated through
 * the AI stand-in; an edit puts the translation on hold until the new one is done; an outage or a
 * broken answer fails with a reason and keeps the previous translation; an edited translation is
 * only marked stale; a removed language is hidden and comes back at once.
 */

let t: TestApp;
let ai: AiStandIn;

/** The pieces of one translation call, as the provider sent them. */
const textsOf = (request: ChatRequest): string[] =>
  (
    JSON.parse(request.messages.find((message) => message.role === 'user')?.content ?? '{}') as {
      texts: string[];
    }
  ).texts;
/** A "translation" anyone can check: each piece tagged, every marker kept. */
const toGerman = (request: ChatRequest) =>
  JSON.stringify({ texts: textsOf(request).map((text) => `DE ${text}`) });

beforeAll(async () => {
  ai = await startAiStandIn({ kind: 'reply', answer: toGerman });
  t = await createTestApp({ env: aiEnv(ai) });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});
beforeEach(() => ai.setMode({ kind: 'reply', answer: toGerman }));

const SOURCE = `# Send an invoice

Open **Billing** and click [New invoice](https://app.example.com/new).

![Step 1](step1.png)

- Enter the \`Amount\`.
- Press Save.`;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}
const translationsOf = async (token: string, id: string): Promise<ArticleTranslations> => {
  const res = await call('GET', `/help-articles/${id}/translations`, token);
  expect(res.statusCode).toBe(200);
  return ZArticleTranslations.parse(res.json());
};
const statusOf = async (token: string, id: string, language = 'de') => {
  const job = (await translationsOf(token, id)).translationJobs.find(
    (row) => row.targetLanguage === language,
  );
  return job ? translationJobStatus(job) : null;
};
const germanOf = async (token: string, id: string) =>
  (await translationsOf(token, id)).translations.find((row) => row.language === 'de');
const addGerman = (token: string) =>
  call('POST', '/organization/settings/translation-languages/add', token, { language: 'de' });

describe('translations', () => {
  it('translate every article into an added language, keeping every image, link and code', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Send an invoice', content: SOURCE });
    expect((await addGerman(admin.token)).statusCode).toBe(200);
    expect(await statusOf(admin.token, id)).toBe('WAITING');

    await t.jobs.runUntilIdle();
    expect(await statusOf(admin.token, id)).toBe('SUCCESS');
    const german = await germanOf(admin.token, id);
    expect(german?.title).toBe('DE Send an invoice');
    expect(german?.content).toBe(`# DE Send an invoice

DE Open **Billing** and click [New invoice](https://app.example.com/new).

![Step 1](step1.png)

- DE Enter the \`Amount\`.
- DE Press Save.`);
    // The organization's list shows the job with the article's title.
    const jobs = (await call('GET', '/organization/translation-jobs', admin.token)).json().translationJobs;
    expect(jobs).toMatchObject([
      { targetLanguage: 'de', articleVersion: { knowledgeBaseArticle: { title: 'Send an invoice' } } },
    ]);

    // A new article is translated as soon as it is written.
    const second = await createArticle(t.app, admin.token, { title: 'Second', content: 'Hello there.' });
    await t.jobs.runUntilIdle();
    expect((await germanOf(admin.token, second))?.content).toBe('DE Hello there.');
  });

  it('go on hold when the source changes, send only the changed pieces, and come back', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Send an invoice', content: SOURCE });
    await addGerman(admin.token);
    await t.jobs.runUntilIdle();

    const edited = SOURCE.replace('- Press Save.', '- Press Save and close.');
    expect((await call('PUT', `/help-articles/${id}`, admin.token, { content: edited })).statusCode).toBe(
      200,
    );
    // On hold, the previous translation still shown.
    expect(await statusOf(admin.token, id)).toBe('IDLE');
    expect((await germanOf(admin.token, id))?.content).toContain('- DE Press Save.');

    const before = ai.received.length;
    await t.jobs.runUntilIdle();
    expect(await statusOf(admin.token, id)).toBe('SUCCESS');
    expect((await germanOf(admin.token, id))?.content).toContain('- DE Press Save and close.');
    // One call, with the one changed line only: the rest came from the cache.
    expect(ai.received.length).toBe(before + 1);
    expect(textsOf(ai.received.at(-1)!.body)).toEqual(['Press Save and close.']);
  });

  it('fail with SERVICE_UNAVAILABLE after retrying an outage, and keep the previous translation', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Outage', content: 'First text.' });
    await addGerman(admin.token);
    await t.jobs.runUntilIdle();

    ai.setMode({ kind: 'fail', status: 503 });
    await call('PUT', `/help-articles/${id}`, admin.token, { content: 'Second text.' });
    const calls = ai.received.length;
    await drainJobs(t);
    const job = (await translationsOf(admin.token, id)).translationJobs[0]!;
    expect(job.failureReason).toBe('SERVICE_UNAVAILABLE');
    expect(translationJobStatus(job)).toBe('FAILED');
    // Each of the queue's four attempts asked (with the client's one retry each).
    expect(ai.received.length - calls).toBeGreaterThanOrEqual(4);
    expect((await germanOf(admin.token, id))?.content).toBe('DE First text.');

    // Retry once the service is back.
    ai.setMode({ kind: 'reply', answer: toGerman });
    expect((await call('POST', `/help-articles/${id}/translations/de/retry`, admin.token)).statusCode).toBe(
      202,
    );
    await t.jobs.runUntilIdle();
    expect(await statusOf(admin.token, id)).toBe('SUCCESS');
    expect((await germanOf(admin.token, id))?.content).toBe('DE Second text.');
  });

  it('refuse an answer that drops an image: asked twice, then CRITICAL_ERROR, nothing saved', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, {
      title: 'Images',
      content: 'Click here ![Step 1](step1.png) now.',
    });
    ai.setMode({
      kind: 'reply',
      answer: (request) =>
        JSON.stringify({ texts: textsOf(request).map((text) => `DE ${text.replace(/⟦\d+⟧/g, '')}`) }),
    });
    const calls = ai.received.length;
    await addGerman(admin.token);
    await drainJobs(t);
    expect((await translationsOf(admin.token, id)).translationJobs[0]?.failureReason).toBe('CRITICAL_ERROR');
    expect(ai.received.length - calls).toBe(2);
    expect(await germanOf(admin.token, id)).toBeUndefined();
  });

  it('leave an edited translation alone and mark it stale; a removed language is hidden and returns at once', async () => {
    const admin = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Lock', content: 'Original.' });
    await addGerman(admin.token);
    await t.jobs.runUntilIdle();
    const edit = await call('PUT', `/help-articles/${id}/translations/de`, admin.token, {
      title: 'Sperre',
      content: 'Von Hand.',
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ state: 'EDITED', staleSince: null });

    await call('PUT', `/help-articles/${id}`, admin.token, { content: 'Changed.' });
    await t.jobs.runUntilIdle();
    const german = await germanOf(admin.token, id);
    expect(german).toMatchObject({ content: 'Von Hand.', state: 'EDITED' });
    expect(german?.staleSince).not.toBeNull();

    // Removed: hidden, and no run waits for it.
    expect(
      (
        await call('DELETE', '/organization/settings/translation-languages/remove', admin.token, {
          language: 'de',
        })
      ).statusCode,
    ).toBe(200);
    const hidden = await translationsOf(admin.token, id);
    expect(hidden).toMatchObject({ enabledLanguages: [], translations: [], translationJobs: [] });
    // Added again: the kept translation is there at once.
    const calls = ai.received.length;
    await addGerman(admin.token);
    expect((await germanOf(admin.token, id))?.content).toBe('Von Hand.');
    await t.jobs.runUntilIdle();
    expect(ai.received.length).toBe(calls);
  });

  it('give the glossary terms that occur in the article to the translator', async () => {
    const admin = await registerTrialAdmin(t.app);
    const entry = await call('POST', '/glossary/entries', admin.token, {
      term: 'Workspace',
      definition: 'Where a team keeps its articles.',
      negative: 'Space',
    });
    expect(entry.statusCode).toBe(201);
    await createArticle(t.app, admin.token, { title: 'Invite', content: 'Open your Workspace settings.' });
    await addGerman(admin.token);
    await t.jobs.runUntilIdle();
    const system = ai.last().system;
    expect(system).toContain('"Workspace": Where a team keeps its articles.');
    expect(system).toContain('German');
  });

  it('are reachable by their own organization only', async () => {
    const admin = await registerTrialAdmin(t.app);
    const other = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Private', content: 'Mine.' });
    await addGerman(admin.token);
    await addGerman(other.token);
    for (const [method, url, payload] of [
      ['GET', `/help-articles/${id}/translations`, undefined],
      ['PUT', `/help-articles/${id}/translations/de`, { title: 'X', content: 'Y' }],
      ['POST', `/help-articles/${id}/translations/de/retry`, undefined],
    ] as const) {
      const res = await call(method, url, other.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBeTruthy();
    }
    await t.jobs.runUntilIdle();
    expect((await call('GET', '/organization/translation-jobs', other.token)).json().translationJobs).toEqual(
      [],
    );
  });
});

describe('without a translation service', () => {
  it('adds a language all the same, and refuses to translate one, saying what to configure', async () => {
    const bare = await createTestApp();
    try {
      const admin = await registerTrialAdmin(bare.app);
      const id = await createArticle(bare.app, admin.token, { title: 'By hand', content: 'Text.' });
      const add = (language: string) =>
        bare.app.inject({
          method: 'POST',
          url: '/v1/organization/settings/translation-languages/add',
          headers: bearer(admin.token),
          payload: { language },
        });
      expect((await add('de')).statusCode).toBe(200);
      const res = await bare.app.inject({
        method: 'POST',
        url: `/v1/help-articles/${id}/translations/de/retry`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'TRANSLATION_NOT_CONFIGURED' });
      expect(res.json().message).toContain('TRANSLATION_PROVIDER');
    } finally {
      await bare.close();
    }
  });
});
