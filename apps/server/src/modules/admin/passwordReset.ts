import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { notFound } from '../../lib/errors';
import { resetMailJob } from '../auth/resetMailJob';
import { type AuditActor, recordAudit } from './audit';

/**
 * POST /admin/users/:id/password-reset: the mail a user gets from "Forgot password", in their own
 * language, through the same job (auth/resetMailJob.ts: token, link), sent even when strangers
 * have used up the address's budget. The job
 * and the audit entry are written in one transaction: the log never shows a mail that was not
 * queued. The user's password stays as it is until they follow the link.
 */
export async function sendPasswordReset(input: {
  db: Db;
  jobs: JobQueue;
  now: Date;
  actor: AuditActor;
  userId: string;
  /** This server's trusted origin, where the link points. */
  baseUrl: string;
}): Promise<{ message: string }> {
  return input.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user) throw notFound(`No user with id ${input.userId}`);
    await resetMailJob.enqueue(input.jobs, tx, {
      organizationId: null,
      payload: { email: user.email, language: user.language ?? '', baseUrl: input.baseUrl, byOperator: true },
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'user.send_password_reset',
      target: { type: 'user', id: user.id, label: user.email },
      before: null,
      after: { mailedTo: user.email },
      at: input.now,
    });
    return { message: `A password reset link is on its way to ${user.email}.` };
  });
}
