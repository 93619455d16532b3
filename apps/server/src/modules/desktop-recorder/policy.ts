import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { memberships } from '../../db/schema';

/**
 * Who may connect a desktop recorder (README "Desktop recorder"), in the vocabulary of
 * core/policy.ts: a member, from a browser sign-in, into an organization they belong to. The token
 * the recorder then holds (SessionKind 'DESKTOP_RECORDER') is at level `write` and reaches only the
 * endpoints whose contract `callers` name it (plugins/tokenScope.ts): it uploads recordings and
 * reads the profile and the active organization, and administers nothing.
 */
export const NOT_A_MEMBER = 'You can only connect the recorder to an organization you belong to';

/** A browser sign-in connects a recorder; a recorder's own token never mints another (its `callers`). */
export const canConnectDesktopRecorder = (actor: Actor): boolean => actor.sessionKind === 'BROWSER';

/** SQL: the caller's membership of the organization the recorder is to record into. */
export const connectableBy = (actor: Actor, organizationId: string): SQL =>
  and(eq(memberships.userId, actor.userId), eq(memberships.organizationId, organizationId))!;
