import type { SessionKind } from '@support/shared';
import { jwtVerify, SignJWT } from 'jose';

export type SessionClaims = { userId: string; tokenVersion: number; sessionId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs and reads the bearer token: a JWT, so always three dot-separated parts (spec 01 §5). A
 * sign-in's token ends `ttlDays` (JWT_TTL_DAYS) after it was issued, by its `exp`. A desktop
 * recorder's has no `exp`: it ends once it went `recorderIdleDays` (DESKTOP_RECORDER_TOKEN_DAYS)
 * unused, which only its session row's last use can tell, so `authenticate` decides that; a
 * recorder in use thus keeps its token, and nothing has to hand it a new one.
 */
export function createTokenService(options: {
  secret: string;
  ttlDays: number;
  recorderIdleDays?: number;
  now: () => Date;
}) {
  const key = new TextEncoder().encode(options.secret);
  const ttlMs = options.ttlDays * DAY_MS;
  const recorderIdleMs = (options.recorderIdleDays ?? options.ttlDays) * DAY_MS;
  return {
    ttlMs,
    /** How long a desktop recorder's session may go unused before its token serves nothing. */
    recorderIdleMs,
    async sign(claims: SessionClaims, kind: SessionKind = 'BROWSER'): Promise<string> {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      const jwt = new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt);
      if (kind === 'BROWSER') jwt.setExpirationTime(issuedAt + ttlMs / 1000);
      return jwt.sign(key);
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
