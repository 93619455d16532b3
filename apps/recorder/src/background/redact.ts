import type { RecordingBox } from '@support/shared';

/**
 * Blurs boxes into a screenshot, in the service worker (OffscreenCanvas), before it is stored:
 * each box is pixelated (drawn at 1/12 of its size, scaled back up) and then blurred, which
 * leaves colours but no readable text. Boxes are in CSS pixels; the image is device pixels.
 */

const PIXEL_BLOCK = 12;
const BLUR_PX = 10;

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

/** The screenshot with every box blurred, as PNG. Without boxes the image is returned as it is. */
export async function blurBoxes(image: Blob, boxes: RecordingBox[], devicePixelRatio: number): Promise<Blob> {
  if (boxes.length === 0) return image;
  const bitmap = await createImageBitmap(image);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const scale = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const small = new OffscreenCanvas(1, 1);
  const smallContext = small.getContext('2d')!;
  for (const box of boxes) {
    const area = scaled(box, scale, canvas.width, canvas.height);
    if (!area) continue;
    small.width = Math.max(1, Math.round(area.w / PIXEL_BLOCK));
    small.height = Math.max(1, Math.round(area.h / PIXEL_BLOCK));
    smallContext.imageSmoothingEnabled = true;
    smallContext.drawImage(canvas, area.x, area.y, area.w, area.h, 0, 0, small.width, small.height);
    context.save();
    context.beginPath();
    context.rect(area.x, area.y, area.w, area.h);
    context.clip();
    context.imageSmoothingEnabled = true;
    context.filter = `blur(${BLUR_PX * scale}px)`;
    // Drawn a little larger than the box, so the blur has no sharp, readable edge inside it.
    const bleed = BLUR_PX * scale * 2;
    context.drawImage(small, area.x - bleed, area.y - bleed, area.w + bleed * 2, area.h + bleed * 2);
    context.restore();
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

/** A neutral stand-in when no screenshot could be taken at all (e.g. the first step on a browser page). */
export async function placeholderImage(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(Math.max(1, width), Math.max(1, height));
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#f5f5f4';
  context.fillRect(0, 0, canvas.width, canvas.height);
  return canvas.convertToBlob({ type: 'image/png' });
}
