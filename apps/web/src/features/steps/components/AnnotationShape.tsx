import { ANNOTATION_COLORS } from '@support/shared';
import clsx from 'clsx';
import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorAnnotation } from '../rules/annotations';
import type { Corner, Rect } from '../rules/geometry';

export const percentBox = (rect: Rect): CSSProperties => ({
  left: `${rect.x}%`,
  top: `${rect.y}%`,
  width: `${rect.width}%`,
  height: `${rect.height}%`,
});

/** As the server draws them (apps/server/src/lib/images/overlay.ts), so the preview is honest. */
const LOOKS = {
  BOX: 'rounded-md border-[3px]',
  HIGHLIGHT: 'rounded-sm ring-2',
  BLURBOX: 'rounded-sm bg-stone-400/20 backdrop-blur-md',
  NUMBER: 'flex items-center justify-center',
  MARKER: 'flex items-center rounded-md px-[0.4em] ring-1',
} as const;

/** The colours, from the one table the server's render uses too (Tailwind's ring reads --tw-ring-color). */
const COLORS: Partial<Record<keyof typeof LOOKS, CSSProperties>> = {
  BOX: { borderColor: ANNOTATION_COLORS.accent },
  HIGHLIGHT: { '--tw-ring-color': ANNOTATION_COLORS.highlight } as CSSProperties,
  MARKER: {
    backgroundColor: ANNOTATION_COLORS.markerFill,
    color: ANNOTATION_COLORS.ink,
    '--tw-ring-color': ANNOTATION_COLORS.markerStroke,
  } as CSSProperties,
};

const CORNERS: Array<[Corner, string]> = [
  ['nw', '-left-1.5 -top-1.5 cursor-nwse-resize'],
  ['ne', '-right-1.5 -top-1.5 cursor-nesw-resize'],
  ['sw', '-bottom-1.5 -left-1.5 cursor-nesw-resize'],
  ['se', '-bottom-1.5 -right-1.5 cursor-nwse-resize'],
];

type Props = {
  annotation: EditorAnnotation;
  selected: boolean;
  /** While a tool or the anchor is active, the pointer draws through annotations. */
  passive: boolean;
  editingText: boolean;
  onPointerDown: (event: PointerEvent) => void;
  onHandleDown: (event: PointerEvent, corner: Corner) => void;
  onEditText: () => void;
  onText: (value: string) => void;
  onTextDone: () => void;
};

/** One annotation drawn over the image in percent, with corner handles while selected. */
export function AnnotationShape(props: Props) {
  const { annotation, selected, passive, editingText } = props;
  const { t } = useTranslation('steps');
  return (
    <div
      data-annotation={annotation.type}
      className={clsx(
        'absolute touch-none select-none',
        LOOKS[annotation.type],
        passive ? 'pointer-events-none' : 'cursor-move',
        selected && 'outline-2 outline-offset-2 outline-sky-500',
      )}
      style={{ ...percentBox(annotation), ...COLORS[annotation.type], containerType: 'size' }}
      onPointerDown={props.onPointerDown}
      onDoubleClick={annotation.type === 'MARKER' ? props.onEditText : undefined}
    >
      {annotation.type === 'NUMBER' && (
        <span
          style={{
            width: 'min(100cqw, 100cqh)',
            height: 'min(100cqw, 100cqh)',
            fontSize: 'min(55cqw, 55cqh)',
            backgroundColor: ANNOTATION_COLORS.accent,
            color: ANNOTATION_COLORS.onAccent,
          }}
          className="flex shrink-0 items-center justify-center rounded-full font-bold leading-none shadow-md ring-2 ring-white"
        >
          {annotation.value}
        </span>
      )}
      {annotation.type === 'MARKER' &&
        (editingText ? (
          <input
            // biome-ignore lint/a11y/noAutofocus: the marker was just placed; its text is what comes next
            autoFocus
            aria-label={t('annotation.markerText')}
            placeholder={t('annotation.markerPlaceholder')}
            value={annotation.value ?? ''}
            maxLength={200}
            onPointerDown={(event) => event.stopPropagation()}
            onChange={(event) => props.onText(event.target.value)}
            onBlur={props.onTextDone}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === 'Escape') props.onTextDone();
            }}
            style={{ fontSize: 'clamp(9px, 60cqh, 28px)' }}
            className="w-full min-w-0 bg-transparent text-inherit placeholder:text-stone-600/70 focus:outline-none"
          />
        ) : (
          <span style={{ fontSize: 'clamp(9px, 60cqh, 28px)' }} className="truncate leading-tight">
            {annotation.value || (
              <span className="text-stone-600/70">{t('annotation.markerPlaceholder')}</span>
            )}
          </span>
        ))}
      {selected &&
        !passive &&
        CORNERS.map(([corner, place]) => (
          <span
            key={corner}
            aria-hidden="true"
            data-handle={corner}
            onPointerDown={(event) => props.onHandleDown(event, corner)}
            className={clsx(
              "absolute size-3 rounded-sm border-2 border-sky-500 bg-white shadow before:absolute before:-inset-2.5 before:content-['']",
              place,
            )}
          />
        ))}
    </div>
  );
}
