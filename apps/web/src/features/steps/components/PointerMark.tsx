import { ANNOTATION_COLORS, POINTER_MARK, pointerUnit, type Step } from '@support/shared';

type Props = { step: Step; width: number; height: number; zoom: number };

const { accent: ACCENT, ink: INK } = ANNOTATION_COLORS;
const { ringRadius, cursorPath, cursorWidth, cursorHeight, cursorScale, cursorOffset } = POINTER_MARK;

/**
 * The recorded click (or drag) where it happened, as the rendered image shows it: an open ring around
 * the point and the arrow cursor beside it, so the clicked label stays readable. It keeps its size
 * when the step is zoomed, as in the render.
 */
export function PointerMark({ step, width, height, zoom }: Props) {
  if (step.positionX === null || step.positionY === null) return null;
  const x = (step.positionX / width) * 100;
  const y = (step.positionY / height) * 100;
  const end =
    step.action === 'DRAG' && step.endPositionX !== null && step.endPositionY !== null
      ? { x: (step.endPositionX / width) * 100, y: (step.endPositionY / height) * 100 }
      : null;
  const tip = end ?? { x, y };
  // Sizes as fractions of the image's width, as the server draws them in its pixels.
  const unitShare = pointerUnit(width) / width;
  const ring = `${(2 * ringRadius * unitShare * 100) / zoom}%`;
  const cursor = `${(cursorWidth * cursorScale * unitShare * 100) / zoom}%`;
  // The cursor's offset in percent of each side (the image's width sets the unit, as on the server).
  const offsetX = (cursorOffset * unitShare * 100) / zoom;
  const offsetY = (offsetX * width) / height;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0" data-pointer="">
      {end && (
        <svg
          aria-hidden="true"
          className="absolute inset-0 size-full"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
        >
          <line
            x1={x}
            y1={y}
            x2={end.x}
            y2={end.y}
            stroke={ACCENT}
            strokeWidth="3"
            strokeDasharray="8 6"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      )}
      <span
        className="absolute aspect-square -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] shadow-[0_0_0_2px_rgb(255_255_255/0.9)]"
        style={{
          left: `${tip.x}%`,
          top: `${tip.y}%`,
          width: ring,
          borderColor: ACCENT,
        }}
      />
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${cursorWidth} ${cursorHeight}`}
        className="absolute overflow-visible drop-shadow"
        style={{ left: `${tip.x + offsetX}%`, top: `${tip.y + offsetY}%`, width: cursor }}
      >
        <path d={cursorPath} fill={INK} stroke="#fff" strokeWidth="1.3" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
