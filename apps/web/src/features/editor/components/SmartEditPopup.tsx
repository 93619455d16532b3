import clsx from 'clsx';
import { Check, LoaderCircle, RotateCcw, Sparkles, X } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageContext } from '../../articles/rules/images';
import { popupSize, type SmartEditPhase } from '../rules/smartEditLayout';

const MarkdownView = lazy(() => import('../../articles/components/MarkdownView'));

type Props = {
  phase: Exclude<SmartEditPhase, 'closed'>;
  instruction: string;
  result: string;
  position: { left: number; top: number };
  availableWidth: number;
  images: ImageContext;
  onInstructionChange: (value: string) => void;
  onSubmit: () => void;
  onAccept: () => void;
  onReject: () => void;
  onCancel: () => void;
};

/**
 * Spec 02 §4 "AI smart edit popup": instruction → loading → proposed result (rendered markdown).
 * Enter submits or accepts; Escape cancels or rejects.
 */
export function SmartEditPopup(props: Props) {
  const { t } = useTranslation('editor');
  const { phase, instruction, result } = props;
  const root = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const size = popupSize(phase, props.availableWidth);
  const canSubmit = instruction.trim().length > 0;

  useEffect(() => {
    if (phase === 'instruction') field.current?.focus();
    else root.current?.focus();
  }, [phase]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (phase === 'result') props.onReject();
      else props.onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      if (phase === 'instruction' && canSubmit) props.onSubmit();
      else if (phase === 'result') props.onAccept();
    }
  };

  return (
    <div
      ref={root}
      role="dialog"
      aria-label={t('smartEdit.title')}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={{
        left: props.position.left,
        top: props.position.top,
        width: size.width,
        minHeight: size.minHeight,
        maxHeight: size.maxHeight,
      }}
      className="absolute z-20 flex flex-col overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-violet-200 outline-none"
    >
      <div className="flex items-center gap-2 border-b border-stone-100 px-3 py-2">
        <Sparkles aria-hidden="true" className="size-4 text-violet-600" />
        <span className="flex-1 text-sm font-semibold text-stone-900">{t('smartEdit.title')}</span>
        <button
          type="button"
          onClick={props.onCancel}
          aria-label={t('smartEdit.cancel')}
          className="rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-700"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {phase === 'result' ? (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
            {result.trim() ? (
              <Suspense fallback={null}>
                <MarkdownView content={result} images={props.images} className="text-sm" />
              </Suspense>
            ) : (
              <p className="text-sm italic text-stone-500">{t('smartEdit.emptyResult')}</p>
            )}
          </div>
          <div className="flex items-center justify-end gap-2 border-t border-stone-100 px-3 py-2">
            <span className="mr-auto hidden text-xs text-stone-500 sm:inline">
              {t('smartEdit.resultHint')}
            </span>
            <button
              type="button"
              onClick={props.onReject}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-stone-700 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
            >
              <RotateCcw aria-hidden="true" className="size-3.5" />
              {t('smartEdit.reject')}
            </button>
            <button
              type="button"
              onClick={props.onAccept}
              className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-violet-600 px-3 text-sm font-medium text-white hover:bg-violet-700"
            >
              <Check aria-hidden="true" className="size-3.5" />
              {t('smartEdit.accept')}
            </button>
          </div>
        </>
      ) : (
        <form
          className="flex flex-1 flex-col gap-2 px-3 py-2.5"
          onSubmit={(event) => {
            event.preventDefault();
            if (canSubmit) props.onSubmit();
          }}
        >
          <label className="sr-only" htmlFor="smart-edit-instruction">
            {t('smartEdit.instructionLabel')}
          </label>
          <textarea
            id="smart-edit-instruction"
            ref={field}
            rows={3}
            value={instruction}
            disabled={phase === 'loading'}
            onChange={(event) => props.onInstructionChange(event.target.value)}
            placeholder={t('smartEdit.instructionPlaceholder')}
            className="min-h-0 flex-1 resize-none rounded-lg border border-stone-300 px-2.5 py-2 text-sm outline-none focus:border-violet-500 focus:ring-2 focus:ring-violet-100 disabled:bg-stone-50"
          />
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-stone-500">{t('smartEdit.instructionHint')}</span>
            <button
              type="submit"
              disabled={!canSubmit || phase === 'loading'}
              className={clsx(
                'inline-flex h-8 items-center gap-1.5 rounded-lg bg-violet-600 px-3 text-sm font-medium text-white enabled:hover:bg-violet-700 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-600',
              )}
            >
              {phase === 'loading' ? (
                <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" className="size-3.5" />
              )}
              {phase === 'loading' ? t('smartEdit.working') : t('smartEdit.submit')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
