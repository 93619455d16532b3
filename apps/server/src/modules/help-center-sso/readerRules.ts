import type { helpCenters } from '../../db/schema';

type Center = Pick<typeof helpCenters.$inferSelect, 'ssoAllowedDomains' | 'ssoClaimName' | 'ssoClaimValue'>;

/** The claims the rules read: what the sign-in asks the user info for when the ID token lacks them. */
export function claimsNeeded(center: Center): string[] {
  const needs = center.ssoAllowedDomains.length > 0 ? ['email', 'email_verified'] : [];
  if (center.ssoClaimName) needs.push(center.ssoClaimName);
  return needs;
}

/**
 * Whether the signed-in reader may read the help center: a verified e-mail address in one of its
 * domains when it names any (a provider that says the address is unverified is not trusted with
 * it), and the claim it requires with the value it requires (or among the values of a list
 * claim, such as `groups`).
 */
export function readerAllowed(center: Center, claims: Record<string, unknown>): boolean {
  const domains = center.ssoAllowedDomains;
  if (domains.length > 0) {
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
    const at = email.lastIndexOf('@');
    if (at < 1 || claims.email_verified === false) return false;
    if (!domains.includes(email.slice(at + 1))) return false;
  }
  if (center.ssoClaimName && center.ssoClaimValue !== null) {
    const value = claims[center.ssoClaimName];
    const values = Array.isArray(value) ? value : [value];
    if (!values.some((item) => String(item) === center.ssoClaimValue)) return false;
  }
  return true;
}
