/**
 * The click pointer's shape, in one place for the server's render (apps/server/src/lib/images) and
 * the step editor's preview (apps/web features/steps PointerMark), so that the preview shows what
 * readers get: an open ring around the point, and the arrow cursor outside it at its lower right, so
 * the label that was clicked stays readable (the cursor used to sit on the point and cover it).
 */
export const POINTER_MARK = {
  /** The image width at which one unit is one pixel. */
  baseWidth: 1280,
  /** The ring's radius, in units. */
  ringRadius: 26,
  /** The arrow cursor with its tip at (0,0), `cursorHeight` tall and `cursorWidth` wide. */
  cursorPath: 'M0 0 L0 17.5 L4.6 13.4 L7.6 20.3 L10.4 19.1 L7.4 12.3 L13.3 12.3 Z',
  cursorWidth: 14,
  cursorHeight: 21,
  /** The cursor is drawn at this scale of its path: 30 units tall. */
  cursorScale: 1.5,
  /** The cursor's tip sits this many units right of and below the point: just outside the ring. */
  cursorOffset: 21,
} as const;

/** Units per pixel of an image this wide: the pointer grows with the screenshot, within bounds. */
export const pointerUnit = (imageWidth: number): number =>
  Math.min(4, Math.max(0.5, imageWidth / POINTER_MARK.baseWidth));
