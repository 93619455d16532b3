import { type ArticleTranslation, ZArticleTranslation, ZArticleTranslations } from '@support/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { buyPlan, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * Translations written by hand (issue 47): without a translation service a language can still be
 * added; each article's translation starts as a copy of its source, not translated yet and never
 * shown to readers, and is written in the editor. With a service, a person's edit of a machine
 * translation is kept when the source changes, and the new machine version waits to be accepted.
 */

type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

function caller(t: TestApp, user: RegisteredUser): Call {
  return (method, url, payload) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(user.token), ...(payload ? { payload } : {}) });
}

async function germanOf(call: Call, id: string): Promise<ArticleTranslation | undefined> {
  const res = await call('GET', `/help-articles/${id}/translations`);
  expect(res.statusCode).toBe(200);
  return ZArticleTranslations.parse(res.json()).translations.find((row) => row.language === 'de');
}

/** A published help center with the articles in one group; returns its address. */
async function publishCenter(call: Call, ids: string[]): Promise<string> {
  const center = (await call('POST', '/help-centers', { name: 'Acme Help' })).json();
  await call('POST', `/help-centers/${center.id}/publish`);
  const group = (
    await call('POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Billing' })
  ).json().id;
  for (const id of ids) {
    await call('POST', `/help-articles/${id}/publish`);
    await call('POST', `/public-groups/groups/${group}/articles/${id}`);
  }
  return `/docs/${center.slug}`;
}

