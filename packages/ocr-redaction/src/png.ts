import { crc32, deflate, deflateSync, inflate } from 'node:zlib';

/**
 * PNG in and out for RGBA pixels, without a native image library: the desktop recorder ships as a
 * zip per platform, and sharp would add a native module to each.
 *
 * Encoding writes no row filters at zlib level 1: a desktop screenshot is mostly flat colour, so
 * this stays small enough while keeping the click→file time low. Decoding reads what PNG encoders
 * write for screenshots (8-bit grey, grey+alpha, RGB, RGBA, palette; every row filter; no
 * interlacing) and always returns RGBA.
 */

export type RgbaImage = { data: Uint8Array; width: number; height: number };

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function rawRows(rgba: Uint8Array, width: number, height: number): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return raw;
}

function assemble(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Synchronous: the capture path encodes each screenshot at once (its time is measured). */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  return assemble(width, height, deflateSync(rawRows(rgba, width, height), { level: 1 }));
}

/** The same bytes, deflated on libuv's thread pool so the event loop stays free. */
export async function encodePngAsync(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const idat = await new Promise<Buffer>((resolve, reject) =>
    deflate(rawRows(rgba, width, height), { level: 1 }, (error, out) =>
      error ? reject(error) : resolve(out),
    ),
  );
  return assemble(width, height, idat);
}

export function isPng(data: Uint8Array): boolean {
  return data.length > 8 && Buffer.from(data.subarray(0, 8)).equals(SIGNATURE);
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Reverses the row filters; returns the rows without their filter bytes. One loop per filter, with
 * the first pixel apart: a per-byte branch on the filter and on the edges made decoding a filtered
 * 1920×1080 screenshot (sharp's, a browser's) cost about 100 ms.
 */
function unfilter(raw: Buffer, stride: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const at = y * stride;
    // Row 0's "up" is zeros: Up is None, Average halves the left, Paeth takes the left.
    const up = y > 0 ? at - stride : -1;
    if (filter === 0 || (filter === 2 && up < 0)) {
      out.set(line, at);
    } else if (filter === 1 || (filter === 4 && up < 0)) {
      for (let x = 0; x < bpp; x++) out[at + x] = line[x] as number;
      for (let x = bpp; x < stride; x++) out[at + x] = (line[x] as number) + (out[at + x - bpp] as number);
    } else if (filter === 2) {
      for (let x = 0; x < stride; x++) out[at + x] = (line[x] as number) + (out[up + x] as number);
    } else if (filter === 3) {
      for (let x = 0; x < bpp; x++)
        out[at + x] = (line[x] as number) + ((up < 0 ? 0 : (out[up + x] as number)) >> 1);
      for (let x = bpp; x < stride; x++) {
        const b = up < 0 ? 0 : (out[up + x] as number);
        out[at + x] = (line[x] as number) + (((out[at + x - bpp] as number) + b) >> 1);
      }
    } else if (filter === 4) {
      for (let x = 0; x < bpp; x++) out[at + x] = (line[x] as number) + (out[up + x] as number);
      for (let x = bpp; x < stride; x++)
        out[at + x] =
          (line[x] as number) +
          paeth(out[at + x - bpp] as number, out[up + x] as number, out[up + x - bpp] as number);
    } else throw new Error(`PNG row filter ${filter} is unknown`);
  }
  return out;
}

/** Decodes a PNG to RGBA; inflating runs on libuv's thread pool. */
export async function decodePng(png: Uint8Array): Promise<RgbaImage> {
  const data = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!isPng(data)) throw new Error('Not a PNG');
  let width = 0;
  let height = 0;
  let colorType = 6;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const parts: Buffer[] = [];
  for (let at = 8; at + 8 <= data.length; ) {
    const length = data.readUInt32BE(at);
    const type = data.toString('ascii', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9] ?? 6;
      if (body[8] !== 8) throw new Error(`PNG bit depth ${body[8]} is not read here`);
      if (body[12] !== 0) throw new Error('Interlaced PNGs are not read here');
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') parts.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[colorType];
  if (!channels || width === 0 || height === 0) throw new Error('Unreadable PNG header');
  const raw = await new Promise<Buffer>((resolve, reject) =>
    inflate(Buffer.concat(parts), (error, out) => (error ? reject(error) : resolve(out))),
  );
  const stride = width * channels;
  if (raw.length < (stride + 1) * height) throw new Error('PNG data is cut off');
  const rows = unfilter(raw, stride, height, channels);
  if (channels === 4) return { data: rows, width, height };
  const rgba = new Uint8Array(width * height * 4);
  // One loop per colour type, without branches inside: the RGB screenshots the recorder reads are
  // two million pixels each.
  if (colorType === 2) {
    for (let i = 0, o = 0; i < rows.length; i += 3, o += 4) {
      rgba[o] = rows[i] as number;
      rgba[o + 1] = rows[i + 1] as number;
      rgba[o + 2] = rows[i + 2] as number;
      rgba[o + 3] = 255;
    }
  } else if (colorType === 3) {
    const lut = new Uint8Array(256 * 4);
    for (let v = 0; v < 256; v++) {
      lut[v * 4] = palette?.[v * 3] ?? 0;
      lut[v * 4 + 1] = palette?.[v * 3 + 1] ?? 0;
      lut[v * 4 + 2] = palette?.[v * 3 + 2] ?? 0;
      lut[v * 4 + 3] = transparency?.[v] ?? 255;
    }
    for (let i = 0, o = 0; i < rows.length; i++, o += 4) {
      const v = (rows[i] as number) * 4;
      rgba[o] = lut[v] as number;
      rgba[o + 1] = lut[v + 1] as number;
      rgba[o + 2] = lut[v + 2] as number;
      rgba[o + 3] = lut[v + 3] as number;
    }
  } else {
    for (let i = 0, o = 0; i < rows.length; i += channels, o += 4) {
      const v = rows[i] as number;
      rgba[o] = v;
      rgba[o + 1] = v;
      rgba[o + 2] = v;
      rgba[o + 3] = channels === 2 ? (rows[i + 1] as number) : 255;
    }
  }
  return { data: rgba, width, height };
}

/**
 * Half the width and height, each pixel the mean of four: what OCR reads of a 4K screen. Text on
 * such a screen is drawn at twice the size (the system's scaling), so it stays readable, and OCR
 * costs a quarter of the time and memory.
 */
export function halve(image: RgbaImage): RgbaImage {
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const out = new Uint8Array(width * height * 4);
  const stride = image.width * 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = (2 * y * image.width + 2 * x) * 4;
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) {
        const sum =
          (image.data[a + c] ?? 0) +
          (image.data[a + 4 + c] ?? 0) +
          (image.data[a + stride + c] ?? 0) +
          (image.data[a + stride + 4 + c] ?? 0);
        out[o + c] = (sum + 2) >> 2;
      }
    }
  }
  return { data: out, width, height };
}
