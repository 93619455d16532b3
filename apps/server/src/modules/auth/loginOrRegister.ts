import type { UiLanguage } from '@support/shared';
import type { Db } from '../../db/client';
import type { TokenService } from '../../lib/jwt';
import { verifyPassword } from '../../lib/password';
import type { RateLimit } from '../../lib/rateLimit';
import { invalidCredentials, signInUser } from './login';
import { assertNewPassword } from './passwordRules';
import { registerAccount } from './register';
import { findUserByEmail } from './users';

/**
 * The combined screen: signs in when the address has an account, otherwise creates one with a
 * personal organization. The password must meet the rules of a new one before any lookup, so a
 * short password gets the same 400 whether or not the address has an account (no enumeration);
 * an account whose old password breaks today's rules signs in through /auth/login.
 */
export async function loginOrRegister(input: {
  db: Db;
  tokens: TokenService;
  now: Date;
  email: string;
  password: string;
  inviteToken?: string;
  userAgent?: string;
  language: UiLanguage;
  registration: RateLimit;
  firstAccountSuperAdmin: boolean;
}): Promise<{ token: string }> {
  assertNewPassword(input.password, input.language);
  const user = await findUserByEmail(input.db, input.email);
  if (user) {
    if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
    return signInUser({ ...input, user });
  }
  return registerAccount({ ...input, organizationType: 'PERSONAL' });
}
