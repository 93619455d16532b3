import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

describe('CORS with CORS_ORIGINS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example.com' } });
  });
  afterAll(() => t.close());

  const preflight = (method: string, origin = 'https://app.example.com') =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/v1/profile/user',
      headers: { origin, 'access-control-request-method': method },
    });

  it('lets an allowed origin update and delete, not only read and post', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await preflight(method);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(
        String(res.headers['access-control-allow-methods'])
          .split(',')
          .map((m) => m.trim()),
      ).toContain(method);
    }
  });

  it('gives any other origin no CORS headers', async () => {
    const res = await preflight('DELETE', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
