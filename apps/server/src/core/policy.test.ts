import type { ApiKeyScope } from '@support/shared';
import { describe, expect, it } from 'vitest';
import {
  actorIn,
  authorize,
  canAdministerInstance,
  canAdministerOrganization,
  hasLevel,
  levelOf,
  levelOfScopes,
} from './policy';
import { actor, admin, adminsRecorder, member, outsider, superAdminMember } from './testing/actors';

describe('the policy vocabulary', () => {
  it('grants the lesser of the role and the token', () => {
    expect(levelOf(member)).toBe('write');
    expect(levelOf(admin)).toBe('admin');
    expect(levelOf(adminsRecorder)).toBe('write');
    expect(levelOf({ role: 'MEMBER', sessionKind: 'DESKTOP_RECORDER' })).toBe('write');
    expect(levelOf(outsider)).toBeNull();
  });

  it("grants an API key its highest scope's level, never more", () => {
    const key = (scopes: ApiKeyScope[]) =>
      actor({ role: 'ADMIN', sessionKind: 'API_KEY', apiKey: { id: 'key-1', name: 'CI', scopes } });
    expect(levelOf(key(['articles:read', 'analytics:read']))).toBe('read');
    expect(levelOf(key(['articles:read', 'articles:publish']))).toBe('write');
    expect(levelOf(key(['help_centers']))).toBe('admin');
    expect(levelOfScopes([])).toBe('read');
    expect(canAdministerOrganization(key(['articles:write']))).toBe(false);
  });

  it('includes the lower levels in the higher ones', () => {
    expect(hasLevel(admin, 'read')).toBe(true);
    expect(hasLevel(admin, 'write')).toBe(true);
    expect(hasLevel(member, 'read')).toBe(true);
    expect(hasLevel(member, 'admin')).toBe(false);
    expect(hasLevel(outsider, 'read')).toBe(false);
  });

  it('lets an ADMIN administer the organization; not a member, a recorder token or an outsider', () => {
    expect(canAdministerOrganization(admin)).toBe(true);
    expect(canAdministerOrganization(member)).toBe(false);
    expect(canAdministerOrganization(adminsRecorder)).toBe(false);
    expect(canAdministerOrganization(outsider)).toBe(false);
  });

  it('lets a super admin administer the installation, whatever the role', () => {
    expect(canAdministerInstance(superAdminMember)).toBe(true);
    expect(canAdministerInstance(admin)).toBe(false);
  });

  it('judges the caller in another organization by its role there', () => {
    expect(canAdministerOrganization(actorIn(member, 'org-2', 'ADMIN'))).toBe(true);
    expect(canAdministerOrganization(actorIn(admin, 'org-2', 'MEMBER'))).toBe(false);
    expect(canAdministerOrganization(actorIn(admin, 'org-2', null))).toBe(false);
  });

  it('refuses with 403 and the message, ADMIN_ONLY unless named', () => {
    expect(() => authorize(true, 'never')).not.toThrow();
    expect(() => authorize(false, 'Only admins')).toThrow(
      expect.objectContaining({ statusCode: 403, message: 'Only admins', code: 'ADMIN_ONLY' }),
    );
    expect(() => authorize(false, 'No', 'TOKEN_SCOPE')).toThrow(
      expect.objectContaining({ code: 'TOKEN_SCOPE' }),
    );
  });
});
