import type { SupportedLanguage, TranslationJob } from '@support/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import { job } from '../../translations/testing';
import { ADA_ID, MAX_ID, organizationSeenBy, sampleOrganization, sampleProfile } from '../testing';
import TranslationsPage from './TranslationsPage';

function renderTranslations(
  setup: {
    profile?: object;
    languages?: SupportedLanguage[];
    provider?: 'ai' | null;
    jobs?: () => TranslationJob[];
  } = {},
) {
  const { settings } = sampleOrganization();
  const organization = sampleOrganization({
    settings: { ...settings, translationLanguages: setup.languages ?? ['de', 'it'] },
  });
  fakeApi((request) => {
    if (request.url === '/profile/user') return { status: 200, data: setup.profile ?? sampleProfile() };
    if (request.url === '/organization/active')
      return {
        status: 200,
        data: organizationSeenBy(organization, (setup.profile as { id?: string } | undefined)?.id ?? ADA_ID),
      };
    if (request.url === '/config')
      return {
        status: 200,
        data: { ...PUBLIC_CONFIG, translationProvider: setup.provider === undefined ? 'ai' : setup.provider },
      };
    if (request.url === '/organization/translation-jobs')
      return { status: 200, data: { translationJobs: setup.jobs?.() ?? [] } };
    return undefined;
  });
  return renderRoute('/settings/translations', [
    { path: '/settings/translations', element: <TranslationsPage /> },
  ]);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('translations page', () => {
  it('shows the source and translation languages, and lets an admin manage them', async () => {
    renderTranslations();
    expect(await screen.findByRole('heading', { name: 'Translations' })).toBeTruthy();
    expect(await screen.findByText('Source language')).toBeTruthy();
    expect(screen.getByText(/English/)).toBeTruthy();
    expect(screen.getAllByText('Deutsch').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Italiano').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Manage languages' }).getAttribute('href')).toBe(
      '/translation-languages',
    );
  });

  it('says when none are chosen, and that only admins may change them', async () => {
    renderTranslations({ profile: sampleProfile({ id: MAX_ID }), languages: [] });
    expect(await screen.findByText('No languages selected')).toBeTruthy();
    expect(screen.getByText('Only admins can change the translation languages.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage languages' })).toBeNull();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderTranslations();
      expect(await screen.findByRole('heading', { name: 'Übersetzungen' })).toBeTruthy();
      expect(await screen.findByRole('link', { name: 'Sprachen verwalten' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });

  it('says translations are written by hand, and what to configure, when the server has no translation service', async () => {
    renderTranslations({ provider: null });
    expect(await screen.findByText('Automatic translation is not set up on this server')).toBeTruthy();
    expect(
      screen.getByText(/Translations are written by hand: each starts as a copy of its article/),
    ).toBeTruthy();
    expect(screen.getByText(/TRANSLATION_PROVIDER=ai \| deepl \| libretranslate/)).toBeTruthy();
    // No translation jobs to list: nothing is translated automatically here.
    expect(screen.queryByRole('heading', { name: 'Recent translations' })).toBeNull();
  });

  it('lists the organization’s translation jobs with their state, polling while one runs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let jobs = [
      job('de', { finishedAt: null }),
      job('it', { failureReason: 'SERVICE_UNAVAILABLE' }),
      job('fr', { articleVersion: { knowledgeBaseArticle: { title: 'Export a report' } } }),
    ];
    let reads = 0;
    renderTranslations({
      jobs: () => {
        reads++;
        return jobs;
      },
    });
    const list = (await screen.findByRole('heading', { name: 'Recent translations' })).closest('section');
    if (!list) throw new Error('no section');
    expect(await within(list).findByText('Translating...')).toBeTruthy();
    expect(within(list).getByText('Translation service is currently unavailable')).toBeTruthy();
    expect(within(list).getByText('Translated')).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: 'Open the translations of Export a report' })
        .getAttribute('href'),
    ).toMatch(/\/translations\?lang=fr$/);
    expect(screen.queryByText('Automatic translation is not set up on this server')).toBeNull();

    jobs = [job('de'), ...jobs.slice(1)];
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(within(list).queryByText('Translating...')).toBeNull());
    const after = reads;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(reads).toBe(after);
  });
});
