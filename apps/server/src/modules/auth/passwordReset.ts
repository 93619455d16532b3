import type { UiLanguage } from '@support/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/secureToken';
import { assertNewPassword } from './passwordRules';
import { type ResetMailPayload, resetMailJob } from './resetMailJob';
import { endOtherSessions } from './sessions';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail address, we have sent a link to reset the password.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset successfully';

/**
 * Answers every request alike and at once: the lookup, the token and the mail happen in a job
 * (resetMailJob.ts), so neither the answer nor its time tells whether the address has an account,
 * and a mail server failure is retried there rather than revealed here.
 */
export async function requestPasswordReset(input: {
  db: Db;
  jobs: JobQueue;
  email: string;
  language: UiLanguage;
  baseUrl: string;
}): Promise<{ message: string }> {
  const payload: ResetMailPayload = { email: input.email, language: input.language, baseUrl: input.baseUrl };
  await resetMailJob.enqueue(input.jobs, input.db, { organizationId: null, payload });
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
  language: UiLanguage;
}): Promise<{ message: string }> {
  assertNewPassword(input.password, input.language);
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
