import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { registerTrialAdmin } from '../../test/factories';
import { unstorableField } from './unstorableText';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
};

/** A valid-looking string for a schema, so that the one hostile field is what the request is about. */
function plausible(schema: Schema): unknown {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  return 'x'.repeat(Math.max(8, schema.minLength ?? 0));
}

/**
 * Every body of `schema`'s shape that carries `text` in exactly one string field (or key), the
 * other fields plausible: without the others being valid, validation would answer first and the
 * hostile string would never reach the code that stores it.
 */
function variants(schema: Schema | undefined, text: string, depth = 0): unknown[] {
  if (!schema || depth > 6) return [text];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return variants(variant, text, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const entries = Object.entries(schema.properties ?? {});
    if (entries.length === 0) return [{ [text]: 'value' }];
    const base = Object.fromEntries(entries.map(([key, child]) => [key, variants(child, '', depth + 1)[0]]));
    return entries.flatMap(([key, child]) =>
      variants(child, text, depth + 1).map((value) => ({ ...base, [key]: value })),
    );
  }
  if (type === 'array') return variants(schema.items, text, depth + 1).map((value) => [value]);
  if (type === 'integer' || type === 'number') return [1];
  if (type === 'boolean') return [true];
  return [text === '' ? plausible(schema) : text];
}

const HOSTILE = { nul: 'a\u0000b', 'lone surrogate': 'a\ud800b' };

describe('strings the database cannot store', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerTrialAdmin(t.app)).token;
  });
  afterAll(() => t.close());

  it('finds NUL and lone surrogates in values and keys, and passes proper pairs', () => {
    expect(unstorableField({ name: 'ok 😀', tags: ['fine', 'x\u0000'] })).toBe('tags.1');
    expect(unstorableField({ nested: { 'k\udc00': 1 } })).toBe('nested.k\udc00');
    expect(unstorableField({ text: 'emoji 😀 and ä' })).toBeNull();
    expect(unstorableField('\ud83d')).toBe('');
  });

  for (const [kind, text] of Object.entries(HOSTILE)) {
    it(`answers every JSON operation of the OpenAPI document with a 4xx and a message for a ${kind}`, async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, Operation>>;
      };
      const failures: string[] = [];
      let tried = 0;
      // Calls that end the caller's session go last, or every signed-in call after them is a 401.
      const endsSession = (route: string) => /logout|sign-out|password|delete-account/.test(route);
      const routes = Object.entries(doc.paths).sort(
        ([a], [b]) => Number(endsSession(a)) - Number(endsSession(b)),
      );
      for (const [route, operations] of routes) {
        for (const [method, operation] of Object.entries(operations)) {
          const content = operation.requestBody?.content;
          if (content && !content['application/json']) continue; // multipart: the recording manifest's own case in upload.test.ts
          // A lone surrogate cannot be written in a URL at all: there it only goes into bodies.
          const inUrl = kind === 'nul' ? encodeURIComponent(text) : null;
          const url = route.replace(/\{[^}]+\}/g, inUrl ?? '00000000-0000-4000-8000-000000000000');
          const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
          const search = inUrl ? query.map((name) => `${name}=${inUrl}`).join('&') : '';
          const payloads = content ? variants(content['application/json']?.schema, text) : [undefined];
          for (const [payload, headers] of payloads.flatMap((p) => [
            [p, {}] as const,
            [p, bearer(token)] as const,
          ])) {
            tried++;
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
              payload: payload === undefined ? undefined : JSON.stringify(payload),
            });
            const body = String(res.headers['content-type']).includes('json') ? res.json() : {};
            if (res.statusCode >= 500 || (res.statusCode >= 400 && typeof body.message !== 'string')) {
              failures.push(`${method.toUpperCase()} ${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
            }
          }
        }
      }
      expect(tried).toBeGreaterThan(50);
      expect(failures).toEqual([]);
    });
  }

  it('refuses a NUL in a profile name with 400 naming the field, and stores nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/profile/user',
      headers: bearer(admin.token),
      payload: { firstName: 'Ada\u0000', lastName: 'Lovelace' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNSTORABLE_TEXT', field: 'body.firstName' });
    const profile = (
      await t.app.inject({ method: 'GET', url: '/v1/profile/user', headers: bearer(admin.token) })
    ).json();
    expect(profile.firstName).not.toContain('\u0000');
  });
});
