import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
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
}): Promise<{ token: string }> {
  // Rows whose tokens have expired serve nothing: each sign-in clears its user's, so the table
  // stays the size of the sessions people actually hold.
  await input.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, input.userId),
        lt(sessions.createdAt, new Date(input.now.getTime() - input.tokens.ttlMs)),
      ),
    );
  const [session] = await input.db
    .insert(sessions)
    .values({
      userId: input.userId,
      userAgent: summarizeUserAgent(input.userAgent),
      createdAt: input.now,
      lastUsedAt: input.now,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  const claims = { userId: input.userId, tokenVersion: input.tokenVersion, sessionId: session.id };
  return { token: await input.tokens.sign(claims) };
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
export async function listSessions(input: { db: Queryable; actor: Actor; now: Date; ttlMs: number }) {
  const rows = await input.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, input.actor.userId),
        isNull(sessions.revokedAt),
        gt(sessions.createdAt, new Date(input.now.getTime() - input.ttlMs)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      current: row.id === input.actor.sessionId,
    })),
  };
}
