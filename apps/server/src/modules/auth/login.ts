import type { UiLanguage } from '@support/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../lib/errors';
import type { TokenService } from '../../lib/jwt';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { acceptInvitation } from '../invitations/accept';
import { startSession } from './sessions';
import { findUserByEmail } from './users';

/** One answer for an unknown address and a wrong password: nobody learns which accounts exist. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid e-mail or password';
export const invalidCredentials = () => unauthorized(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');

type User = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** Checks the password of an existing user (or burns the same time when there is none). */
export async function checkCredentials(db: Db, email: string, password: string): Promise<User> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  return user;
}

/** Signs a user in; with an invite token the invitation is accepted once the credentials are right. */
export async function login(input: {
  db: Db;
  tokens: TokenService;
  now: Date;
  email: string;
  password: string;
  inviteToken?: string;
  userAgent?: string;
  /** The language the sign-in asks in: mails to this person (a mention) are written in it. */
  language?: UiLanguage | null;
}): Promise<{ token: string }> {
  const user = await checkCredentials(input.db, input.email, input.password);
  if (input.language) {
    await input.db
      .update(users)
      .set({ language: input.language })
      .where(and(eq(users.id, user.id), sql`${users.language} is distinct from ${input.language}`));
  }
  return signInUser({ ...input, user });
}

export async function signInUser(input: {
  db: Db;
  tokens: TokenService;
  now: Date;
  user: User;
  inviteToken?: string;
  userAgent?: string;
}): Promise<{ token: string }> {
  const { user, inviteToken } = input;
  if (inviteToken) {
    await input.db.transaction((tx) =>
      acceptInvitation({ db: tx, userId: user.id, email: user.email, token: inviteToken, now: input.now }),
    );
  }
  return startSession({ ...input, userId: user.id, tokenVersion: user.tokenVersion });
}
