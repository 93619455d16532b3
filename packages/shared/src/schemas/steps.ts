import { z } from 'zod';
import { ANNOTATION_TYPES, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../articles';

/**
 * The step editor's calls (spec 02 §7): `PUT /help-articles/{id}/steps/{stepId}/annotations` and
 * `DELETE /help-articles/{id}/steps/{stepId}`. Coordinates are integer pixels of the step's context
 * size (contextWidth × contextHeight); the server refuses boxes outside the image.
 */

export const ZStepParams = z.object({ id: z.uuid(), stepId: z.uuid() });

export const ZAnnotationInput = z.object({
  type: z.enum(ANNOTATION_TYPES),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  /** A NUMBER's number or a MARKER's text. */
  value: z.string().max(200).nullish(),
});
export type AnnotationInput = z.infer<typeof ZAnnotationInput>;

export const ANNOTATIONS_PER_STEP_MAX = 100;

export const ZSaveStepAnnotationsRequest = z.object({
  annotations: z.array(ZAnnotationInput).max(ANNOTATIONS_PER_STEP_MAX),
  hideActionPointer: z.boolean(),
  applyImageChangesToGif: z.boolean(),
  hideStepNumber: z.boolean(),
  zoomLevel: z
    .number()
    .min(ZOOM_MIN, { message: `Zoom must be between ${ZOOM_MIN} and ${ZOOM_MAX}` })
    .max(ZOOM_MAX, { message: `Zoom must be between ${ZOOM_MIN} and ${ZOOM_MAX}` })
    .refine((zoom) => Number.isInteger(zoom / ZOOM_STEP), { message: `Zoom goes in steps of ${ZOOM_STEP}` }),
  /** Percent of the image (0–100). */
  zoomAnchorX: z.number().min(0).max(100),
  zoomAnchorY: z.number().min(0).max(100),
});
export type SaveStepAnnotationsRequest = z.infer<typeof ZSaveStepAnnotationsRequest>;
