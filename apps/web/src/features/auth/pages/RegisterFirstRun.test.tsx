import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import RegisterPage from './RegisterPage';

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/onboarding/profile', element: <p>Onboarding profile</p> },
];

/** The install's config as the server answers it, with or without anyone registered. */
const withFirstRun = (firstRun: boolean) =>
  fakeApi((request) => {
    if (request.url === '/config') return { status: 200, data: { ...PUBLIC_CONFIG, firstRun } };
    if (request.url === '/auth/register') return { status: 200, data: { token: 'aaa.bbb.ccc' } };
    return undefined;
  });

describe('registration on a new install', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(cleanup);

  it('welcomes the first person and tells them their account becomes the super admin', async () => {
    const calls = withFirstRun(true);
    renderRoute('/register', routes);
    const welcome = await screen.findByRole('region', { name: 'Welcome to Support as a Service' });
    expect(welcome.textContent).toContain('becomes the super admin of this installation');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough' } });
    fireEvent.click(screen.getByLabelText('Personal'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Onboarding profile')).toBeTruthy();
    expect(calls.some((call) => call.url === '/auth/register')).toBe(true);
  });

  it('shows no welcome once someone has registered', async () => {
    const calls = withFirstRun(false);
    renderRoute('/register', routes);
    await screen.findByText('Create your account');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.url === '/config')).toBe(true);
    expect(screen.queryByRole('region', { name: /Welcome/ })).toBeNull();
  });

  it('welcomes in German', async () => {
    await changeLanguage('de');
    try {
      withFirstRun(true);
      renderRoute('/register', routes);
      const welcome = await screen.findByRole('region', { name: 'Willkommen bei Support as a Service' });
      expect(welcome.textContent).toContain('wird Super-Admin dieser Installation');
    } finally {
      await changeLanguage('en');
    }
  });
});
