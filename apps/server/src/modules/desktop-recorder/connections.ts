import type { DesktopPlatform } from '@support/shared';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { desktopConnections, memberships, organizations, users } from '../../db/schema';
import { forbidden, gone, notFound } from '../../lib/errors';
import type { TokenService } from '../../lib/jwt';
import { startSession } from '../auth/sessions';
import { CODE_TTL_MS, displayCode, hashOf, newCode, newSecret, sessionLabel } from './codes';
import { connectableBy, NOT_A_MEMBER } from './policy';

/** How long an expired connection is kept, so a late poll still hears EXPIRED rather than 404. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

const unknownConnection = () =>
  notFound(
    'This connection is unknown. Start connecting again in the desktop recorder.',
    'CONNECTION_NOT_FOUND',
  );
const unknownCode = () =>
  notFound(
    'This code is unknown or has expired. Check the code the desktop recorder shows, or start connecting again there.',
    'CONNECTION_NOT_FOUND',
  );

/** A recorder asks to connect: a new code and secret, of which only the hashes are kept. */
export async function createConnection(input: {
  db: Db;
  now: Date;
  origin: string;
  platform: DesktopPlatform;
  device?: string;
}) {
  // Connections long expired serve nothing (a claimed one's session lives on in sessions): each new
  // one clears them, so the table stays the size of the last day's attempts.
  await input.db
    .delete(desktopConnections)
    .where(lt(desktopConnections.expiresAt, new Date(input.now.getTime() - KEEP_EXPIRED_MS)));
  const secret = newSecret();
  const expiresAt = new Date(input.now.getTime() + CODE_TTL_MS);
  // A code that collides with a stored one (1 in 2^40 per stored row) is drawn again.
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    const [row] = await input.db
      .insert(desktopConnections)
      .values({
        codeHash: hashOf(code),
        secretHash: hashOf(secret),
        platform: input.platform,
        device: input.device || null,
        expiresAt,
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: desktopConnections.id });
    if (row) {
      const shown = displayCode(code);
      return {
        connectionId: row.id,
        code: shown,
        secret,
        expiresAt: expiresAt.toISOString(),
        verificationUrl: `${input.origin}/connect-desktop?code=${shown}`,
      };
    }
    if (attempt >= 4) throw new Error('no free connection code after 5 attempts');
  }
}

/** A connection still waiting for its confirmation (signed-in page: what is connecting). */
export async function pendingByCode(input: { db: Db; now: Date; code: string }) {
  const [row] = await input.db
    .select({
      platform: desktopConnections.platform,
      device: desktopConnections.device,
      createdAt: desktopConnections.createdAt,
      expiresAt: desktopConnections.expiresAt,
    })
    .from(desktopConnections)
    .where(
      and(
        eq(desktopConnections.codeHash, hashOf(input.code)),
        isNull(desktopConnections.confirmedAt),
        isNull(desktopConnections.claimedAt),
        gt(desktopConnections.expiresAt, input.now),
      ),
    );
  if (!row) throw unknownCode();
  return {
    platform: row.platform,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The signed-in person confirms the code for one of their organizations. Conditional, so of two
 * people typing the same code only the first confirms it; the same person confirming again (a
 * double click, a reload) with the same organization gets the same answer.
 */
export async function confirmConnection(input: {
  db: Db;
  now: Date;
  actor: Actor;
  code: string;
  organizationId: string;
}) {
  const { db, actor } = input;
  const [membership] = await db
    .select({ name: organizations.name })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(connectableBy(actor, input.organizationId));
  if (!membership) throw forbidden(NOT_A_MEMBER, 'NOT_A_MEMBER');
  const [confirmed] = await db
    .update(desktopConnections)
    .set({ confirmedAt: input.now, userId: actor.userId, organizationId: input.organizationId })
    .where(
      and(
        eq(desktopConnections.codeHash, hashOf(input.code)),
        isNull(desktopConnections.claimedAt),
        gt(desktopConnections.expiresAt, input.now),
        or(
          isNull(desktopConnections.confirmedAt),
          and(
            eq(desktopConnections.userId, actor.userId),
            eq(desktopConnections.organizationId, input.organizationId),
          ),
        ),
      ),
    )
    .returning({ id: desktopConnections.id });
  if (!confirmed) throw unknownCode();
  return {
    message: 'Connected. You can return to the desktop recorder.',
    organizationId: input.organizationId,
    organizationName: membership.name,
  };
}

export type ClaimResult =
  | { status: 'PENDING' }
  | {
      status: 'CLAIMED';
      token: string;
      organizationId: string;
      organizationName: string;
      user: { email: string; name: string };
    };

/**
 * The recorder polls for its token. Exactly once: the claim is one conditional UPDATE … RETURNING,
 * so of two racing claims the database lets one through (the other's WHERE no longer matches once
 * the first has set `claimed_at`), and the session is made in the same transaction, so a failure
 * leaves the connection claimable. An unknown id and a wrong secret answer alike.
 */
export async function claimToken(input: {
  db: Db;
  tokens: TokenService;
  now: Date;
  connectionId: string;
  secret: string;
}): Promise<ClaimResult> {
  const { db, now } = input;
  const secretHash = hashOf(input.secret);
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(desktopConnections)
      .set({ claimedAt: now })
      .where(
        and(
          eq(desktopConnections.id, input.connectionId),
          eq(desktopConnections.secretHash, secretHash),
          isNotNull(desktopConnections.confirmedAt),
          isNull(desktopConnections.claimedAt),
          gt(desktopConnections.expiresAt, now),
        ),
      )
      .returning({
        userId: desktopConnections.userId,
        organizationId: desktopConnections.organizationId,
        platform: desktopConnections.platform,
        device: desktopConnections.device,
      });
    if (!row?.userId || !row.organizationId) return null;
    const [user] = await tx
      .select({
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        tokenVersion: users.tokenVersion,
        organizationName: organizations.name,
      })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(and(eq(users.id, row.userId), eq(memberships.organizationId, row.organizationId)));
    // The person left the organization between confirming and the claim: nothing to connect to.
    if (!user) throw unknownConnection();
    const session = await startSession({
      db: tx,
      tokens: input.tokens,
      now,
      userId: row.userId,
      tokenVersion: user.tokenVersion,
      recorder: {
        organizationId: row.organizationId,
        platform: row.platform,
        label: sessionLabel(row.platform),
        device: row.device,
      },
    });
    await tx
      .update(desktopConnections)
      .set({ sessionId: session.sessionId })
      .where(eq(desktopConnections.id, input.connectionId));
    return {
      status: 'CLAIMED' as const,
      token: session.token,
      organizationId: row.organizationId,
      organizationName: user.organizationName,
      user: { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
    };
  });
  if (claimed) return claimed;
  // Why it could not be claimed, read without writing.
  const [row] = await db
    .select({
      secretHash: desktopConnections.secretHash,
      confirmedAt: desktopConnections.confirmedAt,
      claimedAt: desktopConnections.claimedAt,
      expiresAt: desktopConnections.expiresAt,
    })
    .from(desktopConnections)
    .where(eq(desktopConnections.id, input.connectionId));
  if (!row || row.secretHash !== secretHash) throw unknownConnection();
  if (row.claimedAt)
    throw gone(
      'This connection has already been used. Start connecting again in the desktop recorder.',
      'ALREADY_CLAIMED',
    );
  if (row.expiresAt <= now)
    throw gone('The code has expired. Start connecting again in the desktop recorder.', 'EXPIRED');
  // Not confirmed yet (polled without a write, so waiting costs no lock).
  return { status: 'PENDING' };
}
