import { RESET_TOKEN_TTL_MS, resolveUiLanguage } from '@support/shared';
import { z } from 'zod';
import { passwordResetTokens } from '../../db/schema';
import { defineJob } from '../../jobs/defineJob';
import { consume } from '../../lib/rateLimit';
import { generateSecureToken } from '../../lib/secureToken';
import { passwordResetMail } from './mails';
import { resetMailBudget } from './rateLimits';
import { findUserByEmail } from './users';

const ZPayload = z.object({
  email: z.string(),
  language: z.string(),
  baseUrl: z.string(),
  /** Sent by a super admin (audited, signed in): not counted against the address's budget. */
  byOperator: z.boolean().optional(),
});
export type ResetMailPayload = z.infer<typeof ZPayload>;

/**
 * `password-reset-mail`: stores a one-hour token for an existing account and mails its link.
 * Beyond the per-address budget the mail is dropped without a trace for the requester: a stranger
 * asking five times must not stop the owner's own request from working (it answers 200 either way).
 * A mail a super admin sends is always sent: the area says it is on its way, and strangers' requests
 * must not swallow the one an operator sends to help the owner.
 */
export const resetMailJob = defineJob({
  type: 'password-reset-mail',
  payload: ZPayload,
  scope: 'none',
  needs: ['db', 'mailer', 'clock', 'config'],
  maxAttempts: 3,
  // The address a stranger may have typed is not kept once the mail went out (or could not).
  forgetPayloadWhenEnded: true,
  handler: (deps) => ({
    async run(job) {
      const { email, baseUrl, language: asked } = job.payload;
      const user = await findUserByEmail(deps.db, email);
      if (!user) return;
      const now = deps.clock.now();
      // Retries of one job spend the budget once.
      if (job.attempt === 1 && !job.payload.byOperator) {
        const budget = await consume({ db: deps.db, now, ...resetMailBudget(deps.config.rateLimits, email) });
        if (!budget.allowed) return;
      }
      const { token, hash } = generateSecureToken();
      await deps.db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        createdAt: now,
      });
      const language = resolveUiLanguage(asked);
      // The page opens in the language the mail was asked in, not the interface's default.
      const link = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}&l=${language}`;
      await deps.mailer.send(passwordResetMail({ to: user.email, link, language }));
    },
  }),
});
