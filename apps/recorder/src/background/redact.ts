import type { RecordingBox } from '@support/shared';

/**
 * Blurs boxes into a screenshot, in the service worker (OffscreenCanvas), before it is stored:
 * each box is pixelated into cells about as large as a line of its text (so not even the shapes
 * of words remain) and then blurred, which leaves colours but nothing readable. Boxes are in CSS
 * pixels; the image is device pixels.
 */

const BLUR_PX = 12;

/** Cell size in device pixels: three quarters of the box's height, between 16 and 48 CSS pixels. */
const cellSize = (height: number, scale: number) => Math.min(48 * scale, Math.max(16 * scale, height * 0.75));

export async function dataUrlToBlob(dataUrl: string): Promise<Blob> {
  return (await fetch(dataUrl)).blob();
}

function scaled(box: RecordingBox, scale: number, width: number, height: number) {
  const x = Math.max(0, Math.floor(box.x * scale));
  const y = Math.max(0, Math.floor(box.y * scale));
  const right = Math.min(width, Math.ceil((box.x + box.width) * scale));
  const bottom = Math.min(height, Math.ceil((box.y + box.height) * scale));
  return right - x >= 1 && bottom - y >= 1 ? { x, y, w: right - x, h: bottom - y } : null;
}

type Area = { x: number; y: number; w: number; h: number };

/**
 * One box: averaged first (a blur as wide as half a cell, so no single stroke decides a cell's
 * colour), reduced to cells, then drawn back enlarged and blurred again.
 */
function pixelate(
  canvas: OffscreenCanvas,
  context: OffscreenCanvasRenderingContext2D,
  area: Area,
  scale: number,
) {
  const cell = cellSize(area.h, scale);
  const pad = Math.ceil(cell);
  const averaged = new OffscreenCanvas(area.w, area.h);
  const averagedContext = averaged.getContext('2d')!;
  averagedContext.filter = `blur(${Math.round(cell / 2)}px)`;
  averagedContext.drawImage(
    canvas,
    area.x - pad,
    area.y - pad,
    area.w + 2 * pad,
    area.h + 2 * pad,
    -pad,
    -pad,
    area.w + 2 * pad,
    area.h + 2 * pad,
  );
  const cells = new OffscreenCanvas(
    Math.max(1, Math.round(area.w / cell)),
    Math.max(1, Math.round(area.h / cell)),
  );
  const cellsContext = cells.getContext('2d')!;
  cellsContext.imageSmoothingEnabled = true;
  cellsContext.drawImage(averaged, 0, 0, cells.width, cells.height);
  context.save();
  context.beginPath();
  context.rect(area.x, area.y, area.w, area.h);
  context.clip();
  context.imageSmoothingEnabled = true;
  context.filter = `blur(${BLUR_PX * scale}px)`;
  // Drawn a little larger than the box, so the blur has no sharp, readable edge inside it.
  const bleed = BLUR_PX * scale * 2;
  context.drawImage(cells, area.x - bleed, area.y - bleed, area.w + bleed * 2, area.h + bleed * 2);
  context.restore();
}

/** The image decoded and drawn onto a canvas of its own size, ready to be drawn over or encoded. */
async function drawToCanvas(image: Blob) {
  const bitmap = await createImageBitmap(image);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { canvas, context };
}

/** The screenshot with every box blurred, as PNG. Without boxes the image is returned as it is. */
export async function blurBoxes(image: Blob, boxes: RecordingBox[], devicePixelRatio: number): Promise<Blob> {
  if (boxes.length === 0) return image;
  const { canvas, context } = await drawToCanvas(image);
  const scale = devicePixelRatio > 0 ? devicePixelRatio : 1;
  for (const box of boxes) {
    const area = scaled(box, scale, canvas.width, canvas.height);
    if (area) pixelate(canvas, context, area, scale);
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

/** The image encoded as JPEG at `quality` (0-1). */
export async function encodeJpeg(image: Blob, quality: number): Promise<Blob> {
  const { canvas } = await drawToCanvas(image);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/** A neutral stand-in when no screenshot could be taken at all (e.g. the first step on a browser page). */
export async function placeholderImage(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#f5f5f4';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.convertToBlob({ type: 'image/png' });
}