describe('without a translation service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('add a language whose translations start as copies, are written by hand and then read in it', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    const call = caller(t, admin);
    const id = await createArticle(t.app, admin.token, {
      title: 'Send an invoice',
      content: 'Open Billing.',
    });
    const other = await createArticle(t.app, admin.token, { title: 'Refunds', content: 'Open Refunds.' });
    const base = await publishCenter(call, [id, other]);

    const added = await call('POST', '/organization/settings/translation-languages/add', { language: 'de' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().settings.translationLanguages).toEqual(['de']);
    await t.jobs.runUntilIdle();
    expect(await germanOf(call, id)).toMatchObject({
      title: 'Send an invoice',
      content: 'Open Billing.',
      state: 'NOT_TRANSLATED',
      machineVersion: null,
    });
    // Not translated yet: no reader sees the copy as German, and nothing was queued for a service.
    expect((await call('GET', '/organization/translation-jobs')).json().translationJobs).toEqual([]);
    const germanHome = await t.app.inject({ method: 'GET', url: `${base}/de-DE` });
    expect(germanHome.body).not.toContain('Send an invoice');
    const { sharingId } = (await call('GET', `/help-articles/${id}`)).json();
    const sharedInGerman = () => t.app.inject({ method: 'GET', url: `/shared/${sharingId}?lang=de` });
    expect((await sharedInGerman()).body).toContain('<html lang="en">');
    const list = (await call('GET', '/help-articles')).json().articles;
    expect(list.find((row: { id: string }) => row.id === id).translatedLanguages ?? []).not.toContain('de');

    // Written by hand: edited, and the German site has it under its German title.
    const edit = await call('PUT', `/help-articles/${id}/translations/de`, {
      title: 'Eine Rechnung senden',
      content: 'Öffnen Sie **Abrechnung**.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(ZArticleTranslation.parse(edit.json())).toMatchObject({ state: 'EDITED', staleSince: null });
    const home = (await t.app.inject({ method: 'GET', url: `${base}/de-DE` })).body;
    const link = new RegExp(`<a href="(${base}/de-DE/articles/[a-z0-9-]+)">Eine Rechnung senden</a>`).exec(
      home,
    )?.[1];
    expect(link, home).toBeDefined();
    const page = (await t.app.inject({ method: 'GET', url: link! })).body;
    expect(page).toContain('<html lang="de-DE">');
    expect(page).toContain('Öffnen Sie <strong>Abrechnung</strong>.');
    expect(home).not.toContain('Refunds');
    expect((await sharedInGerman()).body).toContain('<html lang="de">');

    // The sources change: the written translation keeps its text and says the source moved on;
    // the copy nobody wrote yet follows its source.
    expect(
      (await call('PUT', `/help-articles/${id}`, { content: 'Open Billing, then Invoices.' })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/help-articles/${other}`, { content: 'Open Refunds, then New.' })).statusCode,
    ).toBe(200);
    await t.jobs.runUntilIdle();
    const kept = await germanOf(call, id);
    expect(kept).toMatchObject({
      content: 'Öffnen Sie **Abrechnung**.',
      state: 'EDITED',
      machineVersion: null,
    });
    expect(kept?.staleSince).not.toBeNull();
    expect(await germanOf(call, other)).toMatchObject({
      content: 'Open Refunds, then New.',
      state: 'NOT_TRANSLATED',
      staleSince: null,
    });
    // Saved again, it matches the source as it is now.
    const again = await call('PUT', `/help-articles/${id}/translations/de`, {
      title: 'Eine Rechnung senden',
      content: 'Öffnen Sie **Abrechnung**, dann **Rechnungen**.',
    });
    expect(again.json()).toMatchObject({ state: 'EDITED', staleSince: null });

    // A new article gets its copy at once; a machine translation cannot be asked for.
    const third = await createArticle(t.app, admin.token, { title: 'Taxes', content: 'Open Taxes.' });
    expect(await germanOf(call, third)).toMatchObject({ content: 'Open Taxes.', state: 'NOT_TRANSLATED' });
    const retry = await call('POST', `/help-articles/${third}/translations/de/retry`);
    expect(retry.statusCode).toBe(503);
    expect(retry.json()).toMatchObject({ code: 'TRANSLATION_NOT_CONFIGURED' });
    const accept = await call('POST', `/help-articles/${id}/translations/de/accept-machine`);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'NO_MACHINE_TRANSLATION', message: expect.any(String) });
  });

  it('refuse an edit that is too long or has no title, and a language not chosen', async () => {
    const admin = await registerTrialAdmin(t.app);
    const call = caller(t, admin);
    const id = await createArticle(t.app, admin.token, { title: 'Bounded', content: 'Text.' });
    await call('POST', '/organization/settings/translation-languages/add', { language: 'de' });
    const long = await call('PUT', `/help-articles/${id}/translations/de`, {
      title: 'Titel',
      content: 'x'.repeat(2_000_001),
    });
    expect([400, 413]).toContain(long.statusCode);
    expect(long.json().message).toBeTruthy();
    const untitled = await call('PUT', `/help-articles/${id}/translations/de`, {
      title: ' ',
      content: 'Text.',
    });
    expect(untitled.statusCode).toBe(400);
    const french = await call('PUT', `/help-articles/${id}/translations/fr`, {
      title: 'Titre',
      content: 'Texte.',
    });
    expect(french.statusCode).toBe(400);
    expect(french.json()).toMatchObject({ code: 'LANGUAGE_NOT_ENABLED' });
    expect((await germanOf(call, id))?.state).toBe('NOT_TRANSLATED');
  });

  it('keep each organization to its own translations', async () => {
    const admin = await registerTrialAdmin(t.app);
    const stranger = await registerTrialAdmin(t.app);
    const id = await createArticle(t.app, admin.token, { title: 'Private', content: 'Mine.' });
    await caller(t, admin)('POST', '/organization/settings/translation-languages/add', { language: 'de' });
    const theirs = caller(t, stranger);
    await theirs('POST', '/organization/settings/translation-languages/add', { language: 'de' });
    for (const [method, url, payload] of [
      ['GET', `/help-articles/${id}/translations`, undefined],
      ['PUT', `/help-articles/${id}/translations/de`, { title: 'X', content: 'Y' }],
      ['POST', `/help-articles/${id}/translations/de/accept-machine`, undefined],
    ] as const) {
      const res = await theirs(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their own article list has no copy of it either.
    expect((await theirs('GET', '/help-articles')).json().articles).toEqual([]);
    expect((await germanOf(caller(t, admin), id))?.content).toBe('Mine.');
  });
});

/** The pieces of one translation call, as the provider sent them. */
const textsOf = (request: ChatRequest): string[] =>
  (
    JSON.parse(request.messages.find((message) => message.role === 'user')?.content ?? '{}') as {
      texts: string[];
    }
  ).texts;
const toGerman = (request: ChatRequest) =>
  JSON.stringify({ texts: textsOf(request).map((text) => `DE ${text}`) });

describe('with a translation service', () => {
  let t: TestApp;
  let ai: AiStandIn;
  beforeAll(async () => {
    ai = await startAiStandIn({ kind: 'reply', answer: toGerman });
    t = await createTestApp({ env: aiEnv(ai) });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
  });

  it('keep a person’s edit of a machine translation when the source changes, until they accept the new one', async () => {
    const admin = await registerTrialAdmin(t.app);
    const call = caller(t, admin);
    const id = await createArticle(t.app, admin.token, { title: 'Invoices', content: 'Open Billing.' });
    await call('POST', '/organization/settings/translation-languages/add', { language: 'de' });
    await t.jobs.runUntilIdle();
    expect(await germanOf(call, id)).toMatchObject({ content: 'DE Open Billing.', state: 'MACHINE' });

    const edit = await call('PUT', `/help-articles/${id}/translations/de`, {
      title: 'Rechnungen',
      content: 'Öffnen Sie Abrechnung.',
    });
    expect(edit.json()).toMatchObject({ state: 'EDITED' });

    await call('PUT', `/help-articles/${id}`, { content: 'Open Billing, then Invoices.' });
    await t.jobs.runUntilIdle();
    const kept = await germanOf(call, id);
    expect(kept).toMatchObject({
      title: 'Rechnungen',
      content: 'Öffnen Sie Abrechnung.',
      state: 'EDITED',
      machineVersion: { title: 'DE Invoices', content: 'DE Open Billing, then Invoices.' },
    });
    expect(kept?.staleSince).not.toBeNull();
    // Readers still see the person's text.
    const shared = await call('GET', `/help-articles/${id}`);
    expect(shared.statusCode).toBe(200);

    const accepted = await call('POST', `/help-articles/${id}/translations/de/accept-machine`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZArticleTranslation.parse(accepted.json())).toMatchObject({
      title: 'DE Invoices',
      content: 'DE Open Billing, then Invoices.',
      state: 'MACHINE',
      staleSince: null,
      machineVersion: null,
    });
    // Nothing left to accept; the machine translation follows the source again.
    expect((await call('POST', `/help-articles/${id}/translations/de/accept-machine`)).statusCode).toBe(409);
    await call('PUT', `/help-articles/${id}`, { content: 'Open Billing.' });
    await t.jobs.runUntilIdle();
    expect((await germanOf(call, id))?.content).toBe('DE Open Billing.');
  });

  it('translate a copy written by hand so far when asked to', async () => {
    const admin = await registerTrialAdmin(t.app);
    const call = caller(t, admin);
    const id = await createArticle(t.app, admin.token, { title: 'Taxes', content: 'Open Taxes.' });
    await call('POST', '/organization/settings/translation-languages/add', { language: 'de' });
    await t.jobs.runUntilIdle();
    await call('PUT', `/help-articles/${id}/translations/de`, { title: 'Steuern', content: 'Von Hand.' });
    expect((await call('POST', `/help-articles/${id}/translations/de/retry`)).statusCode).toBe(202);
    await t.jobs.runUntilIdle();
    expect(await germanOf(call, id)).toMatchObject({ content: 'DE Open Taxes.', state: 'MACHINE' });
  });
});
