import sharp from 'sharp';
import { LOGO_SVG } from './logo';

/** The logo as a PNG of `size` pixels square. */
export function logoPng(size: number): Promise<Buffer> {
  return sharp(Buffer.from(LOGO_SVG), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista and read by every browser): what a
 * browser fetches from /favicon.ico when a page names no icon.
 */
export function icoOf(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}
