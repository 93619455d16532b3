import { IMPORT_LIMITS } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { lieAboutSizes, uploadImport, zipOf } from '../../../test/imports';
import { imports } from '../../db/schema';

describe('import bounds (issue 49): refused with 4xx, a code and nothing written', () => {
  let t: TestApp;
  let admin: RegisteredUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
  });
  afterAll(() => t.close());

  async function refused(file: Buffer, status: number, code: string, message: RegExp) {
    const res = await uploadImport(t.app, admin.token, { kind: 'MARKDOWN', file });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.json().message).toMatch(message);
    expect(await t.database.db.select().from(imports)).toEqual([]);
    expect(await t.jobs.runUntilIdle()).toBeFalsy();
  }

  it('a file that declares more than the per-file bound is refused from the directory alone', async () => {
    const zeros = Buffer.alloc(IMPORT_LIMITS.fileBytes + 1);
    await refused(await zipOf({ 'big.md': zeros }), 400, 'IMPORT_BOMB', /unpacks to more than/);
  });

  it('a directory that lies about its sizes is caught while inflating', async () => {
    const honest = await zipOf({ 'page.md': Buffer.alloc(1024 * 1024, 'a') });
    await refused(lieAboutSizes(honest, 100), 400, 'IMPORT_BOMB', /declared size/);
  });

  it('more files than the bound, or folders nested too deep, are refused', async () => {
    const many = Object.fromEntries(
      Array.from({ length: IMPORT_LIMITS.files + 1 }, (_, i) => [`p${i}.md`, 'x']),
    );
    await refused(await zipOf(many, { compress: false }), 400, 'IMPORT_BOMB', /more than 5000 files/);
    const deep = `${Array.from({ length: IMPORT_LIMITS.depth + 1 }, (_, i) => `d${i}`).join('/')}/page.md`;
    await refused(await zipOf({ [deep]: '# Deep' }), 400, 'IMPORT_BOMB', /deeper than/);
  });

  it('the sum of the declared sizes is bounded too', async () => {
    const files = Object.fromEntries(
      Array.from(
        { length: Math.ceil(IMPORT_LIMITS.decompressedBytes / IMPORT_LIMITS.fileBytes) + 1 },
        (_, i) => [`f${i}.md`, Buffer.alloc(IMPORT_LIMITS.fileBytes)],
      ),
    );
    await refused(await zipOf(files), 400, 'IMPORT_BOMB', /archive unpacks to more than/);
  }, 60_000);

  it('a file that is not a zip, or an empty one, is refused', async () => {
    await refused(Buffer.from('just text, not a zip'), 400, 'IMPORT_INVALID_ARCHIVE', /not a zip/);
    await refused(await zipOf({}), 400, 'IMPORT_INVALID_ARCHIVE', /no files/);
  });

  it('an upload past the size bound stops being read: 413', async () => {
    const res = await uploadImport(t.app, admin.token, {
      kind: 'MARKDOWN',
      file: Buffer.alloc(IMPORT_LIMITS.zipBytes + 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toMatch(/IMPORT_TOO_LARGE|FST_ERR_CTP_BODY_TOO_LARGE/);
    expect(await t.database.db.select().from(imports)).toEqual([]);
  }, 60_000);

  it('a request without its kind is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/imports', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const bad = await uploadImport(t.app, admin.token, {
      kind: 'ZENDESK',
      file: await zipOf({ 'a.md': 'x' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_UPLOAD');
  });
});
