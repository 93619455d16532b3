import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../../app/AppToaster';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { SessionsSection } from './SessionsSection';

const session = (id: string, userAgent: string | null, current: boolean) => ({
  id,
  userAgent,
  kind: 'BROWSER',
  label: null,
  platform: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-24T10:30:00.000Z',
  endsAt: '2026-12-20T09:00:00.000Z',
  current,
});
const THIS = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';

const RECORDER = '33333333-3333-4333-8333-333333333333';
const recorder = {
  ...session(RECORDER, 'OFFICE-PC', false),
  kind: 'DESKTOP_RECORDER',
  label: 'Desktop recorder on Windows',
  platform: 'win32',
};

afterEach(async () => {
  cleanup();
  toast.remove();
  await changeLanguage('en');
});

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

  it('says that connected recorders must be connected again after signing out everywhere else', async () => {
    let sessions: object[] = [session(THIS, 'Firefox on Linux', true), recorder];
    fakeApi((config) => {
      if (config.url === '/auth/sessions') return { status: 200, data: { sessions } };
      if (config.url === '/auth/sessions/sign-out-others') {
        sessions = sessions.slice(0, 1);
        return { status: 200, data: { message: 'Signed out everywhere else', ended: 1 } };
      }
      return undefined;
    });
    renderRoute('/settings/account', [
      {
        path: '/settings/account',
        element: (
          <>
            <SessionsSection />
            <AppToaster />
          </>
        ),
      },
    ]);
    expect(await screen.findByText('Firefox on Linux')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(
      await screen.findByText(
        'Signed out on every other device. Connected desktop recorders must be connected again.',
      ),
    ).toBeTruthy();
  });

  it('leaves the connected recorders to their own list', async () => {
    fakeApi((config) =>
      config.url === '/auth/sessions'
        ? { status: 200, data: { sessions: [session(THIS, 'Firefox on Linux', true), recorder] } }
        : undefined,
    );
    renderRoute('/settings/account', [{ path: '/settings/account', element: <SessionsSection /> }]);
    expect(await screen.findByText('Firefox on Linux')).toBeTruthy();
    expect(screen.queryByText('Desktop recorder on Windows')).toBeNull();
    expect(screen.getByText('You are not signed in anywhere else.')).toBeTruthy();
    // Signing out everywhere else still ends the recorder, so it stays possible.
    const button = screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    fakeApi((config) =>
      config.url === '/auth/sessions'
        ? {
            status: 200,
            data: {
              sessions: [session(THIS, 'Firefox on Linux', true), session(PHONE, 'Safari on iOS', false)],
            },
          }
        : undefined,
    );
    renderRoute('/settings/account', [{ path: '/settings/account', element: <SessionsSection /> }]);
    expect(await screen.findByText('Safari unter iOS')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Widerrufen: Safari unter iOS' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Diese Sitzung widerrufen?');
  });
});
