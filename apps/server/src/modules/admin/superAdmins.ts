import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from './audit';

/** A user by id (the super-admin area) or by e-mail in any letter case (`npm run admin`). */
export type UserReference = { id: string } | { email: string };

async function lockUser(tx: Queryable, user: UserReference) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(
      'id' in user ? eq(users.id, user.id) : eq(sql`lower(${users.email})`, user.email.trim().toLowerCase()),
    )
    .for('update');
  if (row) return row;
  throw 'id' in user
    ? notFound(`No user with id ${user.id}`)
    : notFound(`No user with e-mail ${user.email.trim().toLowerCase()}`);
}

export const LAST_SUPER_ADMIN_MESSAGE =
  'This is the last super admin: make another user a super admin before revoking this one.';

/**
 * Grants or revokes super admin (`make-super-admin` / `revoke-super-admin` and
 * PUT /admin/users/:id/super-admin), with its audit entry in the same transaction.
 *
 * The installation always keeps one super admin, or nobody could reach the area again without a
 * terminal. A revocation first locks every super admin row, in id order: two revocations at once
 * (even of each other, even of themselves) then run one after the other, and the second counts the
 * super admins as the first left them. Locking in one order keeps them from deadlocking.
 */
export async function setSuperAdmin(input: {
  db: Db;
  now: Date;
  actor: AuditActor;
  user: UserReference;
  superAdmin: boolean;
}): Promise<{ message: string; userId: string }> {
  const { now, superAdmin } = input;
  return input.db.transaction(async (tx) => {
    const superAdmins = superAdmin
      ? []
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.userType, 'SUPER_ADMIN'))
          .orderBy(asc(users.id))
          .for('update');
    const user = await lockUser(tx, input.user);
    const was = user.userType === 'SUPER_ADMIN';
    if (was === superAdmin) {
      const message = superAdmin
        ? `${user.email} is already a super admin.`
        : `${user.email} is not a super admin.`;
      return { message, userId: user.id };
    }
    if (!superAdmin && !superAdmins.some((other) => other.id !== user.id)) {
      throw conflict(LAST_SUPER_ADMIN_MESSAGE, 'LAST_SUPER_ADMIN');
    }
    await tx
      .update(users)
      .set({ userType: superAdmin ? 'SUPER_ADMIN' : 'REGULAR', updatedAt: now })
      .where(eq(users.id, user.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: superAdmin ? 'user.make_super_admin' : 'user.revoke_super_admin',
      target: { type: 'user', id: user.id, label: user.email },
      before: { superAdmin: was },
      after: { superAdmin },
      at: now,
    });
    const message = superAdmin
      ? `${user.email} is now a super admin.`
      : `${user.email} is no longer a super admin.`;
    return { message, userId: user.id };
  });
}
