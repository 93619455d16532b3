import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { MAX_ID, sampleOrganization, sampleProfile } from '../testing';
import GeneralPage from './GeneralPage';

function renderGeneral(setup: { profile?: object; save?: { status: number; data?: unknown } } = {}) {
  const calls = fakeApi((request) => {
    if (request.url === '/profile/user') return { status: 200, data: setup.profile ?? sampleProfile() };
    if (request.url === '/organization/active') return { status: 200, data: sampleOrganization() };
    if (request.url === '/organization/settings' && request.method === 'put')
      return setup.save ?? { status: 200, data: sampleOrganization({ name: 'Acme Labs' }) };
    return undefined;
  });
  renderRoute('/settings/general', [{ path: '/settings/general', element: <GeneralPage /> }]);
  return calls;
}

afterEach(cleanup);

describe('general settings page', () => {
  it("shows the organization's settings and saves only what changed", async () => {
    const calls = renderGeneral();
    expect(await screen.findByRole('heading', { name: 'General' })).toBeTruthy();
    const name = (await screen.findByLabelText('Organization name')) as HTMLInputElement;
    expect(name.value).toBe('Acme');
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Acme Labs ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/organization/settings')).toMatchObject({
        method: 'PUT',
        body: { name: 'Acme Labs' },
      }),
    );
  });

  it('requires a name and sends nothing without one', async () => {
    const calls = renderGeneral();
    fireEvent.change(await screen.findByLabelText('Organization name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Organization name is required')).toBeTruthy();
    expect(calls.some((call) => call.url === '/organization/settings')).toBe(false);
  });

  it("shows the server's message when saving fails", async () => {
    renderGeneral({
      save: { status: 403, data: { message: 'Only admins can do this', code: 'ADMIN_ONLY' } },
    });
    fireEvent.change(await screen.findByLabelText('Organization name'), { target: { value: 'Acme Labs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Only admins can do this')).toBeTruthy();
  });

  it('is read-only for a member', async () => {
    renderGeneral({ profile: sampleProfile({ id: MAX_ID, firstName: 'Max', email: 'max@acme.test' }) });
    expect(await screen.findByText('Only admins can change these settings.')).toBeTruthy();
    expect((screen.getByLabelText('Organization name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderGeneral();
      expect(await screen.findByRole('heading', { name: 'Allgemein' })).toBeTruthy();
      expect(await screen.findByLabelText('Name der Organisation')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
