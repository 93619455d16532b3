import { PASSWORD_MIN_LENGTH } from '@support/shared';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { TokenService } from '../../lib/jwt';
import { verifyPassword } from '../../lib/password';
import { invalidCredentials, signInUser } from './login';
import { registerAccount } from './register';
import { findUserByEmail } from './users';

/**
 * The combined screen: signs in when the address has an account, otherwise creates one with a
 * personal organization. A new account still needs a password that meets the registration minimum.
 */
export async function loginOrRegister(input: {
  db: Db;
  tokens: TokenService;
  now: Date;
  email: string;
  password: string;
  inviteToken?: string;
  userAgent?: string;
}): Promise<{ token: string }> {
  const user = await findUserByEmail(input.db, input.email);
  if (user) {
    if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
    return signInUser({ ...input, user });
  }
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long`, 'VALIDATION_ERROR');
  }
  return registerAccount({ ...input, organizationType: 'PERSONAL' });
}
