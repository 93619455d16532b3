import type { SessionKind } from '@support/shared';
import { jwtVerify, SignJWT } from 'jose';

export type SessionClaims = { userId: string; tokenVersion: number; sessionId: string };

/** Signs and reads the bearer token: a JWT, so always three dot-separated parts (spec 01 §5). */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs and reads the bearer token: a JWT, so always three dot-separated parts (spec 01 §5). A
 * desktop recorder's token lives `recorderTtlDays` (DESKTOP_RECORDER_TOKEN_DAYS), a sign-in's
 * `ttlDays` (JWT_TTL_DAYS): a recorder is connected once and then records for months.
 */
export function createTokenService(options: {
  secret: string;
  ttlDays: number;
  recorderTtlDays?: number;
  now: () => Date;
}) {
  const key = new TextEncoder().encode(options.secret);
  const ttlMs = options.ttlDays * DAY_MS;
  const recorderTtlMs = (options.recorderTtlDays ?? options.ttlDays) * DAY_MS;
  const ttlMsOf = (kind: SessionKind = 'BROWSER') => (kind === 'DESKTOP_RECORDER' ? recorderTtlMs : ttlMs);
  return {
    ttlMs,
    recorderTtlMs,
    /** How long a token of the kind lives: sessions older than that serve nothing. */
    ttlMsOf,
    async sign(claims: SessionClaims, kind: SessionKind = 'BROWSER'): Promise<string> {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlMsOf(kind) / 1000)
        .sign(key);
    },
    /**
     * null for any token that is malformed, forged or expired, and for tokens without a session id.
     * Those were issued before sessions existed: they cannot be listed or ended, so honouring them
     * would keep a stolen token working past "Sign out everywhere else" for up to JWT_TTL_DAYS. Their
     * owners sign in once more after the upgrade.
     */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: options.now(),
        });
        const { sub, ver, sid } = payload;
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string') return null;
        return { userId: sub, tokenVersion: ver, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
