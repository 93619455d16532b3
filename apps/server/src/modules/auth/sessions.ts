import type { DesktopPlatform, SessionKind } from '@support/shared';
import { and, desc, eq, gt, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Queryable } from '../../db/client';
import { sessions } from '../../db/schema';
import type { TokenService } from '../../lib/jwt';
import { summarizeUserAgent } from './userAgent';

/** Every sign-in goes through here: a session row, and a token that names it. */
export async function startSession(input: {
  db: Queryable;
  tokens: TokenService;
  now: Date;
  userId: string;
  tokenVersion: number;
  userAgent?: string;
  /** A desktop recorder's session: lives while used, bound to one organization, labelled for settings. */
  recorder?: { organizationId: string; platform: DesktopPlatform; label: string; device: string | null };
}): Promise<{ token: string; sessionId: string }> {
  // Rows whose tokens have expired serve nothing: each sign-in clears its user's, so the table
  // stays the size of the sessions people actually hold. Each kind by its own rule: a sign-in by
  // its age, a recorder by how long it went unused.
  await input.db
    .delete(sessions)
    .where(and(eq(sessions.userId, input.userId), expired(input.tokens, input.now)));
  const kind: SessionKind = input.recorder ? 'DESKTOP_RECORDER' : 'BROWSER';
  const [session] = await input.db
    .insert(sessions)
    .values({
      userId: input.userId,
      userAgent: input.recorder ? input.recorder.device : summarizeUserAgent(input.userAgent),
      kind,
      organizationId: input.recorder?.organizationId ?? null,
      label: input.recorder?.label ?? null,
      platform: input.recorder?.platform ?? null,
      createdAt: input.now,
      lastUsedAt: input.now,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  const claims = { userId: input.userId, tokenVersion: input.tokenVersion, sessionId: session.id };
  return { token: await input.tokens.sign(claims, kind), sessionId: session.id };
}

/**
 * Sessions whose tokens have run out: a sign-in JWT_TTL_DAYS after it began, a desktop recorder
 * DESKTOP_RECORDER_TOKEN_DAYS after its last use (the same rule `authenticate` applies).
 */
function expired(tokens: TokenService, now: Date): SQL | undefined {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return or(
    and(eq(sessions.kind, 'BROWSER'), lt(sessions.createdAt, before(tokens.ttlMs))),
    and(eq(sessions.kind, 'DESKTOP_RECORDER'), lt(sessions.lastUsedAt, before(tokens.recorderIdleMs))),
  );
}

/** When the session's token stops working if nothing else happens (the rule of `expired`). */
function endOf(tokens: TokenService, row: { kind: SessionKind; createdAt: Date; lastUsedAt: Date }): Date {
  return row.kind === 'DESKTOP_RECORDER'
    ? new Date(row.lastUsedAt.getTime() + tokens.recorderIdleMs)
    : new Date(row.createdAt.getTime() + tokens.ttlMs);
}

/** Sessions whose tokens still work by time (the complement of `expired`). */
function current(tokens: TokenService, now: Date): SQL | undefined {
  const after = (ms: number) => new Date(now.getTime() - ms);
  return or(
    and(eq(sessions.kind, 'BROWSER'), gt(sessions.createdAt, after(tokens.ttlMs))),
    and(eq(sessions.kind, 'DESKTOP_RECORDER'), gt(sessions.lastUsedAt, after(tokens.recorderIdleMs))),
  );
}

/**
 * `DELETE /sessions/:id`: ends one of the caller's own sessions (a desktop recorder, another
 * browser). Like logout it writes `revoked_at`, which the one query every signed-in call makes
 * reads, so the token stops working at once in every process. False when the id is not the
 * caller's (or already ended): the route answers 404 then, the same for another user's id.
 */
export async function revokeSession(input: {
  db: Queryable;
  actor: Actor;
  sessionId: string;
  now: Date;
}): Promise<boolean> {
  const ended = await input.db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(sessions.id, input.sessionId),
        eq(sessions.userId, input.actor.userId),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** `POST /auth/logout`: the caller's token stops working at once, in every process. */
export async function endSession(input: { db: Queryable; actor: Actor; now: Date }): Promise<void> {
  await input.db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(and(eq(sessions.id, input.actor.sessionId), eq(sessions.userId, input.actor.userId)));
}

/** Every session of the user but `except` (the caller's, after a password change or on request). */
export async function endOtherSessions(input: {
  db: Queryable;
  userId: string;
  except?: string;
  now: Date;
}): Promise<number> {
  const ended = await input.db
    .update(sessions)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(sessions.userId, input.userId),
        isNull(sessions.revokedAt),
        input.except ? ne(sessions.id, input.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** The user's sessions whose tokens still work: not ended, not expired; the newest use first. */
export async function listSessions(input: { db: Queryable; actor: Actor; now: Date; tokens: TokenService }) {
  const rows = await input.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      kind: sessions.kind,
      label: sessions.label,
      platform: sessions.platform,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, input.actor.userId),
        isNull(sessions.revokedAt),
        current(input.tokens, input.now),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      kind: row.kind,
      label: row.label,
      platform: row.platform,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      endsAt: endOf(input.tokens, row).toISOString(),
      current: row.id === input.actor.sessionId,
    })),
  };
}
