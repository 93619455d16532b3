import type { AnnotationInput, AnnotationType } from '@support/shared';
import { badRequest } from '../../lib/errors';

/**
 * The rules of an annotation save that the schema cannot know (issue 8): the step must have an image
 * size, every box must lie inside it, and a NUMBER's value is its number. The messages name the
 * annotation by its place in the list (1-based, as a person counts) and its type.
 */

export const STEP_WITHOUT_CONTEXT =
  'Annotations cannot be saved for this step: its image size (contextWidth and contextHeight) is unknown';

/** The renderer draws at most four digits in a circle. */
const NUMBER_VALUE = /^[1-9][0-9]{0,3}$/;

export type ValidAnnotation = {
  type: AnnotationType;
  positionX: number;
  positionY: number;
  width: number;
  height: number;
  value: string | null;
};

export function validateAnnotations(
  step: { contextWidth: number | null; contextHeight: number | null },
  annotations: AnnotationInput[],
): ValidAnnotation[] {
  const { contextWidth: width, contextHeight: height } = step;
  if (!width || !height) throw badRequest(STEP_WITHOUT_CONTEXT, 'STEP_WITHOUT_CONTEXT');
  return annotations.map((annotation, i) => {
    const name = `Annotation ${i + 1} (${annotation.type})`;
    if (annotation.x + annotation.width > width || annotation.y + annotation.height > height) {
      throw badRequest(
        `${name} lies outside the image: x + width must be at most ${width} and y + height at most ${height}`,
        'ANNOTATION_OUTSIDE_IMAGE',
        { index: i },
      );
    }
    return {
      type: annotation.type,
      positionX: annotation.x,
      positionY: annotation.y,
      width: annotation.width,
      height: annotation.height,
      value: annotationValue(annotation, name, i),
    };
  });
}

/**
 * NUMBER: a positive whole number, or nothing (then it is numbered by its order among the step's
 * NUMBER annotations). MARKER: its text. The other types carry no value; one sent is dropped.
 */
function annotationValue(annotation: AnnotationInput, name: string, index: number): string | null {
  const value = annotation.value?.trim() || null;
  if (annotation.type === 'MARKER') return value;
  if (annotation.type !== 'NUMBER' || value === null) return null;
  if (!NUMBER_VALUE.test(value)) {
    throw badRequest(
      `${name} must have a positive whole number as its value (1 to 9999), or none to be numbered in order`,
      'INVALID_ANNOTATION_VALUE',
      { index },
    );
  }
  return value;
}
