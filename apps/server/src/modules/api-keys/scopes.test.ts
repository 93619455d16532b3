import { randomUUID } from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@support/shared';
import { contractEndpoints } from '@support/shared/contract-registry';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { createKey } from './testing/keys';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One route as a client calls it, and the scope the contract says opens it to keys. */
type Row = { route: string; scope: ApiKeyScope | null; call: () => [Method, string, object?] };

describe('API key scopes, route by route (issue 50 item 3)', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let articleId: string;
  let helpCenterId: string;
  const keys = new Map<ApiKeyScope, CreatedApiKey>();
  let everything: CreatedApiKey;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    articleId = await createArticle(t.app, admin.token, { title: 'Scoped' });
    const center = await t.app.inject({
      method: 'POST',
      url: '/v1/help-centers',
      headers: bearer(admin.token),
      payload: { name: 'Docs' },
    });
    helpCenterId = (center.json() as { id: string }).id;
    for (const scope of API_KEY_SCOPES) keys.set(scope, await createKey(t.app, admin.token, [scope]));
    everything = await createKey(t.app, admin.token, [...API_KEY_SCOPES]);
  });
  afterAll(() => t.close());

  const send = (key: CreatedApiKey, [method, url, payload]: [Method, string, object?]) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(key.secret), payload });

  const TABLE: Row[] = [
    { route: 'GET /help-articles', scope: 'articles:read', call: () => ['GET', '/help-articles'] },
    {
      route: 'GET /help-articles/:id',
      scope: 'articles:read',
      call: () => ['GET', `/help-articles/${articleId}`],
    },
    {
      route: 'POST /help-articles/create-manual-article',
      scope: 'articles:write',
      call: () => ['POST', '/help-articles/create-manual-article', { title: 'By key' }],
    },
    {
      route: 'PUT /help-articles/:id/title',
      scope: 'articles:write',
      call: () => ['PUT', `/help-articles/${articleId}/title`, { title: 'Renamed by key' }],
    },
    {
      route: 'POST /help-articles/:id/publish',
      scope: 'articles:publish',
      call: () => ['POST', `/help-articles/${articleId}/publish`],
    },
    {
      route: 'POST /help-articles/:id/unpublish',
      scope: 'articles:publish',
      call: () => ['POST', `/help-articles/${articleId}/unpublish`],
    },
    { route: 'GET /help-centers', scope: 'help_centers', call: () => ['GET', '/help-centers'] },
    {
      route: 'GET /help-centers/:id',
      scope: 'help_centers',
      call: () => ['GET', `/help-centers/${helpCenterId}`],
    },
    {
      route: 'GET /public-groups/help-centers/:id/groups',
      scope: 'help_centers',
      call: () => ['GET', `/public-groups/help-centers/${helpCenterId}/groups`],
    },
    { route: 'GET /analytics/total', scope: 'analytics:read', call: () => ['GET', '/analytics/total'] },
    { route: 'GET /analytics/daily', scope: 'analytics:read', call: () => ['GET', '/analytics/daily'] },
    // Browser-only: nobody's key reaches them.
    { route: 'GET /profile/user', scope: null, call: () => ['GET', '/profile/user'] },
    { route: 'GET /api-keys', scope: null, call: () => ['GET', '/api-keys'] },
    { route: 'GET /organization', scope: null, call: () => ['GET', '/organization'] },
    {
      route: 'GET /help-articles/:id/comments',
      scope: null,
      call: () => ['GET', `/help-articles/${articleId}/comments`],
    },
  ];

  const expectAllowed = (res: LightMyRequestResponse, what: string) =>
    expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
  const expectRefused = (res: LightMyRequestResponse, what: string, scope: ApiKeyScope | null) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
    const body = res.json() as { code: string; message: string };
    expect(body.code).toBe('TOKEN_SCOPE');
    expect(body.message).toContain(scope ? `"${scope}"` : 'API keys cannot be used here');
  };

  for (const row of TABLE) {
    it(`${row.route}: ${row.scope ?? 'no key'}`, async () => {
      for (const scope of API_KEY_SCOPES) {
        const res = await send(keys.get(scope)!, row.call());
        const what = `${row.route} with ${scope}`;
        if (row.scope === scope) expectAllowed(res, what);
        else expectRefused(res, what, row.scope);
      }
      const all = await send(everything, row.call());
      if (row.scope) expectAllowed(all, `${row.route} with every scope`);
      else expectRefused(all, `${row.route} with every scope`, null);
    });
  }

  it('keeps bulk publishing to keys with the publish scope', async () => {
    const bulk = (key: CreatedApiKey, type: string) =>
      send(key, ['POST', '/help-articles/bulk', { ids: [articleId], action: { type } }]);
    expectRefused(await bulk(keys.get('articles:write')!, 'publish'), 'bulk publish', 'articles:publish');
    const both = await createKey(t.app, admin.token, ['articles:write', 'articles:publish']);
    expectAllowed(await bulk(both, 'publish'), 'bulk publish with both');
  });

  it('is refused by every signed-in endpoint of the contract without a scope', async () => {
    t.clock.advance(60_000);
    const closed = contractEndpoints().filter(({ endpoint }) => endpoint.auth && !endpoint.scope);
    expect(closed.length).toBeGreaterThan(100);
    for (const { name, endpoint } of closed) {
      const url = endpoint.path.replace(/:[A-Za-z]+/g, () => randomUUID());
      const body = endpoint.method === 'POST' || endpoint.method === 'PUT' ? {} : undefined;
      expectRefused(await send(everything, [endpoint.method, url, body]), name, null);
    }
  });

  it('is described in the OpenAPI document: the scheme, and the scope of each operation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, { scheme: string; bearerFormat?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[]; description?: string }>>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ scheme: 'bearer', bearerFormat: 'sk_…' });
    const operation = (path: string, method: string) => doc.paths[`/v1${path}`]?.[method];
    expect(operation('/help-articles/{id}/publish', 'post')?.security).toEqual([
      { bearer: [] },
      { apiKey: ['articles:publish'] },
    ]);
    expect(operation('/help-articles/{id}/publish', 'post')?.description).toContain('`articles:publish`');
    expect(operation('/analytics/daily', 'get')?.security).toContainEqual({ apiKey: ['analytics:read'] });
    expect(operation('/api-keys', 'get')?.security).toEqual([{ bearer: [] }]);
    // Every scoped endpoint of the contract states its scope.
    for (const { name, endpoint } of contractEndpoints().filter(({ endpoint }) => endpoint.scope)) {
      const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(operation(path, endpoint.method.toLowerCase())?.security, name).toContainEqual({
        apiKey: [endpoint.scope],
      });
    }
  });
});
