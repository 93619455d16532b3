import { createHmac, timingSafeEqual } from 'node:crypto';
import type { helpCenters } from '../../db/schema';
import { isPreviewToken, previewCookieName } from './preview';
import { hasSsoSession, ssoSessionCookieName } from './ssoSession';

/** Spec: a correct password lets the reader in for 30 days, on this help center only. */
export const ACCESS_DAYS = 30;

export const accessCookieName = (helpCenterId: string) => `hc_${helpCenterId.replace(/-/g, '')}`;

const signature = (secret: string, helpCenterId: string, expires: number, passwordHash: string) =>
  createHmac('sha256', secret).update(`${helpCenterId}.${expires}.${passwordHash}`).digest('base64url');

/**
 * The cookie value: its expiry and a signature over the help center, the expiry and the password's
 * hash. It names no secret, is useless for another help center, and stops working the moment the
 * password is changed (the hash it was made with is gone).
 */
export function accessToken(secret: string, helpCenterId: string, passwordHash: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + ACCESS_DAYS * 86_400;
  return `${expires}.${signature(secret, helpCenterId, expires, passwordHash)}`;
}

export function hasAccess(
  secret: string,
  helpCenterId: string,
  passwordHash: string,
  token: string | undefined,
  now: Date,
): boolean {
  if (!token) return false;
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, helpCenterId, expires, passwordHash));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The value of one cookie of a Cookie header (no cookie library needed for one name). The value is
 * taken as sent, never percent-decoded: the access token is digits and base64url, so decoding adds
 * nothing, and a malformed escape (`%E0%A4%A`) would throw on a page anyone can request.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Where the password form sends the reader once let in: the page they asked for, when it is a page
 * of this help center (a path under its base, nothing else), else its home page.
 */
export function returnPath(asked: unknown, base: string): string {
  const home = base || '/';
  if (typeof asked !== 'string' || asked.length > 2000) return home;
  if (asked !== base && !asked.startsWith(`${base}/`)) return home;
  // No way out of the site: no backslashes, no scheme-relative or dot segments.
  return /[\\\s]|\/\.{1,2}(\/|$)|\/\//.test(asked) ? home : asked;
}

type Center = Pick<
  typeof helpCenters.$inferSelect,
  'id' | 'organizationId' | 'authenticationType' | 'passwordHash' | 'published' | 'ssoIssuer' | 'ssoVersion'
>;

/**
 * What a request may see of a help center: `open` (its pages), `password` (the password page
 * first), `sso` (the sign-in redirect first) or `notFound` (no such site). The one place a site's
 * protection is decided: the request pipeline (http/pipeline.ts) answers from it before any route
 * runs. An SSO site lets in a reader signed in through its OpenID provider (ssoSession.ts); one
 * whose provider is not set up lets in no one but its members' previews.
 */
export type SiteAccess = 'open' | 'preview' | 'password' | 'sso' | 'notFound';

/**
 * `preview`: a member of its organization previews it (preview.ts), published or not, past its
 * password. A site not published is `notFound` to everyone else: its pages, files and forms.
 */
export function siteAccess(
  center: Center | null,
  reader: { cookieHeader: string | undefined; secret: string; now: Date },
): SiteAccess {
  if (!center) return 'notFound';
  const preview = readCookie(reader.cookieHeader, previewCookieName(center.id));
  if (preview && isPreviewToken(reader.secret, 'cookie', center, preview, reader.now)) return 'preview';
  if (!center.published) return 'notFound';
  if (center.authenticationType === 'SSO') {
    const session = readCookie(reader.cookieHeader, ssoSessionCookieName(center.id));
    return hasSsoSession(reader.secret, center, session, reader.now) ? 'open' : 'sso';
  }
  // A PASSWORD site whose password was never set has nothing to ask for.
  if (center.authenticationType !== 'PASSWORD' || !center.passwordHash) return 'open';
  const token = readCookie(reader.cookieHeader, accessCookieName(center.id));
  return hasAccess(reader.secret, center.id, center.passwordHash, token, reader.now) ? 'open' : 'password';
}

/**
 * Whether a site is kept from anyone not let in: its pages are private (no shared cache, no search
 * engine) even for a reader who is, and its sitemap and llms.txt do not exist.
 */
export const isProtected = (center: Pick<Center, 'authenticationType'>): boolean =>
  center.authenticationType === 'PASSWORD' || center.authenticationType === 'SSO';
