import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { sampleProfile } from '../testing';
import AccountPage from './AccountPage';

const NEW_TOKEN = 'header.payload.signature';

function renderAccount(changeReply: { status: number; data?: unknown }) {
  const calls = fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (config.url === '/profile/change-password') return changeReply;
    return undefined;
  });
  renderRoute('/settings/account', [{ path: '/settings/account', element: <AccountPage /> }]);
  return calls;
}

async function fill(current: string, next: string) {
  fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('change password', () => {
  it('keeps Update Password disabled while either field is empty', async () => {
    renderAccount({ status: 200, data: { token: NEW_TOKEN } });
    const button = (await screen.findByRole('button', { name: 'Update Password' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await fill('old-password', '');
    expect(button.disabled).toBe(true);
    await fill('', 'new-password');
    expect(button.disabled).toBe(true);
    await fill('old-password', 'new-password');
    expect(button.disabled).toBe(false);
  });

  it('refuses a new password under 6 characters without asking the server', async () => {
    const calls = renderAccount({ status: 200, data: { token: NEW_TOKEN } });
    await fill('old-password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls.some((call) => call.url === '/profile/change-password')).toBe(false);
  });

  it('stores the new session token after a change', async () => {
    localStorage.setItem('token', 'old.session.token');
    renderAccount({ status: 200, data: { token: NEW_TOKEN } });
    await fill('old-password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe(NEW_TOKEN));
  });

  it("shows the server's message when the change fails", async () => {
    renderAccount({ status: 400, data: { message: 'Current password is wrong' } });
    await fill('bad-password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Current password is wrong')).toBeTruthy();
  });
});
