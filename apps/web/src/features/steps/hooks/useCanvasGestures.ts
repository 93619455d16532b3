import type { AnnotationType } from '@support/shared';
import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { type EditorAnnotation, numberRect } from '../rules/annotations';
import {
  type Corner,
  clampPercent,
  isLargeEnough,
  moveRect,
  type Point,
  type Rect,
  rectFromDrag,
  resizeRect,
} from '../rules/geometry';

type Gesture =
  | { kind: 'draw'; start: Point }
  | { kind: 'move'; key: string; start: Point; origin: Rect }
  | { kind: 'resize'; key: string; corner: Corner; origin: Rect }
  | { kind: 'anchor' };

type Options = {
  /** The drawn (possibly zoomed) image: pointer positions are measured against its box. */
  surface: RefObject<HTMLElement | null>;
  tool: AnnotationType | null;
  anchorMode: boolean;
  /** Width / height of the image, so a NUMBER stays round. */
  aspect: number;
  onAdd: (type: AnnotationType, rect: Rect) => void;
  onChange: (key: string, rect: Rect) => void;
  onSelect: (key: string | null) => void;
  onAnchor: (point: Point) => void;
};

/** A pointer position in percent of the surface's (zoomed) box; null before it has a size. */
function pointOn(
  surface: RefObject<HTMLElement | null>,
  event: { clientX: number; clientY: number },
): Point | null {
  const box = surface.current?.getBoundingClientRect();
  if (!box || box.width <= 0 || box.height <= 0) return null;
  return {
    x: ((event.clientX - box.left) / box.width) * 100,
    y: ((event.clientY - box.top) / box.height) * 100,
  };
}

/**
 * Drawing, moving and resizing on the canvas with the pointer (mouse, pen or touch). Moves are
 * followed on the window, so a drag that leaves the image still ends where the pointer is let go.
 */
export function useCanvasGestures(options: Options) {
  const latest = useRef(options);
  latest.current = options;
  const gesture = useRef<Gesture | null>(null);
  const [preview, setPreview] = useState<Rect | null>(null);

  const pointOf = (event: { clientX: number; clientY: number }) => pointOn(latest.current.surface, event);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const current = gesture.current;
      const point = current && pointOn(latest.current.surface, event);
      if (!current || !point) return;
      const { onChange, onAnchor } = latest.current;
      if (current.kind === 'draw') setPreview(rectFromDrag(current.start, point));
      else if (current.kind === 'move')
        onChange(current.key, moveRect(current.origin, point.x - current.start.x, point.y - current.start.y));
      else if (current.kind === 'resize')
        onChange(current.key, resizeRect(current.origin, current.corner, point));
      else onAnchor({ x: clampPercent(point.x), y: clampPercent(point.y) });
    };
    const onUp = (event: PointerEvent) => {
      const current = gesture.current;
      gesture.current = null;
      setPreview(null);
      if (current?.kind !== 'draw') return;
      const { tool, aspect, onAdd } = latest.current;
      const point = pointOn(latest.current.surface, event) ?? current.start;
      if (!tool) return;
      if (tool === 'NUMBER') {
        onAdd(tool, numberRect(current.start, aspect));
        return;
      }
      const rect = rectFromDrag(current.start, point);
      if (isLargeEnough(rect)) onAdd(tool, rect);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
  }, []);

  const begin = (event: ReactPointerEvent, next: Gesture) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    gesture.current = next;
  };

  return {
    preview,
    /** On the image itself: draw with a tool, set the anchor, or clear the selection. */
    onSurfaceDown(event: ReactPointerEvent) {
      const point = pointOf(event);
      if (!point) return;
      const { tool, anchorMode, onAnchor, onSelect } = latest.current;
      if (anchorMode) {
        begin(event, { kind: 'anchor' });
        onAnchor({ x: clampPercent(point.x), y: clampPercent(point.y) });
      } else if (tool) {
        onSelect(null);
        begin(event, { kind: 'draw', start: point });
      } else {
        onSelect(null);
      }
    },
    onAnnotationDown(event: ReactPointerEvent, annotation: EditorAnnotation) {
      const point = pointOf(event);
      if (!point) return;
      latest.current.onSelect(annotation.key);
      begin(event, { kind: 'move', key: annotation.key, start: point, origin: annotation });
    },
    onHandleDown(event: ReactPointerEvent, annotation: EditorAnnotation, corner: Corner) {
      begin(event, { kind: 'resize', key: annotation.key, corner, origin: annotation });
    },
  };
}
