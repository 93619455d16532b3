import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAdminApi, renderAdmin, sampleUser, USER_ID } from './testing';

afterEach(() => {
  cleanup();
  toast.remove();
});

const ONLY = sampleUser({ superAdmin: true, email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace' });

describe('users', () => {
  it('shows why the last super admin cannot be revoked', async () => {
    const calls = fakeAdminApi((request) => {
      if (request.url.startsWith('/admin/users?') || request.url === '/admin/users')
        return { status: 200, data: { items: [ONLY], nextCursor: null } };
      if (request.url === `/admin/users/${USER_ID}/super-admin`)
        return {
          status: 409,
          data: { message: 'The last super admin cannot be revoked', code: 'LAST_SUPER_ADMIN' },
        };
      return undefined;
    });
    renderAdmin('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Super admin')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Globex' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke super admin from ada@acme.test' }));

    const dialog = await screen.findByRole('dialog', { name: 'Revoke super admin?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The last super admin cannot be revoked');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ superAdmin: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a password reset after the confirmation, then says so', async () => {
    const calls = fakeAdminApi((request) => {
      if (request.url.startsWith('/admin/users?') || request.url === '/admin/users')
        return { status: 200, data: { items: [sampleUser()], nextCursor: null } };
      if (request.url === `/admin/users/${USER_ID}/password-reset`)
        return { status: 200, data: { message: 'Password reset e-mail sent' } };
      return undefined;
    });
    renderAdmin('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Send a password reset to hank@globex.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a password reset?' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A password reset e-mail was sent to hank@globex.test.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/admin/users/${USER_ID}/password-reset`,
    ]);
  });
});
