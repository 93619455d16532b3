import type { OrganizationType, UiLanguage } from '@support/shared';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { TokenService } from '../../lib/jwt';
import { hashPassword } from '../../lib/password';
import { consumeOrThrow, type RateLimit } from '../../lib/rateLimit';
import { acceptInvitation } from '../invitations/accept';
import { createOrganization } from '../organizations/createOrganization';
import { electFirstAccount, rememberUsersExist } from './firstRun';
import { assertNewPassword } from './passwordRules';
import { startSession } from './sessions';
import { findUserByEmail, isUniqueViolation } from './users';

export const EMAIL_TAKEN_MESSAGE = 'An account with this e-mail already exists';

export type NewAccount = {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  organizationType?: OrganizationType;
  organizationName?: string;
  inviteToken?: string;
};

/**
 * Creates the user, their own organization (user as ADMIN, made active) and, with an invite token,
 * their membership in the inviting organization (which then becomes active) — all or nothing.
 */
export async function registerAccount(
  input: NewAccount & {
    db: Db;
    tokens: TokenService;
    now: Date;
    userAgent?: string;
    /** The client's registration budget: every route that creates an account spends from it. */
    registration: RateLimit;
    language: UiLanguage;
    /** FIRST_ACCOUNT_SUPER_ADMIN: the first account of the install becomes its super admin. */
    firstAccountSuperAdmin: boolean;
  },
): Promise<{ token: string }> {
  assertNewPassword(input.password, input.language);
  await consumeOrThrow({ db: input.db, now: input.now, ...input.registration });
  // Hashing takes ~100 ms of CPU: do it before the transaction, not while holding it open.
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await input.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
      const created = await createAccount(tx, { ...input, passwordHash });
      if (input.firstAccountSuperAdmin) await electFirstAccount({ db: input.db, tx, userId: created.id });
      return created;
    });
    rememberUsersExist(input.db);
    return await startSession({ ...input, userId: user.id, tokenVersion: user.tokenVersion });
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN');
    throw error;
  }
}

export async function createAccount(
  tx: Tx,
  input: NewAccount & { passwordHash: string; now: Date; language: UiLanguage },
) {
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      firstName,
      lastName,
      // The language mails to this person are written in (a mention in a comment).
      language: input.language,
    })
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
  if (!user) throw new Error('user insert returned no row');
  const type = input.organizationType ?? 'PERSONAL';
  await createOrganization({
    db: tx,
    userId: user.id,
    type,
    name: type === 'COMPANY' && input.organizationName ? input.organizationName : personalName(input),
  });
  if (input.inviteToken) {
    await acceptInvitation({
      db: tx,
      userId: user.id,
      email: input.email,
      token: input.inviteToken,
      now: input.now,
    });
  }
  return user;
}

/**
 * "Anna's workspace" ("Arbeitsbereich von Anna" in a German interface), or from the address when no
 * first name was given: "anna.berg's workspace".
 */
function personalName(input: { email: string; firstName?: string; language: UiLanguage }): string {
  const owner = input.firstName?.trim() || input.email.split('@')[0] || 'My';
  return input.language === 'de' ? `Arbeitsbereich von ${owner}` : `${owner}'s workspace`;
}
