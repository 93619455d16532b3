import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import type { Clock } from '../clock';
import { createLocalStorage } from './local';
import type { Storage } from './types';

export type { LocalStorage } from './local';
export type { OpenedObject, Storage, StoredObject } from './types';
export { isValidKey } from './types';

/** S3 when S3_BUCKET is set, otherwise files under DATA_DIR/files. */
export async function createStorage(config: Config, clock: Clock): Promise<Storage & { close(): void }> {
  const { storage } = config;
  if (storage.s3) {
    // The SDK warns at first use that its versions published after January 2027 will need Node 22.
    // This one is pinned in package.json and supports Node 20: the notice would only alarm operators.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    // Loaded only when used: the SDK is large and most installations keep files on disk.
    const { createS3Storage } = await import('./s3');
    return createS3Storage({ ...storage.s3, clock, ttlSeconds: storage.fileUrlTtlSeconds });
  }
  const local = createLocalStorage({
    root: path.join(config.dataDir, 'files'),
    // Its own key, derived from the server secret: a leaked file URL says nothing about tokens.
    secret: createHmac('sha256', config.jwtSecret).update('storage-url-signing').digest('base64url'),
    clock,
    ttlSeconds: storage.fileUrlTtlSeconds,
  });
  return Object.assign(local, { close() {} });
}
