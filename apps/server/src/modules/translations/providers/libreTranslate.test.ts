import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/app';
import { createArticle, registerTrialAdmin } from '../../../../test/factories';
import {
  type LibreTranslateStandIn,
  startLibreTranslateStandIn,
  tagWithTarget,
} from '../../../../test/libreTranslateStandIn';
import { libreTranslateProvider } from './libreTranslate';
import { type TranslationRequest, TranslationTooLongError, TranslationUnavailableError } from './types';

/**
 * LibreTranslate through its HTTP API, against a stand-in that answers as a self-hosted server
 * does: the pieces of an article in one call with the API key, the pairs it knows asked before a
 * language is added, outages as errors the job retries, and a whole job run through the app.
 */

let standIn: LibreTranslateStandIn;
const API_KEY = 'libre-key';

beforeAll(async () => {
  standIn = await startLibreTranslateStandIn({
    apiKey: API_KEY,
    languages: [
      { code: 'en', name: 'English', targets: ['de', 'fr'] },
      { code: 'de', name: 'German', targets: ['en'] },
      { code: 'fr', name: 'French', targets: ['en'] },
    ],
  });
});
afterAll(() => standIn?.close());
beforeEach(() => standIn.setMode({ kind: 'reply', translate: tagWithTarget }));

const request = (texts: string[]): TranslationRequest => ({
  texts,
  source: 'en',
  target: 'de',
  glossary: [],
  style: { addressingStyle: 'PERSONAL', formality: 'FORMAL' },
});
const provider = () => libreTranslateProvider({ url: standIn.url, apiKey: API_KEY });

describe('the LibreTranslate provider', () => {
  it('translates several pieces in one call with the API key, every marker kept', async () => {
    const before = standIn.translations().length;
    const texts = ['Open **Billing** and click [New invoice⟦1⟧.', 'Enter the ⟦1⟧ and ⟦2⟧.', 'Save'];
    expect(await provider().translate(request(texts))).toEqual(texts.map((text) => `DE ${text}`));
    const sent = standIn.translations().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      contentType: 'application/json',
      body: { q: texts, source: 'en', target: 'de', format: 'text', api_key: API_KEY },
    });
  });

  it('is refused without the server’s API key, as an outage the job retries', async () => {
    const keyless = libreTranslateProvider({ url: standIn.url });
    await expect(keyless.translate(request(['Hello']))).rejects.toThrow(TranslationUnavailableError);
    await expect(keyless.translate(request(['Hello']))).rejects.toThrow(/403: Invalid API key/);
  });

  it('names the pairs the server cannot translate', async () => {
    const libre = provider();
    expect(await libre.unsupportedPair('en', 'de')).toBeNull();
    expect(await libre.unsupportedPair('en', 'tr')).toBe(
      'The LibreTranslate server does not translate English into Turkish.',
    );
    expect(await libre.unsupportedPair('tr', 'en')).toMatch(/does not translate Turkish into English/);
    // The list is asked once.
    const listed = standIn.received.filter((row) => row.path === '/languages').length;
    await libre.unsupportedPair('en', 'fr');
    expect(standIn.received.filter((row) => row.path === '/languages').length).toBe(listed);
  });

  it('takes any pair of an older release’s languages (no `targets` in its list)', async () => {
    const old = await startLibreTranslateStandIn({
      languages: [
        { code: 'en', name: 'English' },
        { code: 'it', name: 'Italian' },
      ],
    });
    try {
      const libre = libreTranslateProvider({ url: old.url });
      expect(await libre.unsupportedPair('en', 'it')).toBeNull();
      expect(await libre.unsupportedPair('en', 'nl')).toMatch(/English into Dutch/);
    } finally {
      await old.close();
    }
  });

  it('reports an outage (down, 5xx, 429, no answer in time) as TranslationUnavailableError', async () => {
    const gone = await startLibreTranslateStandIn();
    const url = gone.url;
    await gone.close();
    const down = libreTranslateProvider({ url });
    await expect(down.translate(request(['Hello']))).rejects.toThrow(TranslationUnavailableError);
    await expect(down.unsupportedPair('en', 'de')).rejects.toThrow(TranslationUnavailableError);

    for (const status of [500, 503, 429] as const) {
      standIn.setMode({ kind: 'fail', status });
      await expect(provider().translate(request(['Hello']))).rejects.toThrow(TranslationUnavailableError);
    }
    standIn.setMode({ kind: 'hang' });
    const slow = libreTranslateProvider({ url: standIn.url, apiKey: API_KEY, timeoutMs: 200 });
    await expect(slow.translate(request(['Hello']))).rejects.toThrow(TranslationUnavailableError);
  });

  it('sends smaller calls to a server with a lower character limit; one piece over it is too long', async () => {
    const limited = await startLibreTranslateStandIn({ charLimit: 30 });
    try {
      const libre = libreTranslateProvider({ url: limited.url });
      const texts = ['First sentence here.', 'Second sentence here.', 'Third one.'];
      expect(await libre.translate(request(texts))).toEqual(texts.map((text) => `DE ${text}`));
      const accepted = limited.translations().filter((row) => Array.isArray(row.body.q));
      expect(accepted.map((row) => row.body.q)).toContainEqual(['Third one.']);
      await expect(libre.translate(request(['x'.repeat(31)]))).rejects.toThrow(TranslationTooLongError);
    } finally {
      await limited.close();
    }
  });
});

