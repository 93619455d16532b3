import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { PUBLIC_CONFIG } from '../../plans/testing';
import { sampleInvitation } from '../testing';
import LoginPage from './LoginPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <p>Home page</p> },
];

async function submitLogin(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('stores a well-formed token and goes to /', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/login' ? { status: 200, data: { token: 'aaa.bbb.ccc' } } : undefined,
    );
    renderRoute('/login', routes);
    await submitLogin('ada@example.com', 'secret-password');
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('aaa.bbb.ccc');
    expect(calls.find((call) => call.url === '/auth/login')).toMatchObject({
      method: 'POST',
      body: { email: 'ada@example.com', password: 'secret-password' },
    });
  });

  it('does not store a token that is not three parts and shows the login error', async () => {
    fakeApi((request) =>
      request.url === '/auth/login' ? { status: 200, data: { token: 'not-a-jwt' } } : undefined,
    );
    renderRoute('/login', routes);
    await submitLogin('ada@example.com', 'secret-password');
    expect(await screen.findByText('Error logging in')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it("shows the server's message when sign-in fails", async () => {
    fakeApi(() => ({ status: 401, data: { message: 'Invalid e-mail or password' } }));
    renderRoute('/login', routes);
    await submitLogin('ada@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid e-mail or password')).toBeTruthy();
  });

  it('with an invite token shows the invitation and locks the e-mail to the invited address', async () => {
    const calls = fakeApi((config) =>
      config.url?.startsWith('/auth/invitation/')
        ? { status: 200, data: sampleInvitation }
        : config.url === '/auth/login'
          ? { status: 200, data: { token: 'aaa.bbb.ccc' } }
          : undefined,
    );
    renderRoute('/login?inviteToken=tok123', routes);
    expect(await screen.findByText('Join Organization')).toBeTruthy();
    expect(screen.getByText('Login to accept your invitation')).toBeTruthy();
    expect(screen.getByText('AC')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('invitee@example.com');
    expect(email.readOnly).toBe(true);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      url: '/auth/login',
      body: { email: 'invitee@example.com', inviteToken: 'tok123' },
    });
  });

  it('switches to German and back, keeping the choice in ?l=', async () => {
    fakeApi(() => undefined);
    const router = renderRoute('/login', routes);
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByText('Willkommen zurück')).toBeTruthy();
    expect(router.state.location.search).toBe('?l=de');
    expect(document.documentElement.lang).toBe('de');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    expect(sessionStorage.getItem('lang')).toBe('en');
  });

  it('shows the legal links of the public config', async () => {
    fakeApi((config) =>
      config.url === '/config'
        ? { status: 200, data: { ...PUBLIC_CONFIG, termsUrl: 'https://example.com/terms', refundUrl: '' } }
        : undefined,
    );
    renderRoute('/login', routes);
    const terms = await screen.findByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('https://example.com/terms');
    expect(screen.queryByRole('link', { name: 'Refund Policy' })).toBeNull();
  });

  it('sends a signed-in visitor to /', async () => {
    localStorage.setItem('token', 'aaa.bbb.ccc');
    fakeApi(() => undefined);
    renderRoute('/login', routes);
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
