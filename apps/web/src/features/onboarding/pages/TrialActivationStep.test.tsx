import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../lib/http';
import { fetchCurrentPlan } from '../../plans/api';
import { startTrial } from '../api';
import { justCreatedOrganization } from '../flow';
import TrialActivationStep from './TrialActivationStep';

vi.mock('../api', () => ({ startTrial: vi.fn() }));
vi.mock('../../plans/api', () => ({ fetchCurrentPlan: vi.fn() }));

/** The organization's plan as GET /plan/current answers it: none yet, or one it had. */
function serverPlan(hasEverHadSubscription: boolean) {
  vi.mocked(fetchCurrentPlan).mockResolvedValue({
    plan: null,
    subscription: null,
    hasEverHadSubscription,
  } as never);
}

const i18n = i18next.createInstance();
beforeAll(async () => {
  const read = (language: string) =>
    JSON.parse(readFileSync(path.resolve(__dirname, `../../../locales/${language}/onboarding.json`), 'utf8'));
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { onboarding: read('en') } },
    react: { useSuspense: false },
  });
});

function renderStep() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/onboarding/trial-activation']}>
          <Routes>
            <Route path="/onboarding/trial-activation" element={<TrialActivationStep />} />
            <Route path="/get-started" element={<p>Get started page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function httpError(status: number, data: unknown) {
  return new HttpError(status, data);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('trial activation step', () => {
  it('sends someone whose organization already had a subscription to /get-started', async () => {
    serverPlan(true);
    renderStep();
    await screen.findByText('Get started page');
  });

  it('offers the trial to an organization that never had one, even without the flag of this tab', async () => {
    serverPlan(false);
    renderStep();
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
  });

  it('starts the trial, clears the flag and goes to /get-started', async () => {
    justCreatedOrganization.set();
    vi.mocked(startTrial).mockResolvedValueOnce();
    renderStep();
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await screen.findByText('Get started page');
    expect(justCreatedOrganization.isSet()).toBe(false);
  });

  it('on failure alerts the fallback text, clears the flag and still goes on', async () => {
    justCreatedOrganization.set();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.mocked(startTrial).mockRejectedValueOnce(httpError(500, {}));
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await screen.findByText('Get started page');
    expect(alert).toHaveBeenCalledWith('Failed to start trial. Please try again later.');
    expect(justCreatedOrganization.isSet()).toBe(false);
  });

  it('alerts the server message when there is one', async () => {
    justCreatedOrganization.set();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.mocked(startTrial).mockRejectedValueOnce(httpError(409, { message: 'Trial already used' }));
    renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Trial already used'));
    await screen.findByText('Get started page');
  });
});
