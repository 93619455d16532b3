import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../factories';

// The database's disk full, injected at the database itself: a trigger raises what PostgreSQL and
// the embedded database raise when a table file cannot grow (SQLSTATE 53100). Filling a real disk
// under the embedded database would take the whole test database down with it.
const FULL = `could not extend file "base/5/16384": No space left on device`;
const ARTICLE_TEXT = 'Customer secret paragraph. '.repeat(38_000); // ≈1 MB

describe('the database disk full during a save', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let articleId: string;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => lines.push(line) } });
    admin = await registerTrialAdmin(t.app);
    articleId = await createArticle(t.app, admin.token);
  });
  afterAll(() => t.close());

  const save = () =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/help-articles/${articleId}`,
      headers: bearer(admin.token),
      payload: { content: ARTICLE_TEXT },
    });

  it('answers 507 STORAGE_FULL, logs no line over 16 KB nor the text, and saves once space is back', async () => {
    await t.database.db.execute(
      sql.raw(`CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '${FULL}' USING ERRCODE = '53100'; END $$`),
    );
    await t.database.db.execute(
      sql.raw(`CREATE TRIGGER test_disk_full BEFORE UPDATE ON article_versions
        FOR EACH ROW EXECUTE FUNCTION test_disk_full()`),
    );
    const refused = await save();
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toMatchObject({
      code: 'STORAGE_FULL',
      message: expect.stringContaining('nothing was saved'),
    });

    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(16 * 1024);
      expect(line).not.toContain('Customer secret');
    }
    expect(lines.some((line) => JSON.parse(line).level === 50)).toBe(true);

    // Space is back: the same server takes the write, no restart.
    await t.database.db.execute(sql.raw('DROP TRIGGER test_disk_full ON article_versions'));
    const saved = await save();
    expect(saved.statusCode).toBe(200);
  });
});
