import { describe, expect, it } from 'vitest';
import { admin, member } from '../../core/testing/actors';
import { canInvite } from './policy';

// Moved from the web's team rules (canAddMembers), which now read the organization's canInvite.
describe('inviting', () => {
  it('is for admins of company organizations', () => {
    expect(canInvite(admin, { type: 'COMPANY' })).toBe(true);
    expect(canInvite(member, { type: 'COMPANY' })).toBe(false);
    expect(canInvite(admin, { type: 'PERSONAL' })).toBe(false);
  });
});
