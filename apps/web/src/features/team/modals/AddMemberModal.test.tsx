import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { sampleInvitation } from '../../settings/testing';
import AddMemberModal from './AddMemberModal';

function renderAdd(reply: { status: number; data?: unknown }) {
  const calls = fakeApi((request) => (request.url === '/organization/users/invite' ? reply : undefined));
  const router = renderRoute('/organizations/add-member', [
    { path: '/organizations/add-member', element: <AddMemberModal /> },
  ]);
  return { calls, router };
}

const sent = { status: 201, data: sampleInvitation({ email: 'grace@acme.test', role: 'ADMIN' }) };

afterEach(cleanup);

describe('add member dialog', () => {
  it('invites the address with the chosen role and closes to the team', async () => {
    const { calls, router } = renderAdd(sent);
    expect(await screen.findByRole('dialog', { name: 'Add Member' })).toBeTruthy();
    expect(screen.getByText('We send an invitation link by email. It is valid for 7 days.')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' grace@acme.test ' } });
    fireEvent.click(screen.getByRole('radio', { name: /Admin/ }));
    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/team'));
    expect(calls.find((call) => call.url === '/organization/users/invite')).toMatchObject({
      method: 'POST',
      body: { email: 'grace@acme.test', role: 'ADMIN' },
    });
  });

  it("keeps the dialog with the server's message on a 409", async () => {
    const { router } = renderAdd({ status: 409, data: { message: 'This user is already a member' } });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@acme.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This user is already a member')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/organizations/add-member');
  });

  it('closes with Cancel and invites nobody', async () => {
    const { calls, router } = renderAdd(sent);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/team'));
    expect(calls.some((call) => call.url === '/organization/users/invite')).toBe(false);
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderAdd(sent);
      expect(await screen.findByRole('dialog', { name: 'Mitglied hinzufügen' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Einladung senden' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: /Mitglied/ })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
