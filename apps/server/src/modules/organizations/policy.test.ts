import { describe, expect, it } from 'vitest';
import { admin, member } from '../../core/testing/actors';
import { memberAbilities, organizationAbilities } from './abilities';
import { canRemoveMember, canUpdateMemberRole } from './policy';

// Moved from the web's team rules (canManageMember), which now read the server's abilities.
describe('managing a member', () => {
  it('lets an admin manage other users', () => {
    expect(canUpdateMemberRole(admin, { userId: 'other' })).toBe(true);
    expect(canRemoveMember(admin, { userId: 'other' })).toBe(true);
  });

  it('never lets an admin change or remove themself', () => {
    expect(canUpdateMemberRole(admin, { userId: admin.userId })).toBe(false);
    expect(canRemoveMember(admin, { userId: admin.userId })).toBe(false);
  });

  it('never lets a member manage anyone', () => {
    expect(canUpdateMemberRole(member, { userId: 'other' })).toBe(false);
    expect(canRemoveMember(member, { userId: 'other' })).toBe(false);
  });
});

describe('the abilities an organization presents', () => {
  it('are all true for an admin of a company and all false for a member', () => {
    const company = { type: 'COMPANY' as const };
    expect(Object.values(organizationAbilities(admin, company)).every(Boolean)).toBe(true);
    expect(Object.values(organizationAbilities(member, company)).some(Boolean)).toBe(false);
    expect(memberAbilities(admin, { userId: 'other' })).toEqual({ canUpdateRole: true, canRemove: true });
    expect(memberAbilities(member, { userId: 'other' })).toEqual({ canUpdateRole: false, canRemove: false });
  });
});
