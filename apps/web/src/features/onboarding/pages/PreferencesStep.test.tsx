import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Organization } from '@support/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentPlan } from '../../plans/api';
import { fetchActiveOrganization } from '../../profile/api';
import { ADMIN_ABILITIES } from '../../settings/testing';
import { updateOrganizationSettings } from '../api';
import { justCreatedOrganization } from '../flow';
import PreferencesStep from './PreferencesStep';

vi.mock('../api', () => ({ updateOrganizationSettings: vi.fn() }));
vi.mock('../../profile/api', () => ({ fetchActiveOrganization: vi.fn() }));
vi.mock('../../plans/api', () => ({ fetchCurrentPlan: vi.fn() }));

function serverPlan(hasEverHadSubscription: boolean) {
  vi.mocked(fetchCurrentPlan).mockResolvedValue({
    plan: null,
    subscription: null,
    hasEverHadSubscription,
  } as never);
}

const i18n = i18next.createInstance();
beforeAll(async () => {
  const en = JSON.parse(readFileSync(path.resolve(__dirname, '../../../locales/en/onboarding.json'), 'utf8'));
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { onboarding: en } },
    react: { useSuspense: false },
  });
});

function organization(sourceLanguage: 'en' | 'de'): Organization {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Acme',
    slug: 'acme',
    type: 'COMPANY',
    status: 'ACTIVE',
    websiteUrl: null,
    UserOrganizations: [],
    paymentProvider: null,
    tags: [],
    settings: {
      sourceLanguage,
      formality: 'INFORMAL',
      addressingStyle: 'PERSONAL',
      translationLanguages: [],
      redactionTerms: [],
      hideTypedEmails: true,
      timeZone: 'UTC',
      timeZoneChosen: false,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...ADMIN_ABILITIES,
  };
}

function renderStep() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/onboarding/preferences']}>
          <Routes>
            <Route path="/onboarding/preferences" element={<PreferencesStep />} />
            <Route path="/onboarding/trial-activation" element={<p>Trial step</p>} />
            <Route path="/onboarding/install-recorder" element={<p>Recorder step</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(updateOrganizationSettings).mockReset();
});
afterEach(cleanup);

describe('preferences step', () => {
  it('asks Du/Sie only for German with personal addressing', async () => {
    vi.mocked(fetchActiveOrganization).mockResolvedValue(organization('en'));
    renderStep();
    await screen.findByText('Step 3 of 4');
    expect(screen.queryByText('German formality')).toBeNull();
    fireEvent.click(screen.getByLabelText('Deutsch'));
    expect(screen.getByText('German formality')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/^Impersonal/));
    expect(screen.queryByText('German formality')).toBeNull();
  });

  it('saves the choice and goes to the trial step after creating an organization', async () => {
    justCreatedOrganization.set();
    vi.mocked(fetchActiveOrganization).mockResolvedValue(organization('de'));
    vi.mocked(updateOrganizationSettings).mockResolvedValueOnce();
    renderStep();
    fireEvent.click(await screen.findByLabelText(/^Sie/));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Trial step');
    expect(updateOrganizationSettings).toHaveBeenCalledWith({
      sourceLanguage: 'de',
      addressingStyle: 'PERSONAL',
      formality: 'FORMAL',
    });
  });

  it('continues to the recorder step even when saving fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(fetchActiveOrganization).mockResolvedValue(organization('en'));
    vi.mocked(updateOrganizationSettings).mockRejectedValueOnce(new Error('down'));
    serverPlan(true);
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByText('Recorder step');
  });

  it('goes to the trial step when the server says the organization never had a subscription', async () => {
    vi.mocked(fetchActiveOrganization).mockResolvedValue(organization('en'));
    vi.mocked(updateOrganizationSettings).mockResolvedValueOnce();
    serverPlan(false);
    renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByText('Trial step');
  });
});
