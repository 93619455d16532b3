import { EditorView } from '@codemirror/view';
import type { ArticleTranslations } from '@support/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { type FakeRequest, fakeApi } from '../../../testing/harness';
import { sampleArticle } from '../../articles/testing';
import { PUBLIC_CONFIG } from '../../plans/testing';
import { job, renderTranslationsPage, TRANSLATIONS_URL, translation, translationsAnswer } from '../testing';

beforeAll(() => {
  // jsdom does not lay out text; CodeMirror measures ranges, which may be empty here.
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Answers the translations call with `answer()` (read at each call), images with none, and `other`. */
function serve(answer: () => ArticleTranslations, other?: (request: FakeRequest) => unknown) {
  return fakeApi((request) => {
    if (request.method === 'get' && request.url === TRANSLATIONS_URL) return { status: 200, data: answer() };
    if (request.url.endsWith('/external-images')) return { status: 200, data: { externalImages: [] } };
    return other?.(request) as ReturnType<Parameters<typeof fakeApi>[0]>;
  });
}

const languageButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Languages' })).getByRole('button', { name });

describe('article translations page', () => {
  it('shows each language with its state and the spec’s failure texts', async () => {
    serve(() =>
      translationsAnswer({
        enabledLanguages: ['de', 'fr', 'it', 'nl', 'tr'],
        translations: [translation('de'), translation('fr')],
        translationJobs: [
          job('de'),
          job('fr', { retranslationRequestedAt: '2026-06-01T11:30:00.000Z' }),
          job('it', { startedAt: null, finishedAt: null }),
          job('nl', { finishedAt: null }),
          job('tr', { finishedAt: null, failureReason: 'TOKEN_LIMIT_REACHED' }),
        ],
      }),
    );
    renderTranslationsPage();
    const nav = await screen.findByRole('navigation', { name: 'Languages' });
    expect(within(nav).getByRole('button', { name: /Deutsch.*Translated/ })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Français.*On hold\.\.\./ })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Italiano.*Waiting for translation/ })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Nederlands.*Translating\.\.\./ })).toBeTruthy();
    expect(
      within(nav).getByRole('button', { name: /Türkçe.*Token limit reached for this translation/ }),
    ).toBeTruthy();
    // The first translation is shown, rendered as readers see it.
    expect(await screen.findByRole('heading', { name: 'Zurücksetzen' })).toBeTruthy();
    expect(screen.getByText('Passwort zurücksetzen')).toBeTruthy();
  }, 30_000);

  it('names every failure reason as spec 02 §8 does', async () => {
    const reasons = {
      CRITICAL_ERROR: 'A critical error occurred during translation',
      SERVICE_UNAVAILABLE: 'Translation service is currently unavailable',
      ARTICLE_CONTENT_MISSING: 'Article content is missing',
      ARTICLE_VERSION_NOT_FOUND: 'Article version not found',
      SOMETHING_ELSE: 'Unknown error occurred',
    };
    const languages = ['de', 'fr', 'it', 'nl', 'tr'] as const;
    serve(() =>
      translationsAnswer({
        enabledLanguages: [...languages],
        translations: [],
        translationJobs: Object.keys(reasons).map((reason, index) =>
          job(languages[index] ?? 'de', { finishedAt: null, failureReason: reason }),
        ),
      }),
    );
    renderTranslationsPage();
    const nav = await screen.findByRole('navigation', { name: 'Languages' });
    for (const text of Object.values(reasons)) expect(within(nav).getByText(text)).toBeTruthy();
  }, 30_000);

  it('retries a failed language and follows its job every 5 s until it is done, then stops', async () => {
    // Fake timers from the start, so that the polling interval is set on them (they run on by themselves).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = translationsAnswer({
      translations: [],
      translationJobs: [job('de', { finishedAt: null, failureReason: 'SERVICE_UNAVAILABLE' })],
    });
    const calls = serve(
      () => answer,
      (request) => {
        if (request.method !== 'post') return undefined;
        answer = translationsAnswer({ translations: [], translationJobs: [job('de', { finishedAt: null })] });
        return { status: 202, data: { message: 'Translation queued' } };
      },
    );
    renderTranslationsPage();
    const panel = await screen.findByRole('region', { name: /Deutsch/ });
    expect(within(panel).getByText('Translation service is currently unavailable')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: `${TRANSLATIONS_URL}/de/retry` }),
      ),
    );
    expect(await within(panel).findByText('Translating...')).toBeTruthy();

    // From here on the page asks again every 5 s while the job runs, and not once it is done.
    const reads = () => calls.filter((call) => call.method === 'GET' && call.url === TRANSLATIONS_URL).length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
    answer = translationsAnswer();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await vi.waitFor(() => expect(reads()).toBe(before + 2));
    expect(await within(panel).findByText('Translated')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(reads()).toBe(before + 2);
  }, 30_000);

  it('does not poll when every job is done or failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = serve(() =>
      translationsAnswer({
        enabledLanguages: ['de', 'fr'],
        translationJobs: [job('de'), job('fr', { failureReason: 'CRITICAL_ERROR' })],
      }),
    );
    renderTranslationsPage();
    await screen.findByRole('navigation', { name: 'Languages' });
    await act(() => vi.advanceTimersByTimeAsync(16_000));
    expect(calls.filter((call) => call.url === TRANSLATIONS_URL)).toHaveLength(1);
  }, 30_000);

  it('edits a translation beside its read-only source; it is then marked as edited', async () => {
    let answer = translationsAnswer();
    const calls = serve(
      () => answer,
      (request) => {
        if (request.method !== 'put') return undefined;
        const body = JSON.parse(request.data ?? '{}');
        const saved = translation('de', { ...body, state: 'EDITED', updatedAt: '2026-06-01T11:59:00.000Z' });
        answer = translationsAnswer({ translations: [saved] });
        return { status: 200, data: saved };
      },
    );
    const { router } = renderTranslationsPage();
    const panel = await screen.findByRole('region', { name: /Deutsch/ });
    expect(within(panel).getByText('Machine translation')).toBeTruthy();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?edit=1'));
    // The source on one side, read only; the language list steps aside for the width.
    const source = await within(panel).findByRole('region', { name: /Source \(English\)/ });
    expect(within(source).getByText('Reset your password')).toBeTruthy();
    expect(within(source).getByRole('region', { name: 'Source text (English)' }).textContent).toBe(
      sampleArticle().content,
    );
    expect(screen.queryByRole('navigation', { name: 'Languages' })).toBeNull();
    const target = within(panel).getByRole('region', { name: /Translation \(Deutsch\)/ });
    const title = within(target).getByLabelText('Title');
    fireEvent.change(title, { target: { value: 'Kennwort zurücksetzen' } });
    const text = await within(target).findByRole('textbox', { name: 'Translated text (Deutsch)' });
    const view = EditorView.findFromDOM(text);
    if (!view) throw new Error('no editor');
    act(() =>
      view.dispatch({ changes: { from: view.state.doc.length, insert: '\n\nKennwort statt Passwort.' } }),
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Save translation' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        method: 'PUT',
        url: `${TRANSLATIONS_URL}/de`,
        body: {
          title: 'Kennwort zurücksetzen',
          content: '# Zurücksetzen\n\nÖffnen Sie die Einstellungen.\n\nKennwort statt Passwort.',
        },
      }),
    );
    expect(await within(panel).findByText('Kennwort zurücksetzen')).toBeTruthy();
    expect(within(panel).getByText('Edited')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  }, 30_000);

  it('starts a language not translated yet from a copy of the source, written by hand', async () => {
    const copy = translation('de', {
      title: 'Reset your password',
      content: '# Reset\n\nOpen the settings.',
      state: 'NOT_TRANSLATED',
    });
    serve(() => translationsAnswer({ translations: [copy], translationJobs: [] }));
    renderTranslationsPage();
    const panel = await screen.findByRole('region', { name: /Deutsch/ });
    expect(
      within(panel).getByText(/Not translated yet: this language starts as a copy of the source/),
    ).toBeTruthy();
    expect(languageButton(/Deutsch/).textContent).toContain('Not translated yet');
    fireEvent.click(within(panel).getByRole('button', { name: 'Translate by hand' }));
    const target = await within(panel).findByRole('region', { name: /Translation \(Deutsch\)/ });
    expect((within(target).getByLabelText('Title') as HTMLInputElement).value).toBe('Reset your password');
    const text = await within(target).findByRole('textbox', { name: 'Translated text (Deutsch)' });
    expect(EditorView.findFromDOM(text)?.state.doc.toString()).toBe('# Reset\n\nOpen the settings.');
  }, 30_000);

  it('keeps an edited translation whose source changed, and accepts the new machine version after asking', async () => {
    let answer = translationsAnswer({
      translations: [
        translation('de', {
          state: 'EDITED',
          staleSince: '2026-06-01T11:45:00.000Z',
          machineVersion: {
            title: 'Passwort neu setzen',
            content: '# Neu setzen',
            translatedAt: '2026-06-01T11:46:00.000Z',
          },
        }),
      ],
    });
    const calls = serve(
      () => answer,
      (request) => {
        if (request.method !== 'post') return undefined;
        const accepted = translation('de', { title: 'Passwort neu setzen', content: '# Neu setzen' });
        answer = translationsAnswer({ translations: [accepted] });
        return { status: 200, data: accepted };
      },
    );
    renderTranslationsPage();
    const panel = await screen.findByRole('region', { name: /Deutsch/ });
    expect(within(panel).getByText('Edited')).toBeTruthy();
    expect(within(panel).getByText('Source changed')).toBeTruthy();
    expect(within(panel).getByText(/a new machine translation of it was made on/)).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept new machine translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the new machine translation?' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept new machine translation' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: `${TRANSLATIONS_URL}/de/accept-machine` }),
      ),
    );
    expect(await within(panel).findByRole('heading', { name: 'Neu setzen' })).toBeTruthy();
    expect(within(panel).getByText('Machine translation')).toBeTruthy();
  }, 30_000);

  it('says when the source changed under an edited translation, and translates again after asking', async () => {
    const calls = serve(
      () =>
        translationsAnswer({
          translations: [translation('de', { state: 'EDITED', staleSince: '2026-06-01T11:45:00.000Z' })],
        }),
      (request) =>
        request.method === 'post' ? { status: 202, data: { message: 'Translation queued' } } : undefined,
    );
    renderTranslationsPage();
    const panel = await screen.findByRole('region', { name: /Deutsch/ });
    expect(
      await within(panel).findByText(/The source article changed on .*after this translation was written/),
    ).toBeTruthy();
    expect(languageButton(/Deutsch/).textContent).toContain('Source changed');
    fireEvent.click(within(panel).getByRole('button', { name: 'Translate again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your edits?' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Translate again' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: `${TRANSLATIONS_URL}/de/retry` }),
      ),
    );
  }, 30_000);

  it('offers no machine translation where the server has none: the text is written by hand', async () => {
    serve(
      () =>
        translationsAnswer({
          translations: [
            translation('de', { state: 'EDITED', staleSince: '2026-06-01T11:45:00.000Z' }),
            translation('fr', { state: 'NOT_TRANSLATED' }),
          ],
          enabledLanguages: ['de', 'fr'],
          translationJobs: [],
        }),
      (request) =>
        request.url === '/config'
          ? { status: 200, data: { ...PUBLIC_CONFIG, translationProvider: null } }
          : undefined,
    );
    renderTranslationsPage();
    const panel = await screen.findByRole('region', { name: /Deutsch/ });
    expect(await within(panel).findByText(/after this translation was written/)).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Translate again' })).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(languageButton(/Français/));
    const french = await screen.findByRole('region', { name: /Français/ });
    expect(within(french).getByRole('button', { name: 'Translate by hand' })).toBeTruthy();
    expect(within(french).queryByRole('button', { name: 'Translate now' })).toBeNull();
  }, 30_000);

  it('shows the server’s message when a retry is refused', async () => {
    serve(
      () =>
        translationsAnswer({
          translations: [],
          translationJobs: [job('de', { failureReason: 'CRITICAL_ERROR' })],
        }),
      (request) =>
        request.method === 'post'
          ? {
              status: 503,
              data: { message: 'Set TRANSLATION_PROVIDER to translate.', code: 'TRANSLATION_NOT_CONFIGURED' },
            }
          : undefined,
    );
    renderTranslationsPage();
    const panel = await screen.findByRole('region', { name: /Deutsch/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Set TRANSLATION_PROVIDER to translate.')).toBeTruthy();
  }, 30_000);

  it('shows the source when it is chosen, and leads to the languages when there are none', async () => {
    serve(() => translationsAnswer());
    const { router } = renderTranslationsPage(undefined, '?lang=en');
    const source = await screen.findByRole('region', { name: /English/ });
    expect(within(source).getByRole('heading', { name: 'Reset' })).toBeTruthy();
    expect(router.state.location.search).toBe('?lang=en');
    fireEvent.click(languageButton(/Deutsch/));
    await waitFor(() => expect(router.state.location.search).toBe('?lang=de'));
    cleanup();

    serve(() => translationsAnswer({ enabledLanguages: [], translations: [], translationJobs: [] }));
    renderTranslationsPage();
    expect(await screen.findByRole('heading', { name: 'No translation languages yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Translation settings' }).getAttribute('href')).toBe(
      '/settings/translations',
    );
    expect(screen.getByRole('link', { name: 'Add languages' }).getAttribute('href')).toBe(
      '/translation-languages',
    );
  }, 30_000);

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      serve(() =>
        translationsAnswer({
          enabledLanguages: ['de', 'fr'],
          translationJobs: [
            job('de', { retranslationRequestedAt: '2026-06-01T11:30:00.000Z' }),
            job('fr', { failureReason: 'SERVICE_UNAVAILABLE', finishedAt: null }),
          ],
          translations: [translation('de')],
        }),
      );
      renderTranslationsPage();
      const nav = await screen.findByRole('navigation', { name: 'Sprachen' });
      expect(within(nav).getByText('Angehalten...')).toBeTruthy();
      expect(screen.getByText('Maschinelle Übersetzung')).toBeTruthy();
      expect(within(nav).getByText('Der Übersetzungsdienst ist derzeit nicht verfügbar')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  }, 30_000);
});
