import type { Organization } from '@support/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderRoute } from '../../testing/harness';
import { featureCheck } from '../plans/testing';
import TeamPage from '../team/pages/TeamPage';
import GeneralPage from './pages/GeneralPage';
import { ADMIN_ABILITIES, MEMBER_ABILITIES, sampleOrganization, sampleProfile } from './testing';

/*
 * The web shows what the server presents the caller as able to do (issue 45 item 4), not what it
 * would derive from the role: here Ada is ADMIN by role throughout, and only the abilities change.
 */
afterEach(cleanup);

function serve(organization: Organization) {
  fakeApi((config) => {
    if (config.url === '/profile/user') return { status: 200, data: sampleProfile() };
    if (config.url === '/organization/active') return { status: 200, data: organization };
    if (config.url === '/plan/feature/TEAM_MEMBERS/check')
      return { status: 200, data: featureCheck('TEAM_MEMBERS', { limit: 10 }) };
    if (config.url === '/organization/invitations') return { status: 200, data: { invitations: [] } };
    return undefined;
  });
}

/** Acme with Ada as its ADMIN, presented with the given abilities. */
function acme(abilities: typeof ADMIN_ABILITIES, manage: boolean): Organization {
  const organization = sampleOrganization();
  return {
    ...organization,
    ...abilities,
    UserOrganizations: organization.UserOrganizations.map((member) => ({
      ...member,
      canUpdateRole: manage && member.role === 'MEMBER',
      canRemove: manage && member.role === 'MEMBER',
    })),
  };
}

describe('controls follow the presented abilities', () => {
  it('team page: an admin presented true sees Add Member, the role select and the invitations', async () => {
    serve(acme(ADMIN_ABILITIES, true));
    renderRoute('/settings/team', [{ path: '/settings/team', element: <TeamPage /> }]);
    expect(await screen.findByRole('link', { name: 'Add Member' })).toBeTruthy();
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(screen.getByText('Invitations')).toBeTruthy();
  });

  it('team page: presented false, the same admin sees none of them', async () => {
    serve(acme(MEMBER_ABILITIES, false));
    renderRoute('/settings/team', [{ path: '/settings/team', element: <TeamPage /> }]);
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add Member' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText('Invitations')).toBeNull();
  });

  it('general settings: editable with canUpdate, read-only without it', async () => {
    serve(acme(ADMIN_ABILITIES, true));
    renderRoute('/settings/general', [{ path: '/settings/general', element: <GeneralPage /> }]);
    expect(((await screen.findByLabelText('Organization name')) as HTMLInputElement).readOnly).toBe(false);
    cleanup();

    serve(acme(MEMBER_ABILITIES, false));
    renderRoute('/settings/general', [{ path: '/settings/general', element: <GeneralPage /> }]);
    expect(await screen.findByText('Only admins can change these settings.')).toBeTruthy();
    expect((screen.getByLabelText('Organization name') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});
