import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, GATEWAY_ERROR, renderRoute } from '../../../testing/harness';
import ContinuePage from './ContinuePage';

const routes = [
  { path: '/continue', element: <ContinuePage /> },
  { path: '/', element: <p>Home page</p> },
];

async function submit(email: string, password: string, button = 'Continue') {
  fireEvent.change(await screen.findByLabelText(/^(Email|E-Mail)/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Passwor/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('login-or-register screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('asks for e-mail and password and sends nothing without them', async () => {
    const calls = fakeApi(() => undefined);
    renderRoute('/continue', routes);
    expect(await screen.findByRole('heading', { name: 'Sign in or create an account' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/auth/login-or-register')).toHaveLength(0);
  });

  it('signs in with the token it gets and goes home', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/login-or-register' ? { status: 200, data: { token: 'aaa.bbb.ccc' } } : undefined,
    );
    renderRoute('/continue', routes);
    await submit(' ada@example.com ', 'secret-password');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('aaa.bbb.ccc');
    expect(calls.find((call) => call.url === '/auth/login-or-register')).toMatchObject({
      method: 'POST',
      body: { email: 'ada@example.com', password: 'secret-password' },
    });
  });

  it("shows the server's message on a 4xx, else 'Authentication failed'", async () => {
    fakeApi((request) =>
      request.url === '/auth/login-or-register'
        ? { status: 401, data: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } }
        : undefined,
    );
    renderRoute('/continue', routes);
    await submit('ada@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    cleanup();
    fakeApi((request) => (request.url === '/auth/login-or-register' ? GATEWAY_ERROR : undefined));
    renderRoute('/continue', routes);
    await submit('ada@example.com', 'secret-password');
    expect(await screen.findByText('Authentication failed')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      fakeApi(() => undefined);
      renderRoute('/continue', routes);
      expect(await screen.findByRole('heading', { name: 'Anmelden oder Konto erstellen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Brauchen Sie Hilfe?' }).getAttribute('href')).toBe('/help');
    } finally {
      await changeLanguage('en');
    }
  });
});
