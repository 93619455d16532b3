import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

describe('health and API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok once migrations have run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness: the database and the files folder answer, no SMTP, and this app runs no worker', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: 'ok',
      storage: 'ok',
      mail: 'off',
      worker: 'off',
    });
  });

  it('answers 503 NOT_READY with the readiness fields and Retry-After while the job queue is out of reach', async () => {
    const state = vi.spyOn(t.jobs, 'state').mockReturnValue('failing');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        status: 'unavailable',
        database: 'ok',
        storage: 'ok',
        mail: 'off',
        worker: 'failing',
        message: 'The job worker cannot reach the job queue',
        code: 'NOT_READY',
      });
    } finally {
      state.mockRestore();
    }
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown routes with a 404 message body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('not found');
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/health'].get.responses['200']).toBeDefined();
    // The readiness probe's 503 documents the fields it keeps beside the error's message.
    const unready = doc.paths['/v1/health/ready'].get.responses['5XX'].content['application/json'].schema;
    const forms = unready.anyOf as { properties: object }[];
    expect(forms.some((form) => 'database' in form.properties && 'worker' in form.properties)).toBe(true);
  });

  it('exposes the public configuration the sign-in screens need', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.json()).toMatchObject({
      supportEmail: 'support@example.com',
      termsUrl: expect.stringMatching(/^https:/),
      // The test server has neither an AI nor Stripe: the web app says so up front.
      aiConfigured: false,
      transcriptionConfigured: false,
      onlinePayments: false,
    });
  });
});
