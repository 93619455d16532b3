import type { Actor } from '../actor';

/** Actors for the policies' unit tests: a member of org-1 by default. */
export function actor(overrides: Partial<Actor> = {}): Actor {
  return {
    userId: 'user-1',
    email: 'user@example.com',
    userType: 'REGULAR',
    tokenVersion: 0,
    sessionId: 'session-1',
    sessionKind: 'BROWSER',
    firstName: 'Ada',
    lastName: 'Lovelace',
    language: null,
    organizationId: 'org-1',
    organizationName: 'Acme',
    role: 'MEMBER',
    subscription: null,
    ...overrides,
  };
}

export const member = actor();
export const admin = actor({ role: 'ADMIN' });
export const superAdminMember = actor({ userType: 'SUPER_ADMIN' });
/** An ADMIN's desktop recorder: the token writes, and administers nothing. */
export const adminsRecorder = actor({ role: 'ADMIN', sessionKind: 'DESKTOP_RECORDER' });
export const outsider = actor({ organizationId: null, organizationName: null, role: null });
