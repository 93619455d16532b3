import type { SupportedLanguage } from '@support/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../auth/testing';
import { MAX_ID, sampleOrganization, sampleProfile } from '../testing';
import TranslationsPage from './TranslationsPage';

function renderTranslations(setup: { profile?: object; languages?: SupportedLanguage[] } = {}) {
  const { settings } = sampleOrganization();
  const organization = sampleOrganization({
    settings: { ...settings, translationLanguages: setup.languages ?? ['de', 'it'] },
  });
  fakeApi((request) => {
    if (request.url === '/profile/user') return { status: 200, data: setup.profile ?? sampleProfile() };
    if (request.url === '/organization/active') return { status: 200, data: organization };
    return undefined;
  });
  renderRoute('/settings/translations', [{ path: '/settings/translations', element: <TranslationsPage /> }]);
}

afterEach(cleanup);

describe('translations page', () => {
  it('shows the source and translation languages, and lets an admin manage them', async () => {
    renderTranslations();
    expect(await screen.findByRole('heading', { name: 'Translations' })).toBeTruthy();
    expect(await screen.findByText('Source language')).toBeTruthy();
    expect(screen.getByText(/English/)).toBeTruthy();
    expect(screen.getByText('Deutsch')).toBeTruthy();
    expect(screen.getByText('Italiano')).toBeTruthy();
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
});
