import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { renderArticleScreen } from '../../articles/testing';
import PasswordProtectionModal from './PasswordProtectionModal';

afterEach(cleanup);

const AT = { pattern: '/helpcenters/authentication/password', path: '/helpcenters/authentication/password' };

describe('password protection modal', () => {
  it('without a help center in its state says so and offers nothing to save', async () => {
    const calls = fakeApi(() => undefined);
    renderArticleScreen(<PasswordProtectionModal />, AT);
    expect(await screen.findByText('Missing help center context')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Enable Password Protection' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enable Protection' })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/help-centers'))).toHaveLength(0);
  }, 30_000);

  it('sends the password with PASSWORD, and keeps the dialog with the server’s message when it fails', async () => {
    const calls = fakeApi((config) => {
      if (config.url?.endsWith('/settings')) {
        return { status: 429, data: { message: 'Too many sign-ins are being checked right now' } };
      }
      return undefined;
    });
    const { router } = renderArticleScreen(<PasswordProtectionModal />, AT);
    await router.navigate(AT.path, {
      state: { helpCenterId: '0b7c3a52-5d1e-4c3f-9a8b-7c6d5e4f3a2b', mode: 'update' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update Password Protection' });
    const input = screen.getByPlaceholderText('Enter a password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    fireEvent.change(input, { target: { value: 'readers-only' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Too many sign-ins are being checked right now')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/help-centers/0b7c3a52-5d1e-4c3f-9a8b-7c6d5e4f3a2b/settings',
      body: { authenticationType: 'PASSWORD', password: 'readers-only' },
    });
    // The dialog stays open with what was typed, to try again.
    expect(dialog.isConnected).toBe(true);
    expect((input as HTMLInputElement).value).toBe('readers-only');
  }, 30_000);
});
