import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { type FakeRequest, fakeApi, renderRoute } from '../../../testing/harness';
import { ACME_ID, LABS_ID, sampleOrganization, sampleProfile } from '../../settings/testing';
import ConnectDesktopPage from './ConnectDesktopPage';

const PENDING = {
  platform: 'win32',
  device: 'OFFICE-PC',
  createdAt: '2026-11-28T09:00:00.000Z',
  expiresAt: '2026-11-28T09:10:00.000Z',
};
const acme = sampleOrganization();
const labs = sampleOrganization({ id: LABS_ID, name: 'Labs', slug: 'labs' });

/** The server as the page meets it: `known` is the one pending code (normalised). */
function server(
  options: { known?: string; confirm?: (request: FakeRequest) => { status: number; data?: unknown } } = {},
) {
  const known = options.known ?? 'ABCDEFGH';
  return fakeApi((request) => {
    if (request.url === '/profile/user')
      return { status: 200, data: sampleProfile({ activeOrganizationId: LABS_ID }) };
    if (request.url === '/organization') return { status: 200, data: { organizations: [acme, labs] } };
    if (request.url.startsWith('/desktop-recorder/connections/by-code/')) {
      const code = decodeURIComponent(request.url.split('/').pop() ?? '');
      return code === known
        ? { status: 200, data: PENDING }
        : {
            status: 404,
            data: { message: 'This code is unknown or has expired.', code: 'CONNECTION_NOT_FOUND' },
          };
    }
    if (request.url === '/desktop-recorder/connections/confirm')
      return (
        options.confirm?.(request) ?? {
          status: 200,
          data: {
            message: 'Connected. You can return to the desktop recorder.',
            organizationId: JSON.parse(request.data ?? '{}').organizationId,
            organizationName: 'Acme',
          },
        }
      );
    return undefined;
  });
}

const render = (path: string) =>
  renderRoute(path, [{ path: '/connect-desktop', element: <ConnectDesktopPage /> }]);

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

describe('Connect desktop recorder', () => {
  it('shows the code from the link and what is connecting, then connects it for the chosen organization', async () => {
    const calls = server();
    render('/connect-desktop?code=ABCD-EFGH');

    expect(await screen.findByRole('heading', { name: 'Connect desktop recorder' })).toBeTruthy();
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('ABCD-EFGH');
    expect(await screen.findByText('Desktop recorder on Windows')).toBeTruthy();
    expect(screen.getByText('OFFICE-PC')).toBeTruthy();
    // The active organization is preselected; the person picks another.
    const select = screen.getByLabelText('Organization') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(LABS_ID));
    fireEvent.change(select, { target: { value: ACME_ID } });

    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected. You can return to the desktop recorder.')).toBeTruthy();
    const sent = calls.filter((call) => call.url === '/desktop-recorder/connections/confirm');
    expect(sent.map((call) => call.body)).toEqual([{ code: 'ABCDEFGH', organizationId: ACME_ID }]);
  });

  it('says clearly when the code is unknown or expired, and takes a corrected one', async () => {
    server();
    render('/connect-desktop?code=ZZZZ-ZZZZ');
    expect(await screen.findByText(/This code is unknown or has expired/)).toBeTruthy();
    const connect = screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);

    // Typed in lower case without the dash: written as the recorder shows it.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'abcdefgh' } });
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('ABCD-EFGH');
    expect(await screen.findByText('Desktop recorder on Windows')).toBeTruthy();
    expect(screen.queryByText(/This code is unknown/)).toBeNull();
  });

  it('explains a code that expired while the page was open', async () => {
    server({
      confirm: () => ({
        status: 404,
        data: { message: 'This code is unknown or has expired.', code: 'CONNECTION_NOT_FOUND' },
      }),
    });
    render('/connect-desktop?code=ABCD-EFGH');
    expect(await screen.findByText('Desktop recorder on Windows')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Connect' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(/This code is unknown or has expired\. Check the code/)).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    server();
    render('/connect-desktop?code=ABCD-EFGH');
    expect(await screen.findByRole('heading', { name: 'Desktop-Recorder verbinden' })).toBeTruthy();
    expect(await screen.findByText('Desktop-Recorder unter Windows')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Verbinden' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Verbinden' }));
    expect(await screen.findByText('Verbunden. Sie können zum Desktop-Recorder zurückkehren.')).toBeTruthy();
  });
});
