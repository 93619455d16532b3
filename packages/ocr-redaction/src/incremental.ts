import type { OcrEngine } from './ocr';
import { encodePngAsync, type RgbaImage } from './png';
import type { Box, OcrLine } from './rules';

/**
 * Reads a screenshot by what changed since the one before. Consecutive steps of a recording show
 * mostly the same screen (a click changes a button, a typed word appears), and reading a whole
 * 1920×1080 desktop costs seconds: only the horizontal bands whose pixels changed are read again,
 * the words of the other rows are the previous read's.
 *
 * Bands span the whole width, so a text line is never cut: a changed pixel marks its row, a band
 * is grown by a margin above and below (taller than a line of UI text) and until no word of the
 * previous read straddles its edge. When most of the screen changed, or its size did, the whole
 * image is read.
 */

export type ReadImage = { image: RgbaImage; lines: OcrLine[] };

/** Rows above and below a change that are read with it. */
const MARGIN = 24;
/** Beyond this share of changed rows, one full read is cheaper than many bands. */
const FULL_READ_SHARE = 0.6;

type Band = { top: number; bottom: number };

function changedBands(previous: RgbaImage, current: RgbaImage): Band[] {
  const stride = current.width * 4;
  const bands: Band[] = [];
  for (let y = 0; y < current.height; y++) {
    const a = Buffer.from(previous.data.buffer, previous.data.byteOffset + y * stride, stride);
    const b = Buffer.from(current.data.buffer, current.data.byteOffset + y * stride, stride);
    if (a.equals(b)) continue;
    const top = Math.max(0, y - MARGIN);
    const bottom = Math.min(current.height, y + 1 + MARGIN);
    const last = bands.at(-1);
    if (last && top <= last.bottom) last.bottom = Math.max(last.bottom, bottom);
    else bands.push({ top, bottom });
  }
  return bands;
}

const crosses = (box: Box, band: Band) => box.y < band.bottom && box.y + box.height > band.top;

/** Grows bands until no previous word straddles an edge, merging bands that meet. */
function settle(bands: Band[], lines: readonly OcrLine[], height: number): Band[] {
  const boxes = lines.flatMap((line) => line.words.map((word) => word.box));
  let changed = true;
  let out = bands.map((band) => ({ ...band }));
  while (changed) {
    changed = false;
    for (const band of out) {
      for (const box of boxes) {
        if (!crosses(box, band)) continue;
        const top = Math.max(0, Math.min(band.top, box.y - 2));
        const bottom = Math.min(height, Math.max(band.bottom, box.y + box.height + 2));
        if (top !== band.top || bottom !== band.bottom) {
          band.top = top;
          band.bottom = bottom;
          changed = true;
        }
      }
    }
    const merged: Band[] = [];
    for (const band of out.sort((a, b) => a.top - b.top)) {
      const last = merged.at(-1);
      if (last && band.top <= last.bottom) last.bottom = Math.max(last.bottom, band.bottom);
      else merged.push(band);
    }
    if (merged.length !== out.length) changed = true;
    out = merged;
  }
  return out;
}

async function readBand(engine: OcrEngine, image: RgbaImage, band: Band): Promise<OcrLine[]> {
  const stride = image.width * 4;
  const pixels = image.data.subarray(band.top * stride, band.bottom * stride);
  const png = await encodePngAsync(pixels, image.width, band.bottom - band.top);
  const lines = await engine.read(png);
  return lines.map((line) => ({
    words: line.words.map((word) => ({ ...word, box: { ...word.box, y: word.box.y + band.top } })),
  }));
}

export type IncrementalRead = { lines: OcrLine[]; full: boolean; rowsRead: number };

/**
 * The lines of `current`; `png` is its encoded form (read as it is when the whole image is read).
 * With the previous image and its lines, only what changed is read.
 */
export async function readChanges(
  engine: OcrEngine,
  current: RgbaImage,
  png: Uint8Array,
  previous: ReadImage | null,
): Promise<IncrementalRead> {
  const sameSize =
    previous && previous.image.width === current.width && previous.image.height === current.height;
  if (!previous || !sameSize) return { lines: await engine.read(png), full: true, rowsRead: current.height };
  const bands = settle(changedBands(previous.image, current), previous.lines, current.height);
  const rowsRead = bands.reduce((sum, band) => sum + band.bottom - band.top, 0);
  if (rowsRead > current.height * FULL_READ_SHARE)
    return { lines: await engine.read(png), full: true, rowsRead: current.height };
  const kept = previous.lines
    .map((line) => ({ words: line.words.filter((word) => !bands.some((band) => crosses(word.box, band))) }))
    .filter((line) => line.words.length > 0);
  const read: OcrLine[] = [];
  for (const band of bands) read.push(...(await readBand(engine, current, band)));
  return { lines: [...kept, ...read], full: false, rowsRead };
}
