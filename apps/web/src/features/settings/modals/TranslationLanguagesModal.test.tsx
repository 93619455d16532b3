import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { useFeatureCheck } from '../../plans/queries';
import { featureCheck, PUBLIC_CONFIG } from '../../plans/testing';
import { sampleOrganization, sampleProfile } from '../testing';
import TranslationLanguagesModal from './TranslationLanguagesModal';

type Languages = ('en' | 'de' | 'tr' | 'nl' | 'it' | 'fr')[];

function renderModal(
  translationLanguages: Languages,
  languageLimit = 5,
  server: { provider?: 'ai' | null; addAnswer?: { status: number; data: object } } = {},
) {
  const organization = sampleOrganization();
  organization.settings = { ...organization.settings, sourceLanguage: 'de', translationLanguages };
  const calls = fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (config.url === '/organization/active') return { status: 200, data: organization };
    if (config.url === '/config')
      return {
        status: 200,
        data: {
          ...PUBLIC_CONFIG,
          translationProvider: server.provider === undefined ? 'ai' : server.provider,
        },
      };
    if (server.addAnswer && config.url === '/organization/settings/translation-languages/add')
      return server.addAnswer;
    if (config.url?.startsWith('/organization/settings/translation-languages')) {
      // The server answers with the organization as it is after the change.
      const { language } = JSON.parse(config.data ?? '{}');
      const languages = config.url.endsWith('/add')
        ? [...translationLanguages, language]
        : translationLanguages.filter((code) => code !== language);
      const settings = { ...organization.settings, translationLanguages: languages };
      return { status: 200, data: { ...organization, settings } };
    }
    if (config.url === '/plan/feature/AUTO_TRANSLATION_LANGUAGES/check') {
      const used = translationLanguages.length;
      const data = featureCheck('AUTO_TRANSLATION_LANGUAGES', {
        currentUsage: used,
        limit: languageLimit,
        isLimitReached: used >= languageLimit,
      });
      return { status: 200, data };
    }
    return undefined;
  });
  renderRoute('/translation-languages', [
    {
      path: '/translation-languages',
      element: (
        <>
          <TranslationLanguagesModal />
          <PlanChecked />
        </>
      ),
    },
  ]);
  return calls;
}

/** Says when the plan's answer is in; the modal reads the same query, so it renders with it too. */
function PlanChecked() {
  return useFeatureCheck('AUTO_TRANSLATION_LANGUAGES').data ? <p>plan checked</p> : null;
}

afterEach(cleanup);

describe('translation languages modal', () => {
  it('offers only languages that are neither the source nor already chosen', async () => {
    renderModal(['en']);
    const picker = await screen.findByLabelText('Language');
    const offered = [...picker.querySelectorAll('option')].map((option) => option.value).filter(Boolean);
    expect(offered).toEqual(['tr', 'nl', 'it', 'fr']);
    expect(screen.getByText('English')).toBeTruthy();
    expect(
      screen.getByText(
        'Adding a new language will trigger translations of all existing help articles into the selected language.',
      ),
    ).toBeTruthy();
  });

  it('adds the chosen language; Add language is disabled until one is chosen', async () => {
    const calls = renderModal([]);
    expect(await screen.findByText('No languages selected')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add language' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/organization/settings/translation-languages/add',
        body: { language: 'fr' },
      }),
    );
  });

  it("keeps Add language disabled once the plan's translation-language limit is used up", async () => {
    renderModal(['fr'], 1);
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'it' } });
    const add = screen.getByRole('button', { name: 'Add language' }) as HTMLButtonElement;
    // Once the plan's answer is in, its limit still holds the button.
    await screen.findByText('plan checked');
    expect(add.disabled).toBe(true);
  });

  it('removes a language with the language in the body', async () => {
    const calls = renderModal(['fr']);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Français' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        url: '/organization/settings/translation-languages/remove',
        body: { language: 'fr' },
      }),
    );
  });

  it('says when every language is already chosen', async () => {
    renderModal(['en', 'tr', 'nl', 'it', 'fr']);
    expect(await screen.findByText('All available languages are already selected.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add language' })).toBeNull();
  });

  it('adds a language without a translation service, saying its translations are written by hand', async () => {
    const calls = renderModal([], 5, { provider: null });
    expect(
      await screen.findByText(
        /each article’s translation starts as a copy of the article, marked “Not translated yet”/,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Adding a new language will trigger translations/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    await screen.findByText('plan checked');
    const add = screen.getByRole('button', { name: 'Add language' }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/organization/settings/translation-languages/add',
        body: { language: 'fr' },
      }),
    );
  });

  it('shows the server’s message when it refuses the language', async () => {
    renderModal([], 5, {
      addAnswer: {
        status: 400,
        data: {
          message: 'LibreTranslate cannot translate from Deutsch to Türkçe.',
          code: 'LANGUAGE_PAIR_UNSUPPORTED',
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'tr' } });
    await screen.findByText('plan checked');
    fireEvent.click(screen.getByRole('button', { name: 'Add language' }));
    expect(await screen.findByText('LibreTranslate cannot translate from Deutsch to Türkçe.')).toBeTruthy();
  });
});
