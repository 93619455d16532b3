import type { RecordingBox, RecordingManifest } from '@support/shared';
import type { steps } from '../../db/schema/articles';
import { type StepImage, webPageUrl } from './validate';

type ManifestStep = RecordingManifest['steps'][number];
type StepInsert = typeof steps.$inferInsert;

/** Two decimals are far below a pixel and keep stored numbers readable. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A manifest step as its `steps` row. The recorder reports CSS pixels of the viewport; the row keeps
 * image pixels (contextWidth × contextHeight is the screenshot's own size), which is what the
 * renderer and the step editor work in. The scale is measured from the image, so it equals the
 * device pixel ratio when the recorder is consistent and still fits when a recorder scaled its
 * screenshots. A step without a click point (typing) points at the middle of its element.
 */
export function stepRow(input: {
  step: ManifestStep;
  image: StepImage;
  index: number;
  id: string;
  organizationId: string;
  articleVersionId: string;
  imageRawKey: string;
  now: Date;
}): StepInsert {
  const { step, image } = input;
  const scaleX = image.width / step.viewport.width;
  const scaleY = image.height / step.viewport.height;
  const box = step.element?.box;
  const scaledBox = box ? scale(box, scaleX, scaleY) : undefined;
  const point =
    step.point ??
    (box && step.action !== 'NAVIGATE' ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined);
  return {
    id: input.id,
    organizationId: input.organizationId,
    articleVersionId: input.articleVersionId,
    index: input.index,
    imageRawKey: input.imageRawKey,
    contextWidth: image.width,
    contextHeight: image.height,
    positionX: point ? round(point.x * scaleX) : null,
    positionY: point ? round(point.y * scaleY) : null,
    endPositionX: step.endPoint ? round(step.endPoint.x * scaleX) : null,
    endPositionY: step.endPoint ? round(step.endPoint.y * scaleY) : null,
    action: step.action,
    pageUrl: webPageUrl(step.pageUrl),
    pageTitle: step.pageTitle,
    elementLabel: step.element?.label ?? '',
    elementRole: step.element?.role ?? null,
    typedValue: step.value ?? null,
    details: stepDetails(step, scaledBox),
    createdAt: input.now,
  };
}

/** What the row has no column for, kept so the text can be written again from the same data. */
export type StepDetails = {
  tag?: string;
  inputType?: string;
  key?: 'Enter' | 'Escape' | 'Tab';
  /** The element's box in image pixels. */
  box?: RecordingBox;
  viewport: { width: number; height: number; devicePixelRatio: number };
  valueWithheld?: boolean;
  redactedBoxes?: number;
  timestamp?: number;
};

function stepDetails(step: ManifestStep, box: RecordingBox | undefined): StepDetails {
  const details: StepDetails = {
    tag: step.element?.tag,
    inputType: step.element?.inputType,
    key: step.key,
    box,
    viewport: step.viewport,
    valueWithheld: step.valueWithheld,
    redactedBoxes: step.redactedBoxes,
    timestamp: step.timestamp,
  };
  // JSON has no undefined: leave absent fields out rather than storing nulls.
  return Object.fromEntries(
    Object.entries(details).filter(([, value]) => value !== undefined),
  ) as StepDetails;
}

function scale(box: RecordingBox, x: number, y: number): RecordingBox {
  return {
    x: round(box.x * x),
    y: round(box.y * y),
    width: round(box.width * x),
    height: round(box.height * y),
  };
}
