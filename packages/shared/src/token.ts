/**
 * Spec 01 §5: a token is valid only with exactly three non-empty dot-separated parts.
 * The web app stores and sends only such tokens; the server issues only such tokens (JWTs).
 */
export function isWellFormedToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}
