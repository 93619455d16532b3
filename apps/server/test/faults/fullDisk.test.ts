import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, readdir, rm, stat, truncate } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import {
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
  uploadImage,
  uploadRecording,
} from '../factories';

// A real full disk: DATA_DIR (the local files and the upload spool) on a small tmpfs. Mounting needs
// root, which CI has; elsewhere the test says why it does not run.
const isRoot = process.getuid?.() === 0;

/** Fills the file system of `dir` to its last byte; answers the filler to remove. */
async function fill(dir: string): Promise<string> {
  const filler = path.join(dir, 'filler');
  const handle = await open(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
  return filler;
}

describe.skipIf(!isRoot)('a full disk (needs root to mount a tmpfs)', () => {
  let mountPoint: string;
  let t: TestApp;
  let admin: RegisteredUser;
  let articleId: string;
  const lines: string[] = [];
  // Noise does not compress: a PNG of a few hundred KB, which needs room in the spool.
  let image: Buffer;

  beforeAll(async () => {
    mountPoint = mkdtempSync(path.join(os.tmpdir(), 'full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
    t = await createTestApp({
      env: { DATA_DIR: mountPoint, LOG_LEVEL: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    admin = await registerTrialAdmin(t.app);
    articleId = await createArticle(t.app, admin.token);
    const noise = Buffer.alloc(256 * 256 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    image = await sharp(noise, { raw: { width: 256, height: 256, channels: 3 } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    if (mountPoint) {
      execFileSync('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });

  it('answers an upload 507 STORAGE_FULL, logs it once, and takes uploads again once space is freed', async () => {
    const filler = await fill(mountPoint);
    for (let i = 0; i < 2; i++) {
      const res = await uploadImage(t.app, admin.token, articleId, 'shot.png', image, 'image/png');
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject({
        code: 'STORAGE_FULL',
        message: expect.stringContaining('disk is full'),
      });
    }
    // Logged at error, but once a minute: a full disk does not fill faster with a line per write.
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toMatch(/disk full/);

    await rm(filler);
    const res = await uploadImage(t.app, admin.token, articleId, 'shot.png', image, 'image/png');
    expect(res.statusCode).toBe(201);
  });

  it('leaves no half-written file behind when a stored file does not fit', async () => {
    const filler = await fill(mountPoint);
    // Room for part of the file only: the write starts, then fails.
    const { size } = await stat(filler);
    await truncate(filler, size - 256 * 1024);
    const key = `organizations/${admin.organizationId}/test/big.bin`;
    await expect(
      t.app.ctx.storage.put(key, Buffer.alloc(1024 * 1024, 7), 'application/octet-stream'),
    ).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    const dir = path.join(mountPoint, 'files', 'organizations', admin.organizationId, 'test');
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    await rm(filler);
  });

  it('answers a recording upload 507 STORAGE_FULL, not a malformed upload, and takes it once space is freed', async () => {
    const filler = await fill(mountPoint);
    const refused = await uploadRecording(t.app, admin.token);
    expect(refused.res.statusCode).toBe(507);
    expect(refused.res.json()).toMatchObject({ code: 'STORAGE_FULL' });
    await rm(filler);
    const taken = await uploadRecording(t.app, admin.token);
    expect(taken.res.statusCode, taken.res.body).toBe(201);
  });
});
