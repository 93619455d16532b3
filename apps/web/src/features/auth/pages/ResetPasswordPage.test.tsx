import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, GATEWAY_ERROR, renderRoute } from '../../../testing/harness';
import ResetPasswordPage from './ResetPasswordPage';

const routes = [{ path: '/reset-password', element: <ResetPasswordPage /> }];

async function fill(password: string, confirm: string) {
  fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('set new password screen', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('shows the client rules and sends nothing while they fail', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/reset-password' ? { status: 200, data: { message: 'ok' } } : undefined,
    );
    renderRoute('/reset-password?token=abc', routes);
    await fill('', '');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    await fill('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    await fill('long-enough', 'long-enougH');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/auth/reset-password')).toHaveLength(0);
  });

  it('says the link is invalid when it has no token', async () => {
    fakeApi(() => undefined);
    renderRoute('/reset-password', routes);
    expect(await screen.findByText('Invalid reset token')).toBeTruthy();
  });

  it('resets with the token from the link and offers the way to login', async () => {
    const calls = fakeApi((request) =>
      request.url === '/auth/reset-password' ? { status: 200, data: { message: 'ok' } } : undefined,
    );
    renderRoute('/reset-password?token=abc', routes);
    await fill('long-enough', 'long-enough');
    expect(await screen.findByText('Your password has been reset successfully')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(calls.find((call) => call.url === '/auth/reset-password')?.body).toEqual({
      token: 'abc',
      password: 'long-enough',
    });
  });

  it("shows the server's message, else 'Failed to reset password'", async () => {
    fakeApi((config) =>
      config.url === '/auth/reset-password'
        ? { status: 400, data: { message: 'Invalid reset token' } }
        : undefined,
    );
    renderRoute('/reset-password?token=expired', routes);
    await fill('long-enough', 'long-enough');
    expect(await screen.findByText('Invalid reset token')).toBeTruthy();
    cleanup();
    fakeApi((config) => (config.url === '/auth/reset-password' ? GATEWAY_ERROR : undefined));
    renderRoute('/reset-password?token=abc', routes);
    await fill('long-enough', 'long-enough');
    expect(await screen.findByText('Failed to reset password')).toBeTruthy();
  });
});
