import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, constants as fs } from 'node:fs';
import { access, copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import { assertValidKey, type OpenedObject, type Storage, type StoredObject, stableWindow } from './types';

export type LocalStorage = Storage & {
  readonly kind: 'local';
  verify: NonNullable<Storage['verify']>;
  open: NonNullable<Storage['open']>;
  localFile: NonNullable<Storage['localFile']>;
};

/** Files under `root`, each with a small `.meta.json` beside it carrying its content type. */
export function createLocalStorage(options: {
  root: string;
  secret: string;
  clock: Clock;
  ttlSeconds: number;
  /** Path prefix of the route that serves signed URLs. */
  urlPrefix?: string;
}): LocalStorage {
  const { root, clock } = options;
  const urlPrefix = options.urlPrefix ?? '/v1/files';
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };
  const sign = (key: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${key}\n${expires}`).digest('base64url');

  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await removedOnFailure(temp, async () => {
        await writeFile(temp, body);
        await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
        await rename(temp, file);
      });
    },
    async putFile(key, source, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
      try {
        await rename(source, file);
      } catch (error) {
        // DATA_DIR/tmp on another file system than the files (a mounted volume): copy aside, then rename.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await removedOnFailure(temp, async () => {
          await copyFile(source, temp);
          await rename(temp, file);
        });
        await rm(source, { force: true });
      }
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      try {
        const [body, meta] = await Promise.all([readFile(file), readFile(`${file}.meta.json`, 'utf8')]);
        return { body, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key): Promise<OpenedObject | null> {
      const file = fileOf(key);
      try {
        const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
        return {
          size: info.size,
          contentType: (JSON.parse(meta) as { contentType: string }).contentType,
          stream: (range) => createReadStream(file, range ?? {}),
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    localFile: fileOf,
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.meta.json`, { force: true });
    },
    async signedUrl(key, signOptions = {}) {
      assertValidKey(key);
      const ttl = signOptions.ttlSeconds ?? options.ttlSeconds;
      const expires = Math.floor(stableWindow(clock.now().getTime(), ttl).expiresMs / 1000);
      return `${urlPrefix}/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    async check() {
      // Writable, not merely present: a volume remounted read-only or a changed owner fails every
      // upload. access() asks the kernel without writing anything.
      await mkdir(root, { recursive: true });
      await access(root, fs.W_OK);
    },
    verify(key, expires, signature) {
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return expires * 1000 > clock.now().getTime() ? 'valid' : 'expired';
    },
  };
}

/**
 * Runs a write whose temporary file must not outlive a failure: a half-written file on a full disk
 * would keep the space taken, and the next write would fail too once space was freed.
 */
async function removedOnFailure(temp: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
