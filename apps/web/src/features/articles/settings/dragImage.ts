import type { DragEvent } from 'react';

/** Spec 02 §4: the drag preview is an 80 × 60 canvas of the image. */
export const DRAG_PREVIEW_WIDTH = 80;
export const DRAG_PREVIEW_HEIGHT = 60;

function previewCanvas(image: HTMLImageElement): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = DRAG_PREVIEW_WIDTH;
  canvas.height = DRAG_PREVIEW_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context || !image.naturalWidth) return null;
  // Cover the canvas: crop the longer side, like object-fit: cover.
  const scale = Math.max(DRAG_PREVIEW_WIDTH / image.naturalWidth, DRAG_PREVIEW_HEIGHT / image.naturalHeight);
  const width = image.naturalWidth * scale;
  const height = image.naturalHeight * scale;
  context.drawImage(
    image,
    (DRAG_PREVIEW_WIDTH - width) / 2,
    (DRAG_PREVIEW_HEIGHT - height) / 2,
    width,
    height,
  );
  return canvas;
}

/** Puts the image's markdown on the drag, which the editor accepts at the drop point. */
export function startImageDrag(event: DragEvent, markdown: string, image: HTMLImageElement | null): void {
  event.dataTransfer.setData('text/plain', markdown);
  event.dataTransfer.effectAllowed = 'copy';
  const canvas = image ? previewCanvas(image) : null;
  if (!canvas) return;
  // Browsers draw a drag image only from an element in the document.
  canvas.style.position = 'fixed';
  canvas.style.top = '-1000px';
  canvas.style.borderRadius = '6px';
  document.body.append(canvas);
  event.dataTransfer.setDragImage(canvas, DRAG_PREVIEW_WIDTH / 2, DRAG_PREVIEW_HEIGHT / 2);
  setTimeout(() => canvas.remove(), 0);
}
