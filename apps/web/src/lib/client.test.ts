import { authApi, defineEndpoint, profileApi } from '@support/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call, hasErrorCode } from './client';

/** Calls through the shared contract: URL, method, query and body from the definition. */

type Sent = { url: string; method: string; body: unknown };

function answer(status: number, data?: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(data === undefined ? null : JSON.stringify(data), { status });
  });
  return sent;
}

/** A definition with path parameters and a query, as the article routes have. */
const renameTag = defineEndpoint({
  method: 'PUT',
  path: '/things/:id/tags/:tagId',
  tag: 'test',
  auth: true,
  errors: ['TAG_EXISTS'],
  schemas: {
    params: z.object({ id: z.string(), tagId: z.string() }),
    query: z.object({ tags: z.array(z.string()).optional(), q: z.string().optional() }),
    body: z.object({ name: z.string() }),
    response: z.object({ ok: z.boolean() }),
  },
});

describe('contract client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the method, body and path of the definition, and answers the parsed JSON', async () => {
    const sent = answer(200, { token: 'a.b.c' });
    const answered = await call(authApi.login, { body: { email: 'ada@example.com', password: 'secret' } });
    expect(answered).toEqual({ token: 'a.b.c' });
    expect(sent).toEqual([
      { url: '/v1/auth/login', method: 'POST', body: { email: 'ada@example.com', password: 'secret' } },
    ]);
  });

  it('fills path parameters (encoded) and the query string (defined values, arrays repeated)', async () => {
    const sent = answer(200, { ok: true });
    await call(renameTag, {
      params: { id: 'a/b', tagId: 'ä 1' },
      query: { tags: ['x', 'y'], q: undefined },
      body: { name: 'Billing' },
    });
    expect(sent[0]!.url).toBe('/v1/things/a%2Fb/tags/%C3%A4%201?tags=x&tags=y');
    expect(sent[0]!.method).toBe('PUT');
  });

  it('throws on an error answer, whose declared code can be told apart', async () => {
    answer(409, { message: 'That tag exists', code: 'TAG_EXISTS' });
    const failure = await call(renameTag, {
      params: { id: '1', tagId: '2' },
      body: { name: 'Billing' },
    }).catch((error: unknown) => error);
    expect(hasErrorCode(failure, renameTag, 'TAG_EXISTS')).toBe(true);
    expect(hasErrorCode(failure, renameTag, 'VALIDATION_ERROR')).toBe(false);
  });

  it('calls an endpoint without input with no argument', async () => {
    const sent = answer(200, { id: 'u1' });
    await call(profileApi.get);
    expect(sent).toEqual([{ url: '/v1/profile/user', method: 'GET', body: undefined }]);
  });
});