describe('translation through LibreTranslate in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        TRANSLATION_PROVIDER: 'libretranslate',
        LIBRETRANSLATE_URL: `${standIn.url}/`,
        LIBRETRANSLATE_API_KEY: API_KEY,
      },
    });
  });
  afterAll(() => t?.close());
  const add = (token: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/organization/settings/translation-languages/add',
      headers: bearer(token),
      payload: { language },
    });

  it('refuses a language the server cannot translate into, before any job is queued', async () => {
    const admin = await registerTrialAdmin(t.app);
    await createArticle(t.app, admin.token, { title: 'Hello', content: 'Hello there.' });
    const refused = await add(admin.token, 'tr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'LANGUAGE_PAIR_UNSUPPORTED',
      message: 'The LibreTranslate server does not translate English into Turkish.',
    });
    const jobs = await t.app.inject({
      method: 'GET',
      url: '/v1/organization/translation-jobs',
      headers: bearer(admin.token),
    });
    expect(jobs.json().translationJobs).toEqual([]);
  });

  it('translates an article into an added language, markdown intact', async () => {
    const admin = await registerTrialAdmin(t.app);
    const content = [
      '# Send an invoice',
      '',
      'Open **Billing** and click [New invoice](https://app.example.com/new).',
      '',
      '![Step 1](step1.png)',
      '',
      '| Field | Value |',
      '| --- | --- |',
      '| Amount | `42` |',
      '',
      '```',
      'curl https://api.example.com',
      '```',
    ].join('\n');
    const id = await createArticle(t.app, admin.token, { title: 'Send an invoice', content });
    expect((await add(admin.token, 'de')).statusCode).toBe(200);
    await t.jobs.runUntilIdle();

    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${id}/translations`,
      headers: bearer(admin.token),
    });
    const german = res.json().translations.find((row: { language: string }) => row.language === 'de');
    expect(german).toMatchObject({
      title: 'DE Send an invoice',
      content: [
        '# DE Send an invoice',
        '',
        'DE Open **Billing** and click [New invoice](https://app.example.com/new).',
        '',
        '![Step 1](step1.png)',
        '',
        '| DE Field | DE Value |',
        '| --- | --- |',
        '| DE Amount | `42` |',
        '',
        '```',
        'curl https://api.example.com',
        '```',
      ].join('\n'),
    });
    expect(res.json().translationJobs[0]).toMatchObject({ targetLanguage: 'de', failureReason: null });
  });
});
