import { DEFAULT_ZOOM_ANCHOR } from '@support/shared';
import clsx from 'clsx';
import { Crosshair, Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StepSettings } from '../rules/draft';
import { canZoomIn, canZoomOut, formatZoom, stepZoom } from '../rules/zoom';

type Props = {
  settings: StepSettings;
  onChange: <K extends keyof StepSettings>(name: K, value: StepSettings[K]) => void;
  anchorMode: boolean;
  onAnchorMode: (on: boolean) => void;
};

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-stone-700 transition hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:text-stone-500';

/** Spec 02 §4 and §9: zoom 1×–4× in 0.25 steps, and the anchor the zoom is centred on. */
export function ZoomControl({ settings, onChange, anchorMode, onAnchorMode }: Props) {
  const { t, i18n } = useTranslation('steps');
  const level = settings.zoomLevel;

  const slider = (name: 'zoomAnchorX' | 'zoomAnchorY', label: string) => (
    <label className="grid grid-cols-[4.5rem_minmax(0,1fr)_2.25rem] items-center gap-2 text-xs text-stone-600">
      {label}
      <input
        type="range"
        min={0}
        max={100}
        step={1}
        value={Math.round(settings[name])}
        onChange={(event) => onChange(name, Number(event.target.value))}
        // 24 px tall: a touch target that WCAG 2.2 (target size) accepts.
        className="h-6 w-full min-w-0 cursor-pointer accent-brand-600"
      />
      <span className="text-right tabular-nums text-stone-500">{Math.round(settings[name])}%</span>
    </label>
  );

  return (
    <div className="space-y-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-stone-800">{t('settings.zoom')}</p>
        <div className="inline-flex items-center rounded-lg ring-1 ring-stone-200">
          <button
            type="button"
            className={iconButton}
            disabled={!canZoomOut(level)}
            onClick={() => onChange('zoomLevel', stepZoom(level, -1))}
          >
            <Minus aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('settings.zoomOut')}</span>
          </button>
          <output
            aria-live="polite"
            className="w-12 text-center text-sm font-medium tabular-nums text-stone-900"
          >
            {t('settings.zoomValue', { value: formatZoom(level, i18n.language) })}
          </output>
          <button
            type="button"
            className={iconButton}
            disabled={!canZoomIn(level)}
            onClick={() => onChange('zoomLevel', stepZoom(level, 1))}
          >
            <Plus aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('settings.zoomIn')}</span>
          </button>
        </div>
      </div>
      <div className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
        <p className="mb-2 text-xs font-medium uppercase tracking-wide text-stone-500">
          {t('settings.anchor')}
        </p>
        <div className="space-y-1.5">
          {slider('zoomAnchorX', t('settings.anchorX'))}
          {slider('zoomAnchorY', t('settings.anchorY'))}
        </div>
        <div className="mt-2.5 flex flex-wrap gap-1.5">
          <button
            type="button"
            aria-pressed={anchorMode}
            onClick={() => onAnchorMode(!anchorMode)}
            className={clsx(
              'inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium transition',
              anchorMode
                ? 'bg-sky-600 text-white'
                : 'bg-white text-sky-700 ring-1 ring-sky-200 hover:bg-sky-50',
            )}
          >
            <Crosshair aria-hidden="true" className="size-3.5" />
            {t('settings.anchorMode')}
          </button>
          <button
            type="button"
            className="inline-flex h-7 items-center rounded-md bg-white px-2 text-xs font-medium text-stone-600 ring-1 ring-stone-200 hover:bg-stone-100"
            onClick={() => {
              onChange('zoomAnchorX', DEFAULT_ZOOM_ANCHOR);
              onChange('zoomAnchorY', DEFAULT_ZOOM_ANCHOR);
            }}
          >
            {t('settings.anchorCenter')}
          </button>
        </div>
        <p className="mt-2 text-xs leading-snug text-stone-500">{t('settings.anchorHint')}</p>
      </div>
    </div>
  );
}
