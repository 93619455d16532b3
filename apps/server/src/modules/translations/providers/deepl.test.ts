import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/app';
import { type DeepLStandIn, startDeepLStandIn, tagWithTarget } from '../../../../test/deeplStandIn';
import { createArticle, registerTrialAdmin } from '../../../../test/factories';
import type { GlossaryHint } from '../../glossary';
import { deeplProvider } from './deepl';
import { GLOSSARY_PREFIX } from './deeplGlossaries';
import { type TranslationRequest, TranslationUnavailableError } from './types';

/**
 * DeepL through deepl-node against a stand-in of the DeepL API v2: what the official client sends
 * (key, form fields, XML tags for the markers, formality), the organization's glossary as a DeepL
 * glossary made once and found again, the pairs DeepL cannot translate, and outages.
 */

let standIn: DeepLStandIn;
beforeAll(async () => {
  standIn = await startDeepLStandIn();
});
afterAll(() => standIn?.close());
beforeEach(() => standIn.setMode({ kind: 'reply', translate: tagWithTarget }));

const provider = (options: { maxGlossaries?: number; timeoutMs?: number } = {}) =>
  deeplProvider({ authKey: standIn.authKey, serverUrl: standIn.url, ...options });
const request = (texts: string[], extra: Partial<TranslationRequest> = {}): TranslationRequest => ({
  texts,
  source: 'en',
  target: 'de',
  glossary: [],
  style: { addressingStyle: 'PERSONAL', formality: 'FORMAL' },
  ...extra,
});
const hint = (term: string, avoid: string[] = []): GlossaryHint => ({
  term,
  definition: term,
  avoid,
  example: null,
});
const translations = () => standIn.calls('POST', '/v2/translate');
const created = () => standIn.calls('POST', '/v2/glossaries');

