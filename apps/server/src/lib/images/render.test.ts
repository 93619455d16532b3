import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { damagedPng, hugePngHeader } from '../../../test/images';
import { buttonOf, screenshot } from '../../../test/recordings';
import { probeScreenshot } from './probe';
import { type RenderableStep, renderStepImage, renderStepPixels } from './render';

type Pixels = { data: Buffer; width: number; height: number; channels: number };

async function pixels(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** How many pixels of the region differ noticeably between two images of one size. */
function changedIn(a: Pixels, b: Pixels, region: { x: number; y: number; width: number; height: number }) {
  let changed = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = (y * a.width + x) * a.channels;
      const delta =
        Math.abs(a.data[i]! - b.data[i]!) +
        Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
        Math.abs(a.data[i + 2]! - b.data[i + 2]!);
      if (delta > 30) changed++;
    }
  }
  return changed;
}

function variance(p: Pixels, region: { x: number; y: number; width: number; height: number }): number {
  const values: number[] = [];
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++)
      values.push(p.data[(y * p.width + x) * p.channels]!);
  }
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length;
}

const button = buttonOf(0);
const click = { x: button.x + button.width / 2, y: button.y + button.height / 2 };
const step = (overrides: Partial<RenderableStep> = {}): RenderableStep => ({
  contextWidth: 1280,
  contextHeight: 800,
  positionX: click.x,
  positionY: click.y,
  endPositionX: null,
  endPositionY: null,
  action: 'CLICK',
  hideActionPointer: false,
  zoomLevel: 1,
  zoomAnchorX: 50,
  zoomAnchorY: 50,
  ...overrides,
});
const around = (p: { x: number; y: number }, r = 30) => ({
  x: p.x - r,
  y: p.y - r,
  width: 2 * r,
  height: 2 * r,
});
const farCorner = { x: 1180, y: 700, width: 80, height: 80 };

let raw: Buffer;
let rawPixels: Pixels;

beforeAll(async () => {
  raw = await screenshot({ index: 0 });
  rawPixels = await pixels(raw);
});

describe('renderStepImage', () => {
  it('draws the click pointer where the click was, and leaves the rest of the screen as it was', async () => {
    const out = await renderStepImage({ raw, step: step(), annotations: [] });
    const rendered = await pixels(out);
    expect([rendered.width, rendered.height]).toEqual([1280, 800]);
    expect(changedIn(rawPixels, rendered, around(click))).toBeGreaterThan(400);
    expect(changedIn(rawPixels, rendered, farCorner)).toBe(0);
  });

  it('leaves what was clicked readable: an open ring, the cursor beside it', async () => {
    const rendered = await pixels(await renderStepImage({ raw, step: step(), annotations: [] }));
    // The ring's inside (radius 24 px at 1280 px) is the screenshot as it was: the label shows.
    expect(changedIn(rawPixels, rendered, around(click, 16))).toBe(0);
    // The ring itself, and the cursor at its lower right.
    expect(changedIn(rawPixels, rendered, around(click, 32))).toBeGreaterThan(400);
    expect(
      changedIn(rawPixels, rendered, { x: click.x + 22, y: click.y + 24, width: 12, height: 12 }),
    ).toBeGreaterThan(30);
  });

  it('draws no pointer when it is hidden, or for a typing step', async () => {
    for (const s of [step({ hideActionPointer: true }), step({ action: 'TYPE' })]) {
      const rendered = await pixels(await renderStepImage({ raw, step: s, annotations: [] }));
      expect(changedIn(rawPixels, rendered, around(click))).toBe(0);
    }
  });

  it('scales the pointer with a retina screenshot and places it in image pixels', async () => {
    const retina = await screenshot({ index: 0, devicePixelRatio: 2 });
    const before = await pixels(retina);
    const s = step({
      contextWidth: 2560,
      contextHeight: 1600,
      positionX: click.x * 2,
      positionY: click.y * 2,
    });
    const rendered = await pixels(await renderStepImage({ raw: retina, step: s, annotations: [] }));
    expect([rendered.width, rendered.height]).toEqual([2560, 1600]);
    expect(changedIn(before, rendered, around({ x: click.x * 2, y: click.y * 2 }, 60))).toBeGreaterThan(1600);
    expect(changedIn(before, rendered, around(click, 20))).toBe(0);
  });

  it('zooms around the anchor and keeps the output size', async () => {
    const s = step({ zoomLevel: 2, zoomAnchorX: 0, zoomAnchorY: 0, hideActionPointer: true });
    const rendered = await pixels(await renderStepImage({ raw, step: s, annotations: [] }));
    expect([rendered.width, rendered.height]).toEqual([1280, 800]);
    // The top-left quarter fills the image: the dark header (64 px) is now 128 px tall.
    const at = (x: number, y: number) => rendered.data[(y * rendered.width + x) * rendered.channels]!;
    expect(at(640, 100)).toBeLessThan(60);
    expect(at(640, 140)).toBeGreaterThan(200);
  });

  it('blurs a BLURBOX beyond reading and draws boxes, highlights, numbers and markers', async () => {
    const text = { x: 820, y: 104, width: 440, height: 120 };
    const annotations = [
      {
        type: 'BLURBOX' as const,
        positionX: text.x,
        positionY: text.y,
        width: text.width,
        height: text.height,
      },
      { type: 'NUMBER' as const, positionX: 40, positionY: 600, width: 60, height: 60, value: null },
      { type: 'BOX' as const, positionX: 300, positionY: 560, width: 200, height: 100 },
      {
        type: 'MARKER' as const,
        positionX: 560,
        positionY: 600,
        width: 220,
        height: 50,
        value: 'Click here',
      },
    ];
    const rendered = await pixels(await renderStepImage({ raw, step: step(), annotations }));
    expect(variance(rendered, text)).toBeLessThan(variance(rawPixels, text) / 4);
    expect(changedIn(rawPixels, rendered, { x: 55, y: 615, width: 30, height: 30 })).toBeGreaterThan(500);
    expect(changedIn(rawPixels, rendered, { x: 298, y: 600, width: 6, height: 20 })).toBeGreaterThan(60);
    expect(changedIn(rawPixels, rendered, { x: 570, y: 605, width: 200, height: 40 })).toBeGreaterThan(2000);
    const highlighted = await pixels(
      await renderStepImage({
        raw,
        step: step({ hideActionPointer: true }),
        annotations: [{ type: 'HIGHLIGHT', positionX: 100, positionY: 100, width: 200, height: 100 }],
      }),
    );
    expect(changedIn(rawPixels, highlighted, { x: 120, y: 120, width: 160, height: 60 })).toBe(0);
    expect(changedIn(rawPixels, highlighted, farCorner)).toBeGreaterThan(6000);
  });
});

