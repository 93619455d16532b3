import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { holdEmbeddedDatabase, lockFileOf } from './embedded';

const stateOf = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2);
  } catch {
    return 'gone';
  }
};
const startTimeOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

// Issue 52, item 9: after SIGKILL to a whole process tree the killed server can stay a zombie
// until its parent reaps it, and a supervisor's immediate restart must not wait for that.
describe.skipIf(process.platform !== 'linux')('the embedded database lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'support-lock-'));
  const parents: Array<{ kill(): void }> = [];
  afterAll(() => {
    for (const parent of parents) parent.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is taken over from a holder that is a zombie', async () => {
    // `sleep 0` exits at once; its parent becomes `sleep 30`, which never reaps it (Node would).
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    parents.push(parent);
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
    );
    await expect.poll(() => stateOf(zombie), { timeout: 10_000, interval: 5 }).toBe('Z');
    const db = path.join(dir, 'db');
    // What the killed server left: its lock, naming it with its own start time.
    writeFileSync(lockFileOf(db), JSON.stringify({ pid: zombie, started: startTimeOf(zombie) }));

    const release = holdEmbeddedDatabase(db);
    expect(JSON.parse(readFileSync(lockFileOf(db), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('is still refused while its holder runs', () => {
    const db = path.join(dir, 'running');
    const parent = spawn('sleep', ['30'], { stdio: 'ignore' });
    parents.push(parent);
    writeFileSync(lockFileOf(db), JSON.stringify({ pid: parent.pid, started: startTimeOf(parent.pid!) }));
    expect(() => holdEmbeddedDatabase(db)).toThrow(`is in use by process ${parent.pid}`);
  });
});
