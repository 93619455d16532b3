import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, GATEWAY_ERROR, renderRoute } from '../../../testing/harness';
import RequestResetPage from './RequestResetPage';

const routes = [{ path: '/request-reset', element: <RequestResetPage /> }];

async function request(email: string, button = 'Request reset link') {
  fireEvent.change(await screen.findByLabelText(/Email|E-Mail/), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('request password reset screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('asks for the e-mail and sends nothing without one', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/request-password-reset' ? { status: 200, data: { message: 'ok' } } : undefined,
    );
    renderRoute('/request-reset', routes);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await request('   ');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/auth/request-password-reset')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it('sends the trimmed address and says the link is on its way', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/request-password-reset' ? { status: 200, data: { message: 'ok' } } : undefined,
    );
    renderRoute('/request-reset', routes);
    await request('  ada@example.com ');
    expect(await screen.findByRole('heading', { name: 'Reset link sent' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('If an account exists for ada@example.com');
    expect(calls.find((call) => call.url === '/auth/request-password-reset')).toMatchObject({
      method: 'POST',
      body: { email: 'ada@example.com' },
    });
  });

  it("shows the server's message on a 4xx, else 'Failed to send the reset link'", async () => {
    fakeApi(() => ({ status: 429, data: { message: 'Too many requests, try again later' } }));
    renderRoute('/request-reset', routes);
    await request('ada@example.com');
    expect(await screen.findByText('Too many requests, try again later')).toBeTruthy();
    cleanup();
    fakeApi(() => GATEWAY_ERROR);
    renderRoute('/request-reset', routes);
    await request('ada@example.com');
    expect(await screen.findByText('Failed to send the reset link')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeApi((request) =>
        request.url === '/auth/request-password-reset' ? { status: 200, data: { message: 'ok' } } : undefined,
      );
      renderRoute('/request-reset', routes);
      expect(await screen.findByRole('heading', { name: 'Passwort zurücksetzen' })).toBeTruthy();
      await request('ada@example.com', 'Link zum Zurücksetzen anfordern');
      expect(await screen.findByRole('heading', { name: 'Link zum Zurücksetzen gesendet' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
