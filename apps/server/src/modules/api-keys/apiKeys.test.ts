import { API_KEY_CALLS_PER_MINUTE, ZApiKeyList, ZCreatedApiKey } from '@support/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  createArticle,
  type RegisteredUser,
  registerCompanyAdmin,
  registerTrialAdmin,
} from '../../../test/factories';
import { apiKeys, auditLog } from '../../db/schema';
import { createKey } from './testing/keys';

describe('API keys (issue 50 item 3)', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app, { firstName: 'Ada', lastName: 'Admin' });
    member = await addMember(t.app, admin);
    stranger = await registerTrialAdmin(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const list = async (token = admin.token) =>
    ZApiKeyList.parse((await call('GET', '/api-keys', token)).json()).keys;

  it('shows the secret once, stores only its hash and lists the key without it', async () => {
    const res = await call('POST', '/api-keys', admin.token, {
      name: '  Zapier  ',
      scopes: ['articles:write', 'articles:read', 'articles:read'],
    });
    expect(res.statusCode).toBe(201);
    const created = ZCreatedApiKey.parse(res.json());
    expect(created.secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({
      name: 'Zapier',
      scopes: ['articles:read', 'articles:write'],
      prefix: created.secret.slice(0, 11),
      createdBy: { name: 'Ada Admin', email: admin.email },
      lastUsedAt: null,
      expiresAt: null,
    });

    const listed = await list();
    expect(listed.find((key) => key.id === created.key.id)).toEqual(created.key);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    // Nothing in the database holds the secret: not the key's row, nor anything else written.
    const dump = await t.app.ctx.db.execute(sql`select row_to_json(k)::text as row from api_keys k`);
    const rows = (dump as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    expect(rows).not.toContain(created.secret);
    expect(rows).not.toContain(created.secret.slice(3));
    const [stored] = await t.app.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.key.id));
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is for admins of the organization, from a browser sign-in', async () => {
    expect((await call('GET', '/api-keys', member.token)).json()).toMatchObject({ code: 'ADMIN_ONLY' });
    const byMember = await call('POST', '/api-keys', member.token, { name: 'x', scopes: ['articles:read'] });
    expect(byMember.statusCode).toBe(403);
    const key = await createKey(t.app, admin.token, ['articles:read', 'help_centers']);
    // A key cannot list or mint keys, whatever its scopes.
    const minted = await call('POST', '/api-keys', key.secret, { name: 'x', scopes: ['articles:read'] });
    expect(minted.statusCode).toBe(403);
    expect(minted.json()).toMatchObject({ code: 'TOKEN_SCOPE' });
  });

  it('refuses a bad name, no scope, an unknown scope and an expiry in the past', async () => {
    for (const payload of [
      { name: '', scopes: ['articles:read'] },
      { name: 'x'.repeat(81), scopes: ['articles:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['admin'] },
    ]) {
      expect((await call('POST', '/api-keys', admin.token, payload)).json()).toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    }
    const past = await call('POST', '/api-keys', admin.token, {
      name: 'x',
      scopes: ['articles:read'],
      expiresAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
    });
    expect(past.json()).toMatchObject({ code: 'API_KEY_EXPIRY_PAST' });
  });

  it('works as a bearer and records its last use at most once a minute', async () => {
    const key = await createKey(t.app, admin.token, ['articles:read']);
    expect((await call('GET', '/help-articles', key.secret)).statusCode).toBe(200);
    const first = (await list()).find((k) => k.id === key.key.id)?.lastUsedAt;
    expect(first).toBe(t.clock.now().toISOString());
    t.clock.advance(30_000);
    await call('GET', '/help-articles', key.secret);
    expect((await list()).find((k) => k.id === key.key.id)?.lastUsedAt).toBe(first);
    t.clock.advance(31_000);
    await call('GET', '/help-articles', key.secret);
    expect((await list()).find((k) => k.id === key.key.id)?.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('answers 401 from the request after its revocation, and 401 once it expired', async () => {
    const key = await createKey(t.app, admin.token, ['articles:read']);
    expect((await call('GET', '/help-articles', key.secret)).statusCode).toBe(200);
    expect((await call('DELETE', `/api-keys/${key.key.id}`, admin.token)).statusCode).toBe(200);
    const revoked = await call('GET', '/help-articles', key.secret);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await list()).map((k) => k.id)).not.toContain(key.key.id);
    expect((await call('DELETE', `/api-keys/${key.key.id}`, admin.token)).json()).toMatchObject({
      code: 'API_KEY_NOT_FOUND',
    });

    const expiring = await createKey(t.app, admin.token, ['articles:read'], {
      expiresAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect((await call('GET', '/help-articles', expiring.secret)).statusCode).toBe(200);
    t.clock.advance(3_600_000);
    expect((await call('GET', '/help-articles', expiring.secret)).statusCode).toBe(401);
    // A made-up secret of the right shape is refused the same way.
    expect((await call('GET', '/help-articles', `sk_${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it("reaches only its own organization's data", async () => {
    const theirs = await createArticle(t.app, stranger.token, { title: 'Their secret' });
    const key = await createKey(t.app, admin.token, ['articles:read', 'articles:write', 'articles:publish']);
    expect((await call('GET', `/help-articles/${theirs}`, key.secret)).statusCode).toBe(404);
    const edit = await call('PUT', `/help-articles/${theirs}/title`, key.secret, { title: 'Mine now' });
    expect(edit.statusCode).toBe(404);
    expect((await call('POST', `/help-articles/${theirs}/publish`, key.secret)).statusCode).toBe(404);
    const ours = await createArticle(t.app, admin.token, { title: 'Ours' });
    const listed = (await call('GET', '/help-articles', key.secret)).json() as { articles: { id: string }[] };
    expect(listed.articles.map((item) => item.id)).toContain(ours);
    expect(listed.articles.map((item) => item.id)).not.toContain(theirs);
    // Nor can their admin revoke it.
    expect((await call('DELETE', `/api-keys/${key.key.id}`, stranger.token)).statusCode).toBe(404);
  });

  it("writes every key's change to the audit trail with the key's name, in the write's transaction", async () => {
    const key = await createKey(t.app, admin.token, ['articles:write', 'articles:publish'], {
      name: 'CMS sync',
    });
    const created = await call('POST', '/help-articles/create-manual-article', key.secret, {
      title: 'Written by a key',
      content: 'Hello',
    });
    expect(created.statusCode).toBe(201);
    const articleId = (created.json() as { id: string }).id;
    expect((await call('POST', `/help-articles/${articleId}/publish`, key.secret)).statusCode).toBe(200);
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, articleId));
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorKind: 'api_key',
        actorLabel: 'CMS sync',
        actorUserId: admin.userId,
        organizationId: admin.organizationId,
        targetType: 'article',
      });
    }
    expect(entries.map((entry) => (entry.after as { route: string }).route)).toEqual(
      expect.arrayContaining([
        'POST /help-articles/create-manual-article',
        'POST /help-articles/:id/publish',
      ]),
    );
    // A person's own writes are not the key's: no entry for them.
    await call('PUT', `/help-articles/${articleId}/title`, admin.token, { title: 'By Ada' });
    const after = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, articleId));
    expect(after.length).toBe(entries.length);
  });

  it('is rate-limited per key, across servers (the counters are the database’s)', async () => {
    t.clock.advance(60_000);
    const busy = await createKey(t.app, admin.token, ['articles:read']);
    const calm = await createKey(t.app, admin.token, ['articles:read']);
    const windowStart = Math.floor(t.clock.now().getTime() / 60_000) * 60_000;
    // Another server spent all but one of this minute's calls.
    await t.app.ctx.db.execute(
      sql`insert into rate_limit_counters (key, window_start, count, expires_at) values (${`api-key:${busy.key.id}`}, ${new Date(windowStart).toISOString()}, ${API_KEY_CALLS_PER_MINUTE - 1}, ${new Date(windowStart + 60_000).toISOString()})`,
    );
    expect((await call('GET', '/help-articles', busy.secret)).statusCode).toBe(200);
    const refused = await call('GET', '/help-articles', busy.secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call('GET', '/help-articles', calm.secret)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await call('GET', '/help-articles', busy.secret)).statusCode).toBe(200);
  });

  it("is held to the organization's subscription as its members are", async () => {
    const lapsed = await registerCompanyAdmin(t.app);
    const key = await createKey(t.app, lapsed.token, ['articles:read']);
    const res = await call('GET', '/help-articles', key.secret);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
  });
});
