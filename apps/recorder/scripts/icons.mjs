// The toolbar and store icons, drawn here as PNGs (a white record dot on the brand's rounded square),
// so the repository carries no binary files and the icon follows the brand colour in one place.
import { crc32, deflateSync } from 'node:zlib';

const BRAND = [0xea, 0x58, 0x0c];

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Coverage of a pixel by a shape given as a signed distance (negative inside), for smooth edges. */
const cover = (distance) => Math.max(0, Math.min(1, 0.5 - distance));

export function iconPng(size) {
  const radius = size * 0.22;
  const dot = size * 0.22;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // Rounded square: distance to the inner rectangle, minus the corner radius.
      const dx = Math.max(radius - px, px - (size - radius), 0);
      const dy = Math.max(radius - py, py - (size - radius), 0);
      const square = cover(Math.hypot(dx, dy) - radius);
      const circle = cover(Math.hypot(px - size / 2, py - size / 2) - dot);
      const [r, g, b] = BRAND.map((c) => Math.round(c + (255 - c) * circle));
      row.set([r, g, b, Math.round(255 * square)], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
