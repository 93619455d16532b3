import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets a tenant hands the server to use later on its behalf (an OpenID client secret): kept
 * sealed with AES-256-GCM, so a copy of the database alone does not give them away. The key is
 * derived from JWT_SECRET for one purpose; a sealed value names its version, so a later key can
 * join without losing what was sealed before.
 */

const VERSION = 'v1';

const keyFor = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'support-secret-box', purpose, 32));

export function seal(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The plain value, or null when it was sealed with another key or altered. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
