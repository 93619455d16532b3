import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Header } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { extractArchive } from './archive';
import { restoreBackup } from './restore';

type Entry = { path: string; type: string; linkpath?: string; body?: string };

/** A gzip'd tar built header by header, so it can hold what npm run backup never writes. */
function craftedArchive(entries: Entry[]): string {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    new Header({
      path: entry.path,
      type: entry.type as never,
      linkpath: entry.linkpath,
      size: body.length,
      mode: 0o644,
      mtime: new Date(0),
      uid: 0,
      gid: 0,
    }).encode(header);
    blocks.push(header, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  const file = path.join(dir, `crafted-${blocks.length}-${Math.random().toString(36).slice(2)}.tar.gz`);
  writeFileSync(file, gzipSync(Buffer.concat(blocks)));
  return file;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'support-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const manifest: Entry = { path: 'manifest.json', type: 'File', body: '{}' };

describe('a restore of a crafted archive', () => {
  it.each([
    [{ path: 'files/x', type: 'SymbolicLink', linkpath: '../../jwt-secret' }, 'a symbolic link'],
    [{ path: 'files/y', type: 'Link', linkpath: 'manifest.json' }, 'a hard link'],
    [{ path: 'files/tty', type: 'CharacterDevice' }, 'a device file'],
    [{ path: 'files/disk', type: 'BlockDevice' }, 'a device file'],
    [{ path: 'files/pipe', type: 'FIFO' }, 'a named pipe'],
    [{ path: '../outside', type: 'File', body: 'x' }, 'a path outside the backup'],
    [{ path: 'files/../../outside', type: 'File', body: 'x' }, 'a path outside the backup'],
  ])('refuses %o before writing anything', async (bad, named) => {
    const into = path.join(dir, `into-${Math.random().toString(36).slice(2)}`);
    const file = craftedArchive([manifest, { path: 'files/', type: 'Directory' }, bad as Entry]);
    await expect(extractArchive(file, into)).rejects.toThrow(named);
    expect(existsSync(into)).toBe(false);
  });

  it('refuses it through npm run restore with a message, leaving the data folder untouched', async () => {
    const dataDir = path.join(dir, 'data');
    const file = craftedArchive([
      manifest,
      { path: 'files/x', type: 'SymbolicLink', linkpath: '../../jwt-secret' },
    ]);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });
    await expect(restoreBackup(config, file)).rejects.toThrow(
      /refused before anything is restored: it holds files\/x \(a symbolic link\)/,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('still unpacks folders and plain files', async () => {
    const into = path.join(dir, 'plain');
    const file = craftedArchive([
      { path: 'manifest.json', type: 'File', body: 'not json' },
      { path: 'files/', type: 'Directory' },
      { path: 'files/a.png', type: 'File', body: 'png' },
    ]);
    // Past the entry check: the manifest is what it then refuses.
    await expect(extractArchive(file, into)).rejects.toThrow('has no manifest.json');
    expect(readdirSync(path.join(into, 'files'))).toEqual(['a.png']);
  });
});
