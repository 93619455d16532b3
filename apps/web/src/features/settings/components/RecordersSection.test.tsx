import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { RecordersSection } from './RecordersSection';

const THIS = '11111111-1111-4111-8111-111111111111';
const RECORDER = '33333333-3333-4333-8333-333333333333';
const browser = {
  id: THIS,
  userAgent: 'Firefox on Linux',
  kind: 'BROWSER',
  label: null,
  platform: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: '2026-11-24T10:30:00.000Z',
  endsAt: '2026-12-20T09:00:00.000Z',
  current: true,
};
const recorder = {
  ...browser,
  id: RECORDER,
  userAgent: 'OFFICE-PC',
  kind: 'DESKTOP_RECORDER',
  label: 'Desktop recorder on Windows',
  platform: 'win32',
  endsAt: '2027-02-22T10:30:00.000Z',
  current: false,
};

afterEach(async () => {
  cleanup();
  toast.remove();
  await changeLanguage('en');
});

const page = () =>
  renderRoute('/settings/account', [{ path: '/settings/account', element: <RecordersSection /> }]);

describe('connected recorders (settings/account)', () => {
  it('lists each recorder with its computer, connection, last use and end, and disconnects it after a confirmation', async () => {
    let sessions: object[] = [browser, recorder];
    const calls = fakeApi((config) => {
      if (config.url === '/auth/sessions') return { status: 200, data: { sessions } };
      if (config.url === `/sessions/${RECORDER}` && config.method.toLowerCase() === 'delete') {
        sessions = sessions.filter((s) => (s as { id: string }).id !== RECORDER);
        return { status: 200, data: { message: 'Session revoked' } };
      }
      return undefined;
    });
    page();

    expect(await screen.findByText('Desktop recorder on Windows')).toBeTruthy();
    expect(screen.getByText('OFFICE-PC')).toBeTruthy();
    expect(screen.getByText(/^Connected .*2026.* · Last used .*2026/)).toBeTruthy();
    expect(screen.getByText(/^Disconnects by itself on .*2027.* unless it is used$/)).toBeTruthy();
    // The browser sessions are listed elsewhere.
    expect(screen.queryByText('Firefox on Linux')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect: Desktop recorder on Windows' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Disconnect this recorder?');
    expect(dialog.textContent).toContain('Desktop recorder on Windows stops working at once');
    // Nothing is revoked until confirmed.
    expect(calls.filter((call) => call.method.toLowerCase() === 'delete')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByText('Desktop recorder on Windows')).toBeNull());
    expect(calls.filter((call) => call.method.toLowerCase() === 'delete').map((call) => call.url)).toEqual([
      `/sessions/${RECORDER}`,
    ]);
    expect(screen.getByText('No desktop recorder is connected.')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    fakeApi((config) =>
      config.url === '/auth/sessions' ? { status: 200, data: { sessions: [browser, recorder] } } : undefined,
    );
    page();
    expect(await screen.findByText('Desktop-Recorder unter Windows')).toBeTruthy();
    expect(screen.getByText('Verbundene Recorder')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Trennen: Desktop-Recorder unter Windows' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Diesen Recorder trennen?');
  });
});
