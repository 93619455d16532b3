import type { Organization } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../../testing/harness';
import { featureCheck } from '../../plans/testing';
import {
  ADA_ID,
  MAX_ID,
  organizationSeenBy,
  sampleInvitation,
  sampleOrganization,
  sampleProfile,
} from '../../settings/testing';
import TeamPage from './TeamPage';

const pending = sampleInvitation({ email: 'pending@acme.test' });
const expired = sampleInvitation({
  id: '6f5d1a3c-8b7c-4d0e-9f4a-5b6c7d8e9f0a',
  email: 'expired@acme.test',
  status: 'EXPIRED',
});
const accepted = sampleInvitation({
  id: '7a6e2b4d-9c8d-4e1f-8a5b-6c7d8e9f0a1b',
  email: 'accepted@acme.test',
  status: 'ACCEPTED',
});

type Setup = {
  profile?: object;
  organization?: object;
  invitations?: { status: number; data?: unknown };
  teamMembers?: object;
};

function renderTeam(setup: Setup = {}) {
  const calls = fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: setup.profile ?? sampleProfile() };
    if (config.url === '/organization/active')
      return {
        status: 200,
        data: organizationSeenBy(
          (setup.organization as Organization | undefined) ?? sampleOrganization(),
          (setup.profile as { id?: string } | undefined)?.id ?? ADA_ID,
        ),
      };
    if (config.url === '/plan/feature/TEAM_MEMBERS/check')
      return { status: 200, data: setup.teamMembers ?? featureCheck('TEAM_MEMBERS', { limit: 10 }) };
    if (config.url === '/organization/invitations')
      return setup.invitations ?? { status: 200, data: { invitations: [pending, expired, accepted] } };
    // Revoking and resending answer with the invitation; other changes with a message.
    const invitation = [pending, expired, accepted].find((one) => config.url.includes(one.id));
    if (invitation && config.url.endsWith('/revoke'))
      return { status: 200, data: { ...invitation, status: 'REVOKED' } };
    if (invitation && config.url.endsWith('/resend'))
      return { status: 200, data: { ...invitation, status: 'PENDING' } };
    if (config.method === 'put' || config.method === 'delete')
      return { status: 200, data: { message: 'Done' } };
    return undefined;
  });
  const router = renderRoute('/settings/team', [{ path: '/settings/team', element: <TeamPage /> }]);
  return Object.assign(calls, { router });
}

afterEach(cleanup);

describe('team page for an admin of a company organization', () => {
  it('lists open and expired invitations with their actions, and hides the others', async () => {
    renderTeam();
    const pendingRow = (await screen.findByText('pending@acme.test')).closest('li')!;
    expect(within(pendingRow).getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(within(pendingRow).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    const expiredRow = screen.getByText('expired@acme.test').closest('li')!;
    expect(within(expiredRow).getByText('Expired')).toBeTruthy();
    expect(within(expiredRow).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(expiredRow).queryByRole('button', { name: 'Resend' })).toBeNull();
    expect(screen.queryByText('accepted@acme.test')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Add Member' })).getAttribute('href')).toBe(
      '/organizations/add-member',
    );
  });

  it('hides Add Member when the plan has no team members', async () => {
    renderTeam({ teamMembers: featureCheck('TEAM_MEMBERS', { hasAccess: false, limit: null }) });
    expect(await screen.findByText('pending@acme.test')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add Member' })).toBeNull());
  });

  it('opens the upgrade modal instead of the invite form at the seat limit', async () => {
    const { router } = renderTeam({
      teamMembers: featureCheck('TEAM_MEMBERS', { limit: 3, currentUsage: 3, isLimitReached: true }),
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Add Member' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade'));
    expect(router.state.location.state).toMatchObject({ feature: 'TEAM_MEMBERS' });
  });

  it('offers role change and removal for other members only', async () => {
    renderTeam();
    expect(await screen.findByRole('combobox', { name: 'Role of Max Muster' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Max Muster' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();
  });

  it('changes a role only after the confirmation', async () => {
    const calls = renderTeam();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Role of Max Muster' }), {
      target: { value: 'ADMIN' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change role?' });
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: `/organization/${sampleOrganization().id}/users/${MAX_ID}/role`,
        body: { role: 'ADMIN' },
      }),
    );
  });

  it('revokes an invitation only after the confirmation', async () => {
    const calls = renderTeam();
    const row = (await screen.findByText('pending@acme.test')).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation?' });
    expect(calls.some((call) => call.url.endsWith('/revoke'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.method === 'PUT' && call.url === `/organization/invitations/${pending.id}/revoke`,
        ),
      ).toBe(true),
    );
  });

  it('says so when there are no open invitations', async () => {
    renderTeam({ invitations: { status: 200, data: { invitations: [accepted] } } });
    expect(await screen.findByText('No open invitations')).toBeTruthy();
  });

  it('says so when the invitations cannot be loaded', async () => {
    renderTeam({ invitations: { status: 500, data: { message: 'boom' } } });
    expect(await screen.findByText('Failed to load invitations')).toBeTruthy();
  });
});

describe('team page for others', () => {
  it('shows a member roles only: no Add Member, no role change, no invitations', async () => {
    renderTeam({ profile: sampleProfile({ id: MAX_ID, firstName: 'Max', email: 'max@acme.test' }) });
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Member' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Invitations')).toBeNull();
  });

  it('asks the owner of a personal organization to create one to invite users', async () => {
    renderTeam({ organization: sampleOrganization({ type: 'PERSONAL' }) });
    expect(await screen.findByText('Create an organization to invite users')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Member' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create Organization' }).getAttribute('href')).toBe(
      '/organizations/create',
    );
  });
});
