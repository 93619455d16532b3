import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { strToU8, unzipSync, zipSync } from 'fflate';

/**
 * The built extension's zip with this server's address as its default (config.json inside the
 * zip), so a person who downloads it from here never types the address. The rewritten zip is kept
 * per address and made again when the build changes the file.
 */

export type ServedZip = { bytes: Buffer; etag: string };

const MAX_ADDRESSES = 8;

export class RecorderZip {
  private built: { mtimeMs: number; size: number } | null = null;
  private readonly byServer = new Map<string, ServedZip>();

  constructor(private readonly file: string) {}

  /** null when the recorder has not been built. */
  async forServer(server: string): Promise<ServedZip | null> {
    const info = await stat(this.file).catch(() => null);
    if (!info?.isFile()) return null;
    if (!this.built || this.built.mtimeMs !== info.mtimeMs || this.built.size !== info.size) {
      this.byServer.clear();
      this.built = { mtimeMs: info.mtimeMs, size: info.size };
    }
    const cached = this.byServer.get(server);
    if (cached) return cached;
    const files = unzipSync(new Uint8Array(await readFile(this.file)));
    files['config.json'] = strToU8(`${JSON.stringify({ defaultServer: server }, null, 2)}\n`);
    const bytes = Buffer.from(zipSync(files, { level: 9, mtime: new Date('2024-01-01T00:00:00Z') }));
    const served = {
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
    };
    if (this.byServer.size >= MAX_ADDRESSES)
      this.byServer.delete(this.byServer.keys().next().value as string);
    this.byServer.set(server, served);
    return served;
  }
}
