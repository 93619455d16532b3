import { z } from 'zod';
import { ANNOTATION_TYPES, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../articles';

/**
 * The step editor's calls (spec 02 §7): `PUT /help-articles/{id}/steps/{stepId}/annotations` and
 * `DELETE /help-articles/{id}/steps/{stepId}`. Coordinates are integer pixels of the step's context
 * size (contextWidth × contextHeight); the server refuses boxes outside the image.
 */

export const ZStepParams = z.object({ id: z.uuid(), stepId: z.uuid() });

// The error handler answers with the first issue's message alone, so each one names its field.
const position = (axis: 'x' | 'y') => {
  const message = `An annotation's ${axis} must be a whole number of pixels from 0`;
  return z.number({ message }).int({ message }).min(0, { message });
};
const extent = (side: 'width' | 'height') => {
  const message = `An annotation's ${side} must be a whole number of pixels, at least 1`;
  return z.number({ message }).int({ message }).min(1, { message });
};
const anchor = z
  .number({ message: 'The zoom anchor must be a percentage between 0 and 100' })
  .min(0, { message: 'The zoom anchor must be a percentage between 0 and 100' })
  .max(100, { message: 'The zoom anchor must be a percentage between 0 and 100' });

export const ANNOTATION_VALUE_MAX_LENGTH = 200;

export const ZAnnotationInput = z.object({
  type: z.enum(ANNOTATION_TYPES, {
    message: `The annotation type must be one of ${ANNOTATION_TYPES.join(', ')}`,
  }),
  x: position('x'),
  y: position('y'),
  width: extent('width'),
  height: extent('height'),
  /** A NUMBER's number or a MARKER's text. */
  value: z
    .string()
    .max(ANNOTATION_VALUE_MAX_LENGTH, {
      message: `An annotation's text can be at most ${ANNOTATION_VALUE_MAX_LENGTH} characters`,
    })
    .nullish(),
});
export type AnnotationInput = z.infer<typeof ZAnnotationInput>;

export const ANNOTATIONS_PER_STEP_MAX = 100;

export const ZSaveStepAnnotationsRequest = z.object({
  annotations: z.array(ZAnnotationInput).max(ANNOTATIONS_PER_STEP_MAX, {
    message: `A step can have at most ${ANNOTATIONS_PER_STEP_MAX} annotations`,
  }),
  hideActionPointer: z.boolean(),
  applyImageChangesToGif: z.boolean(),
  hideStepNumber: z.boolean(),
  zoomLevel: z
    .number()
    .min(ZOOM_MIN, { message: `Zoom must be between ${ZOOM_MIN} and ${ZOOM_MAX}` })
    .max(ZOOM_MAX, { message: `Zoom must be between ${ZOOM_MIN} and ${ZOOM_MAX}` })
    .refine((zoom) => Number.isInteger(zoom / ZOOM_STEP), { message: `Zoom goes in steps of ${ZOOM_STEP}` }),
  /** Percent of the image (0–100). */
  zoomAnchorX: anchor,
  zoomAnchorY: anchor,
});
export type SaveStepAnnotationsRequest = z.infer<typeof ZSaveStepAnnotationsRequest>;
