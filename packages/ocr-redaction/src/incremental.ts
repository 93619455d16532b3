import type { OcrEngine } from './ocr';
import { encodePngAsync, type RgbaImage } from './png';
import type { Box, OcrLine } from './rules';

/**
 * Reads a screenshot by what changed since the one before. Consecutive steps of a recording show
 * mostly the same screen (a click changes a button, a typed word appears, a toast opens), and
 * reading a whole 1920×1080 desktop costs seconds: only the rectangles whose pixels changed are read
 * again, the words elsewhere are the previous read's.
 *
 * A rectangle is the changed pixels' extent grown by a margin (more than a line of UI text tall,
 * a few words wide), then until no word of the previous read straddles its edge, so no word is
 * cut. A line of text that runs out of a rectangle is joined again from its kept and its new words,
 * so a term or an address split by the edge still matches as one. When most of the screen changed,
 * or its size did, the whole image is read.
 */

export type ReadImage = { image: RgbaImage; lines: OcrLine[] };

/** Rows above and below, and columns left and right of a change that are read with it. */
const MARGIN_Y = 24;
const MARGIN_X = 96;
/** Beyond this share of the image's area, one full read is cheaper than many pieces. */
const FULL_READ_SHARE = 0.6;

type Region = { left: number; top: number; right: number; bottom: number };

/** Rows that changed, grouped into bands, each with the columns that changed in it. */
function changedRegions(previous: RgbaImage, current: RgbaImage): Region[] {
  const { width, height } = current;
  const stride = width * 4;
  const before = new Uint32Array(previous.data.buffer, previous.data.byteOffset, width * height);
  const after = new Uint32Array(current.data.buffer, current.data.byteOffset, width * height);
  const regions: Region[] = [];
  for (let y = 0; y < height; y++) {
    const a = Buffer.from(previous.data.buffer, previous.data.byteOffset + y * stride, stride);
    const b = Buffer.from(current.data.buffer, current.data.byteOffset + y * stride, stride);
    if (a.equals(b)) continue;
    let left = 0;
    while (before[y * width + left] === after[y * width + left]) left++;
    let right = width - 1;
    while (before[y * width + right] === after[y * width + right]) right--;
    const region = {
      left: Math.max(0, left - MARGIN_X),
      right: Math.min(width, right + 1 + MARGIN_X),
      top: Math.max(0, y - MARGIN_Y),
      bottom: Math.min(height, y + 1 + MARGIN_Y),
    };
    const last = regions.at(-1);
    if (last && region.top <= last.bottom) {
      last.bottom = region.bottom;
      last.left = Math.min(last.left, region.left);
      last.right = Math.max(last.right, region.right);
    } else regions.push(region);
  }
  return regions;
}

const touches = (box: Box, region: Region) =>
  box.x < region.right &&
  box.x + box.width > region.left &&
  box.y < region.bottom &&
  box.y + box.height > region.top;
const meet = (a: Region, b: Region) =>
  a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;

/** Grows regions until no previous word straddles an edge, merging regions that meet. */
function settle(start: Region[], lines: readonly OcrLine[], image: RgbaImage): Region[] {
  const boxes = lines.flatMap((line) => line.words.map((word) => word.box));
  let regions = start.map((region) => ({ ...region }));
  for (let changed = true; changed; ) {
    changed = false;
    for (const region of regions) {
      for (const box of boxes) {
        if (!touches(box, region)) continue;
        const grown = {
          left: Math.max(0, Math.min(region.left, box.x - 2)),
          top: Math.max(0, Math.min(region.top, box.y - 2)),
          right: Math.min(image.width, Math.max(region.right, box.x + box.width + 2)),
          bottom: Math.min(image.height, Math.max(region.bottom, box.y + box.height + 2)),
        };
        if (
          grown.left !== region.left ||
          grown.top !== region.top ||
          grown.right !== region.right ||
          grown.bottom !== region.bottom
        ) {
          Object.assign(region, grown);
          changed = true;
        }
      }
    }
    const merged: Region[] = [];
    for (const region of regions) {
      const other = merged.find((candidate) => meet(candidate, region));
      if (!other) {
        merged.push(region);
        continue;
      }
      other.left = Math.min(other.left, region.left);
      other.top = Math.min(other.top, region.top);
      other.right = Math.max(other.right, region.right);
      other.bottom = Math.max(other.bottom, region.bottom);
      changed = true;
    }
    regions = merged;
  }
  return regions;
}

async function readRegion(engine: OcrEngine, image: RgbaImage, region: Region): Promise<OcrLine[]> {
  const width = region.right - region.left;
  const height = region.bottom - region.top;
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((region.top + y) * image.width + region.left) * 4;
    pixels.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  const lines = await engine.read(await encodePngAsync(pixels, width, height));
  return lines.map((line) => ({
    words: line.words.map((word) => ({
      ...word,
      box: { ...word.box, x: word.box.x + region.left, y: word.box.y + region.top },
    })),
  }));
}

const extent = (line: OcrLine): Box => {
  const x = Math.min(...line.words.map((w) => w.box.x));
  const y = Math.min(...line.words.map((w) => w.box.y));
  const right = Math.max(...line.words.map((w) => w.box.x + w.box.width));
  const bottom = Math.max(...line.words.map((w) => w.box.y + w.box.height));
  return { x, y, width: right - x, height: bottom - y };
};

/** A new line beside a kept one on the same row, close enough to be its continuation, joins it. */
function join(kept: OcrLine[], read: OcrLine[]): OcrLine[] {
  const lines = kept.map((line) => ({ words: [...line.words] }));
  for (const line of read) {
    const box = extent(line);
    const partner = lines.find((candidate) => {
      const other = extent(candidate);
      const overlap = Math.min(box.y + box.height, other.y + other.height) - Math.max(box.y, other.y);
      const gap = Math.max(other.x - (box.x + box.width), box.x - (other.x + other.width));
      return (
        overlap >= 0.5 * Math.min(box.height, other.height) && gap <= 3 * Math.max(box.height, other.height)
      );
    });
    if (partner) partner.words = [...partner.words, ...line.words].sort((a, b) => a.box.x - b.box.x);
    else lines.push(line);
  }
  return lines;
}

export type IncrementalRead = { lines: OcrLine[]; full: boolean; share: number };

/**
 * The lines of `current`; `png` is its encoded form (read as it is when the whole image is read).
 * With the previous image and its lines, only what changed is read. `share` is the part of the
 * image's area that was read.
 */
export async function readChanges(
  engine: OcrEngine,
  current: RgbaImage,
  png: Uint8Array,
  previous: ReadImage | null,
): Promise<IncrementalRead> {
  const sameSize =
    previous && previous.image.width === current.width && previous.image.height === current.height;
  if (!previous || !sameSize) return { lines: await engine.read(png), full: true, share: 1 };
  const regions = settle(changedRegions(previous.image, current), previous.lines, current);
  const area = regions.reduce((sum, r) => sum + (r.right - r.left) * (r.bottom - r.top), 0);
  const share = area / (current.width * current.height);
  if (share > FULL_READ_SHARE) return { lines: await engine.read(png), full: true, share: 1 };
  const kept = previous.lines
    .map((line) => ({
      words: line.words.filter((word) => !regions.some((region) => touches(word.box, region))),
    }))
    .filter((line) => line.words.length > 0);
  const read: OcrLine[] = [];
  for (const region of regions) read.push(...(await readRegion(engine, current, region)));
  return { lines: join(kept, read), full: false, share };
}
