import { describe, expect, it } from 'vitest';
import { canAddMembers, displayName, invitationActions, listedInvitations, roleOf } from './rules';

const org = {
  UserOrganizations: [
    { role: 'ADMIN' as const, user: { id: 'admin', firstName: 'Ada', lastName: 'L', email: 'a@x.io' } },
    { role: 'MEMBER' as const, user: { id: 'member', firstName: 'Max', lastName: 'M', email: 'm@x.io' } },
  ],
};

describe('roleOf', () => {
  it('finds the role of a member and null for strangers', () => {
    expect(roleOf(org, 'admin')).toBe('ADMIN');
    expect(roleOf(org, 'member')).toBe('MEMBER');
    expect(roleOf(org, 'stranger')).toBeNull();
    expect(roleOf(undefined, 'admin')).toBeNull();
  });
});

describe('canAddMembers', () => {
  // Who may invite (admins of company organizations) is the server's invitations policy, tested
  // there (invitations/policy.test.ts); the web follows the organization's `canInvite`.
  it('is for whom the server lets invite', () => {
    expect(canAddMembers({ organization: { canInvite: true } })).toBe(true);
    expect(canAddMembers({ organization: { canInvite: false } })).toBe(false);
  });

  it('is withheld without the team-members feature', () => {
    expect(canAddMembers({ organization: { canInvite: true }, hasTeamMembersFeature: false })).toBe(false);
  });
});

describe('listedInvitations', () => {
  it('keeps only PENDING and EXPIRED, newest first', () => {
    const listed = listedInvitations([
      { id: '1', status: 'ACCEPTED' as const, createdAt: '2026-01-04T00:00:00.000Z' },
      { id: '2', status: 'EXPIRED' as const, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: '3', status: 'REVOKED' as const, createdAt: '2026-01-05T00:00:00.000Z' },
      { id: '4', status: 'PENDING' as const, createdAt: '2026-01-03T00:00:00.000Z' },
    ]);
    expect(listed.map((invitation) => invitation.id)).toEqual(['4', '2']);
  });
});

describe('invitationActions', () => {
  it('offers Resend and Revoke for pending and only Remove for expired', () => {
    expect(invitationActions('PENDING')).toEqual(['resend', 'revoke']);
    expect(invitationActions('EXPIRED')).toEqual(['remove']);
  });
});

describe('displayName', () => {
  it('falls back to the e-mail when no name is set', () => {
    expect(displayName({ firstName: 'Ada', lastName: '', email: 'a@x.io' })).toBe('Ada');
    expect(displayName({ firstName: '', lastName: '', email: 'a@x.io' })).toBe('a@x.io');
  });
});
