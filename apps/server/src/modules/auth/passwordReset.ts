import { RESET_TOKEN_TTL_MS, type UiLanguage } from '@support/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import { hashPassword } from '../../lib/password';
import { generateSecureToken, hashToken } from '../../lib/secureToken';
import { passwordResetMail } from './mails';
import { endOtherSessions } from './sessions';
import { findUserByEmail } from './users';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail address, we have sent a link to reset the password.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset successfully';

/**
 * Stores a one-hour reset token for an existing account and mails its link. The caller answers the
 * same either way; the mail goes out in the background so the answer takes no longer for a real
 * address than for an unknown one, and a mail server failure is logged rather than revealed.
 */
export async function requestPasswordReset(input: {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: Date;
  email: string;
  language: UiLanguage;
  baseUrl: string;
}): Promise<{ message: string }> {
  const user = await findUserByEmail(input.db, input.email);
  if (user) {
    const { token, hash } = generateSecureToken();
    await input.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(input.now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: input.now,
    });
    const link = `${input.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const mail = passwordResetMail({ to: user.email, link, language: input.language });
    input.mailer.send(mail).catch((err) => input.log.error({ err }, 'password reset mail failed'));
  }
  return { message: RESET_REQUESTED_MESSAGE };
}

export const invalidResetToken = () => badRequest('Invalid reset token', 'INVALID_RESET_TOKEN');

/**
 * Sets a new password with a mailed token: single use, within its hour. Every older session ends
 * (tokenVersion rises) and every other open reset link of the user stops working.
 */
export async function resetPassword(input: {
  db: Db;
  now: Date;
  token: string;
  password: string;
}): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  await input.db.transaction(async (tx) => {
    // The update only matches an unused, unexpired token, so two concurrent uses cannot both win.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, input.now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw invalidResetToken();
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: input.now })
      .where(eq(users.id, used.userId));
    await endOtherSessions({ db: tx, userId: used.userId, now: input.now });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
  });
  return { message: PASSWORD_RESET_MESSAGE };
}
