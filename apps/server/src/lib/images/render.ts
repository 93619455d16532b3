import { type AnnotationType, pointerUnit } from '@support/shared';
import PQueue from 'p-queue';
import sharp, { type OutputInfo, type OverlayOptions, type Sharp } from 'sharp';
import { type Box, type Crop, clipBox, cropTransform, type Transform, zoomCrop } from './geometry';
import { boxSvg, dragSvg, highlightsSvg, markerSvg, numberSvg, pointerSvg, svgDocument } from './overlay';
import { SCREENSHOT_MAX_PIXELS } from './probe';

/**
 * Renders at once in this process, whoever asks (uploads, generation, step edits, GIFs): each holds
 * a full-size overlay and, when blurring, the decoded pixels, and libvips already spreads one render
 * over the cores, so more at once would only add memory. A render someone is waiting for (a step's
 * new image, a new article's) goes ahead of waiting background renders (a demo GIF's frames).
 */
const renders = new PQueue({ concurrency: 2 });

/** Who waits for a render: a person, or nobody right now (a demo GIF drawn in the background). */
type RenderPriority = 'person' | 'background';

const limited = <T>(priority: RenderPriority, work: () => Promise<T>): Promise<T> =>
  renders.add(work, { priority: priority === 'person' ? 1 : 0 });

/** A raw screenshot is decoded strictly: a damaged one fails the render instead of drawing garbage. */
const RAW = { failOn: 'warning' as const, limitInputPixels: SCREENSHOT_MAX_PIXELS };

/** An annotation in integer pixels of the step's context size (as stored). */
export type RenderAnnotation = {
  type: AnnotationType;
  positionX: number;
  positionY: number;
  width: number;
  height: number;
  value?: string | null;
};

/** The fields of a step row that decide how its image looks (a `steps` row fits as it is). */
export type RenderableStep = {
  contextWidth: number | null;
  contextHeight: number | null;
  positionX: number | null;
  positionY: number | null;
  endPositionX: number | null;
  endPositionY: number | null;
  action: string | null;
  hideActionPointer: boolean;
  zoomLevel: number;
  zoomAnchorX: number;
  zoomAnchorY: number;
};

/** Pointer actions (CLICK, DOUBLE_CLICK, RIGHT_CLICK, DRAG) show where the pointer was. */
export const isPointerAction = (action: string | null) => /CLICK|DRAG/.test(action ?? '');

/**
 * A step's processed image from its raw screenshot, as PNG of the same pixel size: BLURBOX regions
 * blurred beyond recovery in the pixels themselves, the zoom (around its anchor) applied, then the
 * annotations and the click pointer drawn on top at a constant size. One sharp pipeline unless a
 * zoomed step has something blurred: the blur must happen before the zoom crops, so that one takes two.
 */
export function renderStepImage(input: RenderInput): Promise<Buffer> {
  return limited('person', async () => (await renderPipeline(input)).png().toBuffer());
}

/** The same PNG written to `file`, for images that should not sit in memory (an upload's, before storage). */
export function renderStepImageToFile(input: RenderInput, file: string): Promise<void> {
  return limited('person', async () => {
    await (await renderPipeline(input)).png().toFile(file);
  });
}

/**
 * The same image as raw pixels, for work that goes on with it (the demo GIF's frames): no PNG is
 * encoded only to be decoded again. Behind the renders a person waits for.
 */
export function renderStepPixels(input: RenderInput): Promise<{ data: Buffer; info: OutputInfo }> {
  return limited('background', async () =>
    (await renderPipeline(input)).raw().toBuffer({ resolveWithObject: true }),
  );
}

/** `raw`: the screenshot's bytes, or the path of a file holding them. */
type RenderInput = { raw: Buffer | string; step: RenderableStep; annotations: RenderAnnotation[] };

