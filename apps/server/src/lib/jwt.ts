import { jwtVerify, SignJWT } from 'jose';

export type SessionClaims = { userId: string; tokenVersion: number };

/** Signs and reads the bearer token: a JWT, so always three dot-separated parts (spec 01 §5). */
export function createTokenService(options: { secret: string; ttlDays: number; now: () => Date }) {
  const key = new TextEncoder().encode(options.secret);
  return {
    async sign(claims: SessionClaims): Promise<string> {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlDays * 24 * 60 * 60)
        .sign(key);
    },
    /** null for any token that is malformed, forged or expired. */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: options.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, tokenVersion: payload.ver };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
