import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The zip's Linux launcher (packaging/support-recorder) sets glibc's mmap threshold before Node
 * starts: without it a 1080p recording's freed screenshot buffers stayed in the process (issue 44,
 * 268 → 122 MB after 200 steps). A stand-in runtime/node prints what it was started with.
 */
const launcher = path.join(import.meta.dirname, '../../packaging/support-recorder');
const dir = mkdtempSync(path.join(tmpdir(), 'launcher-'));
mkdirSync(path.join(dir, 'runtime'));
copyFileSync(launcher, path.join(dir, 'support-recorder'));
chmodSync(path.join(dir, 'support-recorder'), 0o755);
writeFileSync(path.join(dir, 'runtime/node'), '#!/bin/sh\necho "$MALLOC_MMAP_THRESHOLD_ $*"\n', {
  mode: 0o755,
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (env: NodeJS.ProcessEnv) =>
  execFileSync(path.join(dir, 'support-recorder'), ['--no-open'], { env }).toString().trim();

describe.skipIf(process.platform === 'win32')('the Linux launcher', () => {
  it('starts Node with a fixed mmap threshold of 1 MB, passing the arguments on', () => {
    const { MALLOC_MMAP_THRESHOLD_: _, ...env } = process.env;
    expect(run(env)).toBe(`1048576 ${path.join(dir, 'app/recorder.cjs')} --no-open`);
  });

  it('keeps a threshold the person set', () => {
    expect(run({ ...process.env, MALLOC_MMAP_THRESHOLD_: '65536' }).split(' ')[0]).toBe('65536');
  });
});
