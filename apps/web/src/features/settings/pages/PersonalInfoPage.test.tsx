import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { type FakeReply, fakeApi, GATEWAY_ERROR, renderRoute } from '../../../testing/harness';
import { sampleProfile } from '../testing';
import PersonalInfoPage from './PersonalInfoPage';

function renderProfile(save?: FakeReply) {
  const calls = fakeApi((request) => {
    if (request.url !== '/profile/user') return undefined;
    if (request.method === 'put')
      return save ?? { status: 200, data: sampleProfile({ firstName: 'Augusta' }) };
    return { status: 200, data: sampleProfile() };
  });
  renderRoute('/settings/personal-info', [
    { path: '/settings/personal-info', element: <PersonalInfoPage /> },
  ]);
  return calls;
}

afterEach(cleanup);

describe('profile page', () => {
  it('shows the name and the fixed sign-in address, and saves a new name', async () => {
    const calls = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    const firstName = (await screen.findByLabelText('First name')) as HTMLInputElement;
    expect(firstName.value).toBe('Ada');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Your sign-in address cannot be changed here.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(firstName, { target: { value: ' Augusta ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        url: '/profile/user',
        body: { firstName: 'Augusta', lastName: 'Lovelace' },
      }),
    );
  });

  it('requires a first name and sends nothing without one', async () => {
    const calls = renderProfile();
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("shows the server's message, else 'Failed to update profile'", async () => {
    renderProfile({ status: 400, data: { message: 'First name is too long' } });
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Augusta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is too long')).toBeTruthy();
    cleanup();
    renderProfile(GATEWAY_ERROR);
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Augusta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderProfile();
      expect(await screen.findByRole('heading', { name: 'Profil' })).toBeTruthy();
      expect(await screen.findByLabelText('Vorname')).toBeTruthy();
      expect(screen.getByLabelText('Nachname')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
