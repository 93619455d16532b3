import type { AnnotationType, Step } from '@support/shared';
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanvasGestures } from '../hooks/useCanvasGestures';
import type { StepDraftState } from '../hooks/useStepDraft';
import { hasPointer } from '../rules/describe';
import { contextSize } from '../rules/draft';
import { formatZoom, zoomViewport } from '../rules/zoom';
import { AnnotationShape, percentBox } from './AnnotationShape';
import { HighlightMask } from './HighlightMask';
import { PointerMark } from './PointerMark';

type Props = {
  step: Step;
  number: number;
  state: StepDraftState;
  tool: AnnotationType | null;
  anchorMode: boolean;
};

/**
 * The screenshot with its annotations drawn over it in percent, so everything scales with the
 * canvas. The zoom is previewed as it will look; while the anchor is being set, the whole image
 * shows with the zoomed part framed.
 */
export function StepCanvas({ step, number, state, tool, anchorMode }: Props) {
  const { t, i18n } = useTranslation('steps');
  const surface = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const size = contextSize(step) ?? natural ?? { width: 16, height: 10 };
  const { settings, annotations } = state.draft;

  const gestures = useCanvasGestures({
    surface,
    tool,
    anchorMode,
    aspect: size.width / size.height,
    onAdd: state.add,
    onChange: state.move,
    onSelect: state.select,
    onAnchor: (point) => {
      state.setSetting('zoomAnchorX', Math.round(point.x * 10) / 10);
      state.setSetting('zoomAnchorY', Math.round(point.y * 10) / 10);
    },
  });

  const zoomed = settings.zoomLevel > 1 && !anchorMode;
  const view = zoomViewport(settings.zoomLevel, settings.zoomAnchorX, settings.zoomAnchorY);
  const drawing = Boolean(tool) || anchorMode;

  if (!step.imageRaw) {
    return (
      <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-xl bg-stone-100 text-sm text-stone-500 ring-1 ring-stone-200">
        <ImageOff aria-hidden="true" className="size-6 text-stone-500" />
        {t('canvas.noImage')}
      </div>
    );
  }

  return (
    <div
      className="relative overflow-hidden rounded-xl bg-stone-200 shadow-sm ring-1 ring-stone-300"
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
    >
      <div
        ref={surface}
        data-canvas=""
        onPointerDown={gestures.onSurfaceDown}
        className={clsx(
          'absolute inset-0 origin-top-left transition-transform duration-300 ease-out',
          drawing && 'cursor-crosshair touch-none',
        )}
        style={{
          transform: zoomed ? `scale(${settings.zoomLevel}) translate(${-view.x}%, ${-view.y}%)` : undefined,
        }}
      >
        <img
          src={step.imageRaw}
          alt={t('canvas.image', { number })}
          draggable={false}
          onLoad={(event) =>
            setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
          }
          className="pointer-events-none absolute inset-0 size-full select-none"
        />
        <HighlightMask annotations={annotations} />
        {!settings.hideActionPointer && hasPointer(step) && (
          <PointerMark
            step={step}
            width={size.width}
            height={size.height}
            zoom={zoomed ? settings.zoomLevel : 1}
          />
        )}
        {annotations.map((annotation) => (
          <AnnotationShape
            key={annotation.key}
            annotation={annotation}
            selected={state.selected?.key === annotation.key}
            passive={drawing}
            editingText={state.editingText === annotation.key}
            onPointerDown={(event) => gestures.onAnnotationDown(event, annotation)}
            onHandleDown={(event, corner) => gestures.onHandleDown(event, annotation, corner)}
            onEditText={() => state.editText(annotation.key)}
            onText={(value) => state.setText(annotation.key, value)}
            onTextDone={() => state.editText(null)}
          />
        ))}
        {gestures.preview && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute rounded-sm border-2 border-dashed border-sky-500 bg-sky-500/10"
            style={percentBox(gestures.preview)}
          />
        )}
        {anchorMode && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-0">
            {settings.zoomLevel > 1 && (
              <div
                className="absolute rounded-md shadow-[0_0_0_9999px_rgb(28_25_23/0.45)] ring-2 ring-white"
                style={percentBox(view)}
              />
            )}
            <span
              className="absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-sky-500 shadow-md"
              style={{ left: `${settings.zoomAnchorX}%`, top: `${settings.zoomAnchorY}%` }}
            />
          </div>
        )}
      </div>
      {!settings.hideStepNumber && (
        <span className="pointer-events-none absolute left-2 top-2 flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white shadow-md ring-2 ring-white sm:left-3 sm:top-3 sm:size-8 sm:text-sm">
          {number}
        </span>
      )}
      {zoomed && (
        <span className="pointer-events-none absolute bottom-2 right-2 rounded-md bg-stone-900/70 px-2 py-0.5 text-xs font-medium text-white">
          {t('canvas.zoomed', { value: formatZoom(settings.zoomLevel, i18n.language) })}
        </span>
      )}
    </div>
  );
}