async function renderPipeline(input: RenderInput): Promise<Sharp> {
  const { raw, step, annotations } = input;
  const metadata = await sharp(raw, RAW).metadata();
  const size = { width: metadata.width, height: metadata.height };
  // Coordinates are stored in context pixels, which are the raw image's unless a recorder lied.
  const toImageX = size.width / (step.contextWidth || size.width);
  const toImageY = size.height / (step.contextHeight || size.height);
  const inImage = (a: RenderAnnotation): Box => ({
    x: a.positionX * toImageX,
    y: a.positionY * toImageY,
    width: a.width * toImageX,
    height: a.height * toImageY,
  });

  const blurred = annotations
    .filter((a) => a.type === 'BLURBOX')
    .map((a) => clipBox(inImage(a), size))
    .filter((crop): crop is Crop => crop !== null);
  const crop = zoomCrop(size, step.zoomLevel, { x: step.zoomAnchorX, y: step.zoomAnchorY });
  const transform = cropTransform(crop, size);
  const unit = pointerUnit(size.width);
  const overlay = overlayBody({ step, annotations, inImage, transform, size, unit, toImageX, toImageY });

  const patches = await Promise.all(blurred.map((region) => blurPatch(raw, region)));
  const drawn: OverlayOptions[] = overlay ? [{ input: svgDocument(size, overlay), left: 0, top: 0 }] : [];
  const zoomed = crop.width !== size.width || crop.height !== size.height;
  if (!zoomed) return sharp(raw, RAW).composite([...patches, ...drawn]);
  // sharp composites last in a pipeline, and the blur must come before the zoom's crop: the blurred
  // screenshot is made first, as pixels, then cropped, enlarged and drawn on.
  let pipeline = sharp(raw, RAW);
  if (patches.length > 0) {
    const { data, info } = await pipeline.composite(patches).raw().toBuffer({ resolveWithObject: true });
    pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  }
  return pipeline.extract(crop).resize(size.width, size.height, { fit: 'fill' }).composite(drawn);
}

function overlayBody(input: {
  step: RenderableStep;
  annotations: RenderAnnotation[];
  inImage: (a: RenderAnnotation) => Box;
  transform: Transform;
  size: { width: number; height: number };
  unit: number;
  toImageX: number;
  toImageY: number;
}): string {
  const { step, annotations, transform, unit } = input;
  const out = (a: RenderAnnotation) => transform.box(input.inImage(a));
  const ofType = (type: AnnotationType) => annotations.filter((a) => a.type === type);
  const parts: string[] = [highlightsSvg(ofType('HIGHLIGHT').map(out), input.size, unit)];
  for (const a of ofType('BOX')) parts.push(boxSvg(out(a), unit));
  for (const a of ofType('MARKER')) parts.push(markerSvg(out(a), a.value ?? '', unit));
  ofType('NUMBER').forEach((a, i) => {
    parts.push(numberSvg(out(a), a.value?.trim() || String(i + 1), unit));
  });

  const { positionX, positionY } = step;
  if (!step.hideActionPointer && isPointerAction(step.action) && positionX !== null && positionY !== null) {
    const at = transform.point({ x: positionX * input.toImageX, y: positionY * input.toImageY });
    const { endPositionX, endPositionY } = step;
    const dragged =
      step.action === 'DRAG' &&
      endPositionX !== null &&
      endPositionY !== null &&
      (endPositionX !== positionX || endPositionY !== positionY);
    parts.push(
      dragged
        ? dragSvg(
            at,
            transform.point({ x: endPositionX * input.toImageX, y: endPositionY * input.toImageY }),
            unit,
          )
        : pointerSvg(at, unit),
    );
  }
  return parts.join('');
}

/**
 * The region pixelated into coarse blocks and then blurred: what was there cannot be read back from
 * the served image (a plain Gaussian blur of text can sometimes be reversed; averaged blocks cannot).
 */
async function blurPatch(raw: Buffer | string, region: Crop): Promise<OverlayOptions> {
  const block = Math.max(8, Math.min(40, Math.min(region.width, region.height) / 3));
  const small = await sharp(raw, RAW)
    .extract(region)
    .resize(Math.max(1, Math.round(region.width / block)), Math.max(1, Math.round(region.height / block)), {
      fit: 'fill',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(small.data, { raw: small.info })
    .resize(region.width, region.height, { fit: 'fill', kernel: 'cubic' })
    .blur(Math.max(1, block / 2))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    input: data,
    raw: { width: info.width, height: info.height, channels: info.channels },
    left: region.left,
    top: region.top,
  };
}
