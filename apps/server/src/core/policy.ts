import type { ApiKeyScope, ErrorCodeOfStatus, OrganizationRole, SessionKind } from '@support/shared';
import { forbidden } from '../lib/errors';
import type { Actor } from './actor';

/*
 * The permission vocabulary every module states its rules in (issue 45 item 4):
 *
 *  - A module's rules live in its `policy.ts`, as `can<Action><Resource>(actor, resource?)`
 *    returning a boolean: pure, so a unit test lists who can and who cannot.
 *  - Where rows are read or written, the same rule has an SQL form next to it (`…Of(organizationId,
 *    id)`, `adminOf`, `deletableBy`): the organization is part of every query, so a row the caller
 *    may not touch matches nothing, even if a role changed since the check.
 *  - A route refuses with `authorize(can…(actor, …), message)`: 403, code ADMIN_ONLY unless named.
 *  - A response carries the caller's abilities for its resource as `can<Action>` booleans computed
 *    by those functions (packages/shared/src/schemas/abilities.ts); the web reads them and never
 *    looks at a role.
 *
 * What the vocabulary grants is the lesser of two things: the role in the organization and what the
 * token may do (`levelOf`). The open issues plug in here, nowhere else:
 *  - the desktop recorder's token (SessionKind 'DESKTOP_RECORDER') reaches only the endpoints whose
 *    contract `callers` name it (plugins/tokenScope.ts) and, within them, writes content but
 *    administers nothing: TOKEN_LEVEL says so, so abilities presented to it are false;
 *  - an API key is one more `Caller` of the contract (sessionKind 'API_KEY') whose level comes from
 *    its scopes (SCOPE_LEVEL) instead of TOKEN_LEVEL's constant; it reaches only the endpoints whose
 *    contract `scope` it holds, so a key's `admin` (help centers) administers help centers only;
 *  - a reviewer role becomes one more OrganizationRole at level `read` in ROLE_LEVEL, plus its own
 *    `canReviewArticle(actor, article)` in the articles policy; every `can…` that needs `write`
 *    then refuses it without being touched.
 */

/** What a caller may do in an organization, each level including the ones before it. */
export const LEVELS = ['read', 'write', 'admin'] as const;
export type Level = (typeof LEVELS)[number];

/** The most each role may do (spec 01 §6: members write content, admins run the organization). */
const ROLE_LEVEL: Record<OrganizationRole, Level> = { MEMBER: 'write', ADMIN: 'admin' };

/** The most each kind of token may do, whatever its holder's role. */
const TOKEN_LEVEL: Record<SessionKind, Level> = { BROWSER: 'admin', DESKTOP_RECORDER: 'write' };

/**
 * What each API key scope needs: reading, writing articles (publishing is writing), and running
 * help centers, which for people is the admins' (spec 01 §6).
 */
const SCOPE_LEVEL: Record<ApiKeyScope, Level> = {
  'articles:read': 'read',
  'analytics:read': 'read',
  'articles:write': 'write',
  'articles:publish': 'write',
  help_centers: 'admin',
};

const rank = (level: Level) => LEVELS.indexOf(level);

/** The most a key with these scopes may do: its highest scope's level. */
export function levelOfScopes(scopes: readonly ApiKeyScope[]): Level {
  return scopes.reduce<Level>((most, scope) => {
    const level = SCOPE_LEVEL[scope];
    return rank(level) > rank(most) ? level : most;
  }, 'read');
}

type LevelHolder = Pick<Actor, 'role' | 'sessionKind' | 'apiKey'>;

/** What the caller may do in its active organization; null outside any. */
export function levelOf(actor: LevelHolder): Level | null {
  if (!actor.role) return null;
  const role = ROLE_LEVEL[actor.role];
  const token =
    actor.sessionKind === 'API_KEY'
      ? levelOfScopes(actor.apiKey?.scopes ?? [])
      : TOKEN_LEVEL[actor.sessionKind];
  return rank(role) <= rank(token) ? role : token;
}

/** Whether the caller reaches `level` in its active organization. */
export function hasLevel(actor: LevelHolder, level: Level): boolean {
  const own = levelOf(actor);
  return own !== null && rank(own) >= rank(level);
}

/** Administers the active organization: its settings, members, plan and help centers. */
export const canAdministerOrganization = (actor: LevelHolder): boolean => hasLevel(actor, 'admin');

/** The installation's super admin (issue 18), from the database on every request. */
export const canAdministerInstance = (actor: Pick<Actor, 'userType'>): boolean =>
  actor.userType === 'SUPER_ADMIN';

/**
 * The caller as it acts in another of its organizations, with its role there: what an
 * organization list presents abilities with, since the token's role is the active organization's.
 */
export const actorIn = (actor: Actor, organizationId: string, role: OrganizationRole | null): Actor => ({
  ...actor,
  organizationId,
  role,
});

/** 403 unless the policy allows it; the message says who may. */
export function authorize(
  allowed: boolean,
  message: string,
  code: ErrorCodeOfStatus<403> = 'ADMIN_ONLY',
): void {
  if (!allowed) throw forbidden(message, code);
}
