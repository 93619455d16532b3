import type { AnnotationType } from '@support/shared';
import { clampPercent, type Point, type Rect } from './geometry';

/** The editor's annotation: a box in percent of the image plus its kind and value. */
export type EditorAnnotation = Rect & {
  /** Stable within the editor (the server id, or a local one until saved). */
  key: string;
  type: AnnotationType;
  /** A NUMBER's number or a MARKER's text; null for the others. */
  value: string | null;
};

/**
 * A NUMBER is placed by a click: a circle this wide in percent of the image's width (its height
 * in percent follows from the image's aspect ratio, so it stays round).
 */
export const NUMBER_DIAMETER_PERCENT = 3.5;

let localKeys = 0;
export const newAnnotationKey = () => `new-${++localKeys}`;

/** NUMBER annotations count 1, 2, 3… in the order they were placed. */
export function nextNumber(annotations: ReadonlyArray<EditorAnnotation>): number {
  return annotations.filter((annotation) => annotation.type === 'NUMBER').length + 1;
}

/** The circle of a NUMBER placed at `center` on an image `aspect` (width / height) wide. */
export function numberRect(center: Point, aspect: number): Rect {
  const width = NUMBER_DIAMETER_PERCENT;
  const height = Math.min(100, NUMBER_DIAMETER_PERCENT * aspect);
  return {
    x: Math.min(100 - width, Math.max(0, clampPercent(center.x) - width / 2)),
    y: Math.min(100 - height, Math.max(0, clampPercent(center.y) - height / 2)),
    width,
    height,
  };
}

/** Adds a new annotation; a NUMBER gets the next number. */
export function addAnnotation(
  annotations: ReadonlyArray<EditorAnnotation>,
  type: AnnotationType,
  rect: Rect,
  key: string = newAnnotationKey(),
): EditorAnnotation[] {
  const value = type === 'NUMBER' ? String(nextNumber(annotations)) : type === 'MARKER' ? '' : null;
  return [...annotations, { ...rect, key, type, value }];
}

/** Removes one; removing a NUMBER moves every higher number down by one, so no gap is left. */
export function removeAnnotation(
  annotations: ReadonlyArray<EditorAnnotation>,
  key: string,
): EditorAnnotation[] {
  const removed = annotations.find((annotation) => annotation.key === key);
  if (!removed) return [...annotations];
  const removedNumber = removed.type === 'NUMBER' ? Number(removed.value) : Number.NaN;
  return annotations
    .filter((annotation) => annotation.key !== key)
    .map((annotation) => {
      if (annotation.type !== 'NUMBER' || !(Number(annotation.value) > removedNumber)) return annotation;
      return { ...annotation, value: String(Number(annotation.value) - 1) };
    });
}

export function updateAnnotation(
  annotations: ReadonlyArray<EditorAnnotation>,
  key: string,
  change: Partial<Omit<EditorAnnotation, 'key' | 'type'>>,
): EditorAnnotation[] {
  return annotations.map((annotation) =>
    annotation.key === key ? { ...annotation, ...change } : annotation,
  );
}
