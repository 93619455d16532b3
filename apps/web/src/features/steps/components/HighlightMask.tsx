import { useId } from 'react';
import type { EditorAnnotation } from '../rules/annotations';

/** HIGHLIGHT is a spotlight: everything outside the highlighted boxes is dimmed (as rendered). */
export function HighlightMask({ annotations }: { annotations: EditorAnnotation[] }) {
  const id = useId();
  const boxes = annotations.filter((annotation) => annotation.type === 'HIGHLIGHT');
  if (boxes.length === 0) return null;
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
    >
      <mask id={id}>
        <rect width="100" height="100" fill="#fff" />
        {boxes.map((box) => (
          <rect key={box.key} x={box.x} y={box.y} width={box.width} height={box.height} fill="#000" />
        ))}
      </mask>
      <rect width="100" height="100" fill="#000" fillOpacity="0.45" mask={`url(#${id})`} />
    </svg>
  );
}
