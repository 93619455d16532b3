import {
  DEFAULT_ZOOM_ANCHOR,
  type SaveStepAnnotationsRequest,
  type Step,
  ZOOM_MAX,
  ZOOM_MIN,
} from '@support/shared';
import type { EditorAnnotation } from './annotations';
import { rectToPercent, rectToPixels, round3 } from './geometry';

export type StepSettings = Pick<
  SaveStepAnnotationsRequest,
  | 'hideActionPointer'
  | 'applyImageChangesToGif'
  | 'hideStepNumber'
  | 'zoomLevel'
  | 'zoomAnchorX'
  | 'zoomAnchorY'
>;

/** What the editor changes on one step: its annotations (percent) and its settings. */
export type StepDraft = { annotations: EditorAnnotation[]; settings: StepSettings };

type ContextSize = { width: number; height: number };

/** The size the step's pixel coordinates refer to, or null when the recording did not give one. */
export function contextSize(step: Pick<Step, 'contextWidth' | 'contextHeight'>): ContextSize | null {
  const { contextWidth: width, contextHeight: height } = step;
  return width && height && width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The editor's starting point from the server's step. Without a context size the stored pixels
 * cannot be placed on the image, so such a step starts without annotations (and cannot be saved).
 */
export function draftFromStep(step: Step): StepDraft {
  const size = contextSize(step);
  const annotations: EditorAnnotation[] = size
    ? step.annotations.map((annotation) => ({
        key: annotation.id,
        type: annotation.type,
        value: annotation.value,
        ...rectToPercent(
          {
            x: annotation.positionX,
            y: annotation.positionY,
            width: annotation.width,
            height: annotation.height,
          },
          size.width,
          size.height,
        ),
      }))
    : [];
  return {
    annotations,
    settings: {
      hideActionPointer: step.hideActionPointer,
      applyImageChangesToGif: step.applyImageChangesToGif,
      hideStepNumber: step.hideStepNumber,
      zoomLevel: Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, step.zoomLevel || ZOOM_MIN)),
      zoomAnchorX: step.zoomAnchorX ?? DEFAULT_ZOOM_ANCHOR,
      zoomAnchorY: step.zoomAnchorY ?? DEFAULT_ZOOM_ANCHOR,
    },
  };
}

/** One annotation as compared: kind, value, and the box at 3 decimals (spec 02 §9). */
function signature(annotation: EditorAnnotation): string {
  const { type, value, x, y, width, height } = annotation;
  return [type, value ?? '', round3(x), round3(y), round3(width), round3(height)].join('|');
}

/** Spec 02 §4: dirty when a setting differs, or the annotation set does. */
export function isDirty(saved: StepDraft, current: StepDraft): boolean {
  const a = saved.settings;
  const b = current.settings;
  if (
    a.hideActionPointer !== b.hideActionPointer ||
    a.applyImageChangesToGif !== b.applyImageChangesToGif ||
    a.hideStepNumber !== b.hideStepNumber ||
    a.zoomLevel !== b.zoomLevel ||
    round3(a.zoomAnchorX) !== round3(b.zoomAnchorX) ||
    round3(a.zoomAnchorY) !== round3(b.zoomAnchorY)
  ) {
    return true;
  }
  if (saved.annotations.length !== current.annotations.length) return true;
  return saved.annotations.some((annotation, index) => {
    const other = current.annotations[index];
    return !other || signature(annotation) !== signature(other);
  });
}

/**
 * The PUT body: integer pixels of the step's context size, anchors at 3 decimals. Null when the
 * step has no context size (spec 02 §5: it cannot be saved).
 */
export function savePayload(
  step: Pick<Step, 'contextWidth' | 'contextHeight'>,
  draft: StepDraft,
): SaveStepAnnotationsRequest | null {
  const size = contextSize(step);
  if (!size) return null;
  return {
    annotations: draft.annotations.map((annotation) => {
      const box = rectToPixels(annotation, size.width, size.height);
      const value = annotation.type === 'NUMBER' || annotation.type === 'MARKER' ? annotation.value : null;
      return { type: annotation.type, ...box, ...(value !== null ? { value } : {}) };
    }),
    ...draft.settings,
    zoomAnchorX: round3(draft.settings.zoomAnchorX),
    zoomAnchorY: round3(draft.settings.zoomAnchorY),
  };
}

/** What a refetch must change for the editor to start over from the server (not a fresh image URL). */
export function draftKey(step: Step): string {
  return JSON.stringify([step.id, step.contextWidth, step.contextHeight, draftFromStep(step)]);
}
