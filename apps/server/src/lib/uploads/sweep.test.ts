import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { sweepSpool } from './spool';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function dataDirWith(files: Record<string, number>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'spool-sweep-'));
  dirs.push(dataDir);
  const dir = path.join(dataDir, 'tmp', 'uploads');
  await mkdir(dir, { recursive: true });
  for (const [name, ageMs] of Object.entries(files)) {
    await writeFile(path.join(dir, name), 'partial upload');
    const at = new Date(Date.now() - ageMs);
    await utimes(path.join(dir, name), at, at);
  }
  return { dataDir, dir };
}

describe('temporary upload files left by a killed process', () => {
  it('are removed once older than any upload may last; younger ones may still be written', async () => {
    const { dataDir, dir } = await dataDirWith({ abandoned: 3 * 60 * 60_000, inFlight: 60_000 });
    expect(await sweepSpool(dataDir, 60 * 60_000)).toBe(1);
    expect(await readdir(dir)).toEqual(['inFlight']);
    // No folder yet (nothing was ever uploaded): nothing to do.
    expect(await sweepSpool(path.join(dataDir, 'missing'), 0)).toBe(0);
  });

  it('are swept when the server starts', async () => {
    const { dataDir, dir } = await dataDirWith({ abandoned: 3 * 60 * 60_000 });
    const t = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      await expect.poll(() => readdir(dir)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
