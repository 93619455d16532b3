import type { UiLanguage } from '@support/shared';
import type { Db } from '../../db/client';
import type { TokenService } from '../../lib/jwt';
import type { RateLimit } from '../../lib/rateLimit';
import { loginOrRegister } from '../auth/loginOrRegister';
import { assertInvitationAcceptable, findInvitationByToken } from './accept';

/**
 * `POST /auth/invitation-auth`: signs in the account of the invited address, or creates it (with its
 * personal organization, as registration does), and accepts the invitation. The invitation is checked
 * first, so a wrong address is told so (403) before any password is looked at.
 */
export async function invitationAuth(input: {
  db: Db;
  tokens: TokenService;
  now: Date;
  email: string;
  password: string;
  inviteToken: string;
  userAgent?: string;
  language: UiLanguage;
  registration: RateLimit;
  firstAccountSuperAdmin: boolean;
}): Promise<{ token: string }> {
  const invitation = await findInvitationByToken(input.db, input.inviteToken, input.now);
  assertInvitationAcceptable(invitation, input.email);
  return loginOrRegister(input);
}
