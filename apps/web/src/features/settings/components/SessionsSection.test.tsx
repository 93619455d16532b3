import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { SessionsSection } from './SessionsSection';

const session = (id: string, userAgent: string | null, current: boolean) => ({
  id,
  userAgent,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-24T10:30:00.000Z',
  current,
});
const THIS = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';

afterEach(() => cleanup());

describe('active sessions (settings/account)', () => {
  it('lists the sessions with this one marked, and signs out everywhere else', async () => {
    let sessions = [session(PHONE, 'Safari on iOS', false), session(THIS, 'Firefox on Linux', true)];
    const calls = fakeApi((config) => {
      if (config.url === '/auth/sessions') return { status: 200, data: { sessions } };
      if (config.url === '/auth/sessions/sign-out-others') {
        sessions = sessions.filter((s) => s.current);
        return { status: 200, data: { message: 'Signed out everywhere else', ended: 1 } };
      }
      return undefined;
    });
    renderRoute('/settings/account', [{ path: '/settings/account', element: <SessionsSection /> }]);

    expect(await screen.findByText('Safari on iOS')).toBeTruthy();
    expect(screen.getByText('Firefox on Linux').textContent).toContain('This device');
    expect(screen.getAllByText(/^Last used /)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(calls.filter((call) => call.url === '/auth/sessions/sign-out-others')).toHaveLength(1);
    expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
