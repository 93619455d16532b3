import type { RecordingBox, RecordingKey, RecordingManifest } from '@support/shared';
import type { steps } from '../../db/schema/articles';
import type { ProbedImage, RenderableStep } from '../../lib/images';
import { actionZoom, NO_ZOOM } from './actionZoom';
import { type TypedValueRules, withholdsTypedValue } from './typedValueRules';
import { webPageUrl } from './validate';

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
 * A typed value the organization's rules withhold is not stored at all, whatever the recorder did
 * (an older extension, the desktop format): the screenshot is blurred, so the text, the step
 * editor and an AI analysis must not carry it either.
 */
export function stepRow(input: {
  step: ManifestStep;
  image: ProbedImage;
  index: number;
  id: string;
  organizationId: string;
  articleVersionId: string;
  imageRawKey: string;
  imageProcessedKey: string;
  now: Date;
  typedValues: TypedValueRules;
  /** The organization's "zoom to the action" setting (actionZoom.ts). */
  zoomToAction: boolean;
}): StepInsert {
  const { step, image } = input;
  const { box } = scaleOf(step, image);
  const withheld =
    step.valueWithheld === true ||
    (step.value !== undefined && withholdsTypedValue(step.value, input.typedValues));
  return {
    id: input.id,
    organizationId: input.organizationId,
    articleVersionId: input.articleVersionId,
    index: input.index,
    imageRawKey: input.imageRawKey,
    imageProcessedKey: input.imageProcessedKey,
    ...stepGeometry(step, image),
    ...openingZoom(step, image, input.zoomToAction),
    action: step.action,
    pageUrl: webPageUrl(step.pageUrl),
    pageTitle: step.pageTitle,
    elementLabel: step.element?.label ?? '',
    elementRole: step.element?.role ?? null,
    typedValue: withheld ? null : (step.value ?? null),
    details: stepDetails({ ...step, valueWithheld: withheld || undefined }, box),
    createdAt: input.now,
  };
}

/**
 * How a new step's image is rendered, the same as its row renders it: the pointer shown, and the
 * zoom the step opens with (the action's neighbourhood on a large window, when the organization
 * keeps that on) until someone edits it.
 */
export function renderableStep(
  step: ManifestStep,
  image: ProbedImage,
  zoomToAction: boolean,
): RenderableStep {
  return {
    ...stepGeometry(step, image),
    action: step.action,
    hideActionPointer: false,
    ...openingZoom(step, image, zoomToAction),
  };
}

function openingZoom(step: ManifestStep, image: ProbedImage, zoomToAction: boolean) {
  if (!zoomToAction) return NO_ZOOM;
  return actionZoom({ ...stepGeometry(step, image), action: step.action, viewport: step.viewport });
}

function scaleOf(step: ManifestStep, image: ProbedImage) {
  const x = image.width / step.viewport.width;
  const y = image.height / step.viewport.height;
  const box = step.element?.box;
  return { x, y, box: box ? scale(box, x, y) : undefined };
}

/** The click point and context size in image pixels. */
function stepGeometry(step: ManifestStep, image: ProbedImage) {
  const { x, y } = scaleOf(step, image);
  const box = step.element?.box;
  const point =
    step.point ??
    (box && step.action !== 'NAVIGATE' ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined);
  return {
    contextWidth: image.width,
    contextHeight: image.height,
    positionX: point ? round(point.x * x) : null,
    positionY: point ? round(point.y * y) : null,
    endPositionX: step.endPoint ? round(step.endPoint.x * x) : null,
    endPositionY: step.endPoint ? round(step.endPoint.y * y) : null,
  };
}

/** What the row has no column for, kept so the text can be written again from the same data. */
export type StepDetails = {
  tag?: string;
  inputType?: string;
  key?: RecordingKey;
  /** The application acted in (desktop recorder), named in the text where there is no web page. */
  application?: string;
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
    application: step.application || undefined,
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
