import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserProfile } from '@support/shared';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TrialBanner } from './TrialBanner';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${language}/shell.json`), 'utf8'));

const i18n = i18next.createInstance();
const DAY = 24 * 60 * 60 * 1000;

function profile(overrides: Partial<UserProfile>): UserProfile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    userType: 'REGULAR',
    hasPaidPlan: false,
    subscriptionType: 'TRIAL',
    trialEndsAt: null,
    activeOrganizationName: 'Acme',
    activeOrganizationId: null,
    language: null,
    canAdministerInstance: false,
    ...overrides,
  };
}

function renderBanner(value: UserProfile, language = 'en', canUpgrade = true) {
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TrialBanner profile={value} compact={false} canUpgrade={canUpgrade} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { shell: catalogue('en') }, de: { shell: catalogue('de') } },
    defaultNS: 'shell',
    react: { useSuspense: false },
  });
});

afterEach(cleanup);

describe('trial banner', () => {
  it('shows a member the days left and whom to ask, without a link to the admin-only plans', () => {
    renderBanner(
      profile({ trialEndsAt: new Date(Date.now() + 5 * DAY - 60_000).toISOString() }),
      'en',
      false,
    );
    expect(screen.getByText('5 days left')).toBeTruthy();
    expect(screen.getByText('Ask an admin of your organization to upgrade.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Upgrade now/)).toBeNull();
  });

  it('shows the days left of a trial and links to the plans page', () => {
    renderBanner(profile({ trialEndsAt: new Date(Date.now() + 12 * DAY - 60_000).toISOString() }));
    expect(screen.getByText('12 days left')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/settings/plans');
  });

  it('says "day" for the last day and counts an expired trial as 0 days', () => {
    renderBanner(profile({ trialEndsAt: new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString() }));
    expect(screen.getByText('1 day left')).toBeTruthy();
    cleanup();
    renderBanner(profile({ trialEndsAt: new Date(Date.now() - 5 * DAY).toISOString() }));
    expect(screen.getByText('0 days left')).toBeTruthy();
  });

  it('speaks German', () => {
    // Noon two calendar days ahead: two days left at any time of day (days count by calendar day).
    const end = new Date();
    end.setDate(end.getDate() + 2);
    end.setHours(12, 0, 0, 0);
    renderBanner(profile({ trialEndsAt: end.toISOString() }), 'de');
    expect(screen.getByText('Noch 2 Tage')).toBeTruthy();
  });

  it('is absent without a trial', () => {
    const { container } = renderBanner(
      profile({ subscriptionType: 'REGULAR', trialEndsAt: new Date(Date.now() + DAY).toISOString() }),
    );
    expect(container.textContent).toBe('');
  });
});
