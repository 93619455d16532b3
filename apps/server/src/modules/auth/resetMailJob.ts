import { RESET_TOKEN_TTL_MS, resolveUiLanguage } from '@support/shared';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { type JobHandler, PermanentJobError } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mail/mailer';
import { consume } from '../../lib/rateLimit';
import { generateSecureToken } from '../../lib/secureToken';
import { passwordResetMail } from './mails';
import { resetMailBudget } from './rateLimits';
import { findUserByEmail } from './users';

const ZPayload = z.object({ email: z.string(), language: z.string(), baseUrl: z.string() });
export type ResetMailPayload = z.infer<typeof ZPayload>;

/**
 * `password-reset-mail`: stores a one-hour token for an existing account and mails its link.
 * Beyond the per-address budget the mail is dropped without a trace for the requester: a stranger
 * asking five times must not stop the owner's own request from working (it answers 200 either way).
 */
export function resetMailHandler(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  limits: Config['rateLimits'];
}): JobHandler {
  return {
    maxAttempts: 3,
    // The address a stranger may have typed is not kept once the mail went out (or could not).
    forgetPayloadWhenEnded: true,
    async run(job) {
      const parsed = ZPayload.safeParse(job.payload);
      if (!parsed.success)
        throw new PermanentJobError('password-reset-mail needs {email, language, baseUrl}');
      const { email, baseUrl } = parsed.data;
      const user = await findUserByEmail(deps.db, email);
      if (!user) return;
      const now = deps.clock.now();
      // Retries of one job spend the budget once.
      if (job.attempt === 1) {
        const budget = await consume({ db: deps.db, now, ...resetMailBudget(deps.limits, email) });
        if (!budget.allowed) return;
      }
      const { token, hash } = generateSecureToken();
      await deps.db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        createdAt: now,
      });
      const language = resolveUiLanguage(parsed.data.language);
      // The page opens in the language the mail was asked in, not the interface's default.
      const link = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}&l=${language}`;
      await deps.mailer.send(passwordResetMail({ to: user.email, link, language }));
    },
  };
}