describe('render order', () => {
  it('renders an image a person waits for before the demo GIF frames that wait', async () => {
    const finished: string[] = [];
    const blurred = [{ type: 'BLURBOX' as const, positionX: 100, positionY: 100, width: 600, height: 400 }];
    // Six GIF frames queued first: two start at once, four wait; then a step's new image.
    const frames = Array.from({ length: 6 }, (_, i) =>
      renderStepPixels({ raw, step: step(), annotations: blurred }).then(() => finished.push(`frame ${i}`)),
    );
    const image = renderStepImage({ raw, step: step(), annotations: blurred }).then(() =>
      finished.push('image'),
    );
    await Promise.all([...frames, image]);
    // First come, first served, it would be last; it starts in the first free slot instead.
    expect(finished.indexOf('image')).toBeLessThan(4);
  });
});

describe('probeScreenshot', () => {
  it('knows PNG and JPEG screenshots by their bytes and refuses anything else', async () => {
    expect(await probeScreenshot(raw)).toEqual({
      ok: true,
      image: { type: 'image/png', width: 1280, height: 800 },
    });
    const jpeg = await screenshot({ index: 1, format: 'jpeg' });
    expect(await probeScreenshot(jpeg)).toMatchObject({ ok: true, image: { type: 'image/jpeg' } });
    expect(await probeScreenshot(Buffer.from('<html>not an image</html>'))).toEqual({
      ok: false,
      problem: 'is not a PNG or JPEG image',
    });
    const cut = raw.subarray(0, raw.length - 2000);
    expect((await probeScreenshot(cut)).ok).toBe(false);
  });

  it('decodes every pixel: a PNG with an intact header and trailer but damaged data is refused', async () => {
    expect(await probeScreenshot(damagedPng(raw))).toEqual({
      ok: false,
      problem: 'is damaged or incomplete',
    });
  });

  it('refuses a header-only PNG of 50,000 × 50,000 pixels by its header, without decoding it', async () => {
    expect(await probeScreenshot(hugePngHeader(50_000, 50_000))).toEqual({
      ok: false,
      problem: 'is too large (50000×50000 pixels)',
    });
  });
});
