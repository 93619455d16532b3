import { createHmac, timingSafeEqual } from 'node:crypto';
import type { helpCenters } from '../../db/schema';

/*
 * The cookies of reader sign-in (issue 50 item 2), beside the password's (access.ts):
 *  - the session a signed-in reader carries, like the password's cookie: an expiry and a signature
 *    over the help center, the expiry and the version of its SSO configuration, so a
 *    changed provider (or a switch away and back) signs everyone out;
 *  - the attempt between the redirect to the provider and its return: state, nonce, PKCE verifier
 *    and the page asked for, signed and short-lived, never readable by a script (HttpOnly).
 */

/** Readers sign in again after half a day: an account closed at the provider stops reading soon. */
export const SSO_SESSION_HOURS = 12;
export const SSO_ATTEMPT_SECONDS = 600;

export const ssoSessionCookieName = (helpCenterId: string) => `hcs_${helpCenterId.replace(/-/g, '')}`;
export const ssoAttemptCookieName = (helpCenterId: string) => `hcsa_${helpCenterId.replace(/-/g, '')}`;

type Center = Pick<typeof helpCenters.$inferSelect, 'id' | 'ssoIssuer' | 'ssoVersion'>;

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const sessionBasis = (center: Center, expires: number) => `sso.${center.id}.${expires}.${center.ssoVersion}`;

export function ssoSessionToken(secret: string, center: Center, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + SSO_SESSION_HOURS * 3600;
  return `${expires}.${sign(secret, sessionBasis(center, expires))}`;
}

export function hasSsoSession(secret: string, center: Center, token: string | undefined, now: Date): boolean {
  if (!token || !center.ssoIssuer) return false;
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 <= now.getTime()) return false;
  return sameText(given, sign(secret, sessionBasis(center, expires)));
}

export type Attempt = { state: string; nonce: string; verifier: string; next: string };

export function attemptCookieValue(secret: string, centerId: string, attempt: Attempt, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + SSO_ATTEMPT_SECONDS;
  const body = Buffer.from(JSON.stringify({ ...attempt, expires })).toString('base64url');
  return `${body}.${sign(secret, `attempt.${centerId}.${body}`)}`;
}

/** The attempt the cookie carries, when it is this help center's, untouched and not expired. */
export function readAttempt(
  secret: string,
  centerId: string,
  value: string | undefined,
  now: Date,
): Attempt | null {
  if (!value || value.length > 4000) return null;
  const [body, given] = value.split('.');
  if (!body || !given || !sameText(given, sign(secret, `attempt.${centerId}.${body}`))) return null;
  try {
    const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Attempt & {
      expires: number;
    };
    if (!(parsed.expires * 1000 > now.getTime())) return null;
    const { state, nonce, verifier, next } = parsed;
    if ([state, nonce, verifier, next].some((part) => typeof part !== 'string')) return null;
    return { state, nonce, verifier, next };
  } catch {
    return null;
  }
}
