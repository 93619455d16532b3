import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

/** The app's security headers, fixed at start: the same on every answer, app, API and errors alike. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are helmet’s, with the app’s policy, on API answers, errors and unknown routes', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/v1/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/v1/no-such-route' });
    const refused = await t.app.inject({ method: 'GET', url: '/v1/profile/user' });
    for (const res of [health, missing, refused]) {
      const policy = String(res.headers['content-security-policy']).split(';').sort();
      expect(policy).toEqual([
        "base-uri 'self'",
        "connect-src 'self'",
        "default-src 'self'",
        "font-src 'self' https: data:",
        "form-action 'self'",
        "frame-ancestors 'self'",
        "frame-src 'self' https: http:",
        "img-src 'self' data: blob: https:",
        "object-src 'none'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        'upgrade-insecure-requests',
      ]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // helmet removes it; Fastify never sets it.
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
