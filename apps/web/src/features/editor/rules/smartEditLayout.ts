/** Spec 02 §9: the AI popup's sizes, and where it sits under the selection. */
export const POPUP_BASE_HEIGHT = 160;
export const POPUP_MAX_HEIGHT = 300;
export const POPUP_WIDTH = 350;
export const POPUP_RESULT_HEIGHT = POPUP_BASE_HEIGHT * 3;
export const POPUP_RESULT_WIDTH = 525;
const MARGIN = 8;

export type SmartEditPhase = 'closed' | 'instruction' | 'loading' | 'result';

export function popupSize(phase: SmartEditPhase, availableWidth: number) {
  const result = phase === 'result';
  const width = Math.min(
    result ? POPUP_RESULT_WIDTH : POPUP_WIDTH,
    Math.max(availableWidth - 2 * MARGIN, 200),
  );
  return result
    ? { width, minHeight: POPUP_RESULT_HEIGHT, maxHeight: POPUP_RESULT_HEIGHT }
    : { width, minHeight: POPUP_BASE_HEIGHT, maxHeight: POPUP_MAX_HEIGHT };
}

/** Below the selection's end, kept inside the editor's width. Coordinates relative to the editor box. */
export function popupPosition(
  anchor: { left: number; bottom: number },
  width: number,
  containerWidth: number,
) {
  const left = Math.max(MARGIN, Math.min(anchor.left, containerWidth - width - MARGIN));
  return { left, top: anchor.bottom + MARGIN };
}