describe('the DeepL provider', () => {
  it('sends the pieces in one form request with the key, markers as XML tags that come back as markers', async () => {
    const before = translations().length;
    const texts = ['Open **Billing** and click ⟦1⟧ then ⟦2⟧.', 'Costs < 5 & more', 'Save'];
    expect(await provider().translate(request(texts))).toEqual(texts.map((text) => `DE ${text}`));

    const [sent, ...more] = translations().slice(before);
    expect(more).toEqual([]);
    expect(sent!.headers.authorization).toBe(`DeepL-Auth-Key ${standIn.authKey}`);
    expect(sent!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent!.headers['user-agent']).toMatch(/^deepl-node\/1\.\d+/);
    expect(sent!.params).toMatchObject({
      source_lang: 'en',
      target_lang: 'de',
      tag_handling: 'xml',
      preserve_formatting: '1',
      text: ['Open **Billing** and click <m i="1"/> then <m i="2"/>.', 'Costs &lt; 5 &amp; more', 'Save'],
    });
  });

  it('keeps the markers where DeepL moves them or writes the tag out in full', async () => {
    standIn.setMode({
      kind: 'reply',
      translate: (text) =>
        `Klicken Sie ${text.replace(/<m i="(\d+)"\/>/g, '<m i="$1"></m>').replace(/^Click /, '')}`,
    });
    expect(await provider().translate(request(['Click ⟦1⟧ and ⟦2⟧']))).toEqual(['Klicken Sie ⟦1⟧ and ⟦2⟧']);
  });

  it('asks for the formal or informal form where the target language has one', async () => {
    const deepl = provider();
    await deepl.translate(request(['Save your work']));
    expect(translations().at(-1)!.params.formality).toBe('prefer_more');
    await deepl.translate(
      request(['Save your work'], { style: { addressingStyle: 'PERSONAL', formality: 'INFORMAL' } }),
    );
    expect(translations().at(-1)!.params.formality).toBe('prefer_less');
    // English has no such form, and DeepL's English target is a variant.
    await deepl.translate(request(['Speichern'], { source: 'de', target: 'en' }));
    expect(translations().at(-1)!.params).toMatchObject({ target_lang: 'en-US', source_lang: 'de' });
    expect(translations().at(-1)!.params.formality).toBeUndefined();
  });

  it('sends more than 50 pieces in requests of 50', async () => {
    const before = translations().length;
    const texts = Array.from({ length: 120 }, (_, index) => `Step ${index + 1}`);
    expect(await provider().translate(request(texts))).toEqual(texts.map((text) => `DE ${text}`));
    expect(
      translations()
        .slice(before)
        .map((sent) => [sent.params.text].flat().length),
    ).toEqual([50, 50, 20]);
  });

  it('keeps the glossary’s terms with one DeepL glossary per entry set, made once and found again after a restart', async () => {
    const before = created().length;
    const glossary = [hint('Workspace', ['Space'])];
    const deepl = provider();
    expect(await deepl.translate(request(['Open the Space, then the Workspace.'], { glossary }))).toEqual([
      'DE Open the Workspace, then the Workspace.',
    ]);
    expect(created().length).toBe(before + 1);
    const made = [...standIn.glossaries.values()].find(
      (row) => row.glossary_id === translations().at(-1)!.params.glossary_id,
    );
    expect(made).toMatchObject({ source_lang: 'en', target_lang: 'de' });
    expect(made!.name.startsWith(GLOSSARY_PREFIX)).toBe(true);
    expect(made!.entries).toEqual([
      ['Workspace', 'Workspace'],
      ['Space', 'Workspace'],
    ]);

    // The same entries again, and after a restart: the same glossary, not a new one.
    await deepl.translate(request(['The Space.'], { glossary }));
    await provider().translate(request(['The Space.'], { glossary }));
    expect(created().length).toBe(before + 1);
    expect(translations().at(-1)!.params.glossary_id).toBe(made!.glossary_id);

    // Turkish has no DeepL glossaries: translated without one.
    await deepl.translate(request(['The Space.'], { target: 'tr', glossary }));
    expect(translations().at(-1)!.params.glossary_id).toBeUndefined();
  });

  it('removes the least recently used glossaries beyond the limit, and makes one again that another server deleted', async () => {
    const deepl = provider({ maxGlossaries: 2 });
    const ours = () => [...standIn.glossaries.values()].filter((row) => row.name.startsWith(GLOSSARY_PREFIX));
    for (const term of ['Alpha', 'Beta', 'Gamma'])
      await deepl.translate(request([`Use ${term}`], { glossary: [hint(term)] }));
    expect(
      ours()
        .map((row) => row.entries[0]![0])
        .sort(),
    ).toEqual(['Beta', 'Gamma']);

    const gamma = ours().find((row) => row.entries[0]![0] === 'Gamma')!;
    standIn.glossaries.delete(gamma.glossary_id);
    expect(await deepl.translate(request(['Use Gamma'], { glossary: [hint('Gamma')] }))).toEqual([
      'DE Use Gamma',
    ]);
    const remade = ours().find((row) => row.entries[0]![0] === 'Gamma');
    expect(remade?.glossary_id).not.toBe(gamma.glossary_id);
    expect(translations().at(-1)!.params.glossary_id).toBe(remade?.glossary_id);
  });

  it('names the pairs DeepL cannot translate, asking for the language lists once', async () => {
    const limited = await startDeepLStandIn({
      sources: [{ language: 'EN', name: 'English' }],
      targets: [{ language: 'DE', name: 'German', supports_formality: true }],
    });
    try {
      const deepl = deeplProvider({ authKey: limited.authKey, serverUrl: limited.url });
      expect(await deepl.unsupportedPair('en', 'de')).toBeNull();
      expect(await deepl.unsupportedPair('en', 'tr')).toBe('DeepL does not translate English into Turkish.');
      expect(await deepl.unsupportedPair('de', 'en')).toBe('DeepL does not translate German into English.');
      expect(
        limited
          .calls('GET', '/v2/languages')
          .map((call) => call.params.type ?? 'source')
          .sort(),
      ).toEqual(['source', 'target']);
    } finally {
      await limited.close();
    }
  });

  it('reports an outage, rate limit, spent quota, wrong key or no answer as TranslationUnavailableError', async () => {
    const gone = await startDeepLStandIn();
    await gone.close();
    const down = deeplProvider({ authKey: gone.authKey, serverUrl: gone.url });
    await expect(down.translate(request(['Hello']))).rejects.toThrow(TranslationUnavailableError);
    await expect(down.unsupportedPair('en', 'de')).rejects.toThrow(TranslationUnavailableError);

    const deepl = provider();
    await deepl.unsupportedPair('en', 'de');
    for (const status of [503, 429, 456] as const) {
      standIn.setMode({ kind: 'fail', status });
      await expect(deepl.translate(request(['Hello']))).rejects.toThrow(TranslationUnavailableError);
    }
    standIn.setMode({ kind: 'reply', translate: tagWithTarget });
    const wrongKey = deeplProvider({ authKey: 'not-the-key', serverUrl: standIn.url });
    await expect(wrongKey.translate(request(['Hello']))).rejects.toThrow(/Authorization failure/);

    const slow = provider({ timeoutMs: 200 });
    await slow.unsupportedPair('en', 'de');
    standIn.setMode({ kind: 'hang' });
    await expect(slow.translate(request(['Hello']))).rejects.toThrow(TranslationUnavailableError);
  });
});

describe('translation through DeepL in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRANSLATION_PROVIDER: 'deepl', DEEPL_AUTH_KEY: standIn.authKey, DEEPL_SERVER_URL: standIn.url },
    });
  });
  afterAll(() => t?.close());
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('translates an article with the organization’s glossary and its tone (informal by default)', async () => {
    const admin = await registerTrialAdmin(t.app);
    const entry = await call('POST', '/glossary/entries', admin.token, {
      term: 'Workspace',
      definition: 'Where a team keeps its articles.',
      negative: 'Space',
    });
    expect(entry.statusCode).toBe(201);
    const id = await createArticle(t.app, admin.token, {
      title: 'Invite a colleague',
      content: '## Invite\n\n1. Open your Space settings.\n2. Click ![Step 1](step1.png) **Invite**.',
    });
    const before = translations().length;
    expect(
      (
        await call('POST', '/organization/settings/translation-languages/add', admin.token, {
          language: 'de',
        })
      ).statusCode,
    ).toBe(200);
    await t.jobs.runUntilIdle();

    const res = await call('GET', `/help-articles/${id}/translations`, admin.token);
    expect(res.json().translations).toMatchObject([
      {
        language: 'de',
        title: 'DE Invite a colleague',
        content:
          '## DE Invite\n\n1. DE Open your Workspace settings.\n2. DE Click ![Step 1](step1.png) **Invite**.',
      },
    ]);
    const sent = translations().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ formality: 'prefer_less', target_lang: 'de' });
    expect(standIn.glossaries.get(sent[0]!.params.glossary_id as string)?.entries).toEqual([
      ['Workspace', 'Workspace'],
      ['Space', 'Workspace'],
    ]);
  });
});
