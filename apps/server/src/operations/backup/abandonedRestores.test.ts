import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAbandonedRestores } from './abandonedRestores';

describe('the unpacking folders of a killed restore', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('are removed once their process is gone; a running restore keeps its own', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'restore-left-'));
    dirs.push(dataDir);
    // A process that has ended: its id names a restore that was killed.
    const ended = spawnSync(process.execPath, ['-e', '0']).pid;
    const stage = (name: string) => {
      mkdirSync(path.join(dataDir, name, 'pglite'), { recursive: true });
      writeFileSync(path.join(dataDir, name, 'pglite', 'PG_VERSION'), '17');
    };
    stage(`.restore-${ended}-aBc123`);
    stage(`.restore-${process.pid}-dEf456`);
    stage('.restore-XyZ789'); // named by an older version, without its process
    mkdirSync(path.join(dataDir, 'files'));

    expect(removeAbandonedRestores(dataDir).sort()).toEqual([`.restore-${ended}-aBc123`, '.restore-XyZ789']);
    expect(readdirSync(dataDir).sort()).toEqual([`.restore-${process.pid}-dEf456`, 'files']);
    expect(removeAbandonedRestores(path.join(dataDir, 'missing'))).toEqual([]);
    expect(existsSync(path.join(dataDir, 'files'))).toBe(true);
  });
});
