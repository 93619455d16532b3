import { ANNOTATION_COLORS, type AnnotationType } from '@support/shared';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StepDraftState } from '../hooks/useStepDraft';
import type { EditorAnnotation } from '../rules/annotations';
import { TOOL_ICONS } from './toolIcons';

const SWATCH: Record<AnnotationType, string> = {
  BOX: 'text-brand-600 bg-brand-50',
  HIGHLIGHT: 'text-yellow-700 bg-yellow-50',
  BLURBOX: 'text-sky-700 bg-sky-50',
  // The NUMBER circle's own orange (ANNOTATION_COLORS.accent), set where it is drawn.
  NUMBER: 'text-white',
  MARKER: 'text-stone-900 bg-yellow-300',
};

/** Every annotation of the step as a list: select, name, delete, and a marker's text. */
export function AnnotationList({ state }: { state: StepDraftState }) {
  const { t } = useTranslation('steps');
  const { annotations } = state.draft;

  const name = (annotation: EditorAnnotation) => {
    if (annotation.type === 'NUMBER') return t('annotation.number', { number: annotation.value });
    if (annotation.type === 'MARKER')
      return annotation.value
        ? t('annotation.marker', { text: annotation.value })
        : t('annotation.markerEmpty');
    return t(`tools.${annotation.type}`);
  };

  if (annotations.length === 0) {
    return <p className="py-2 text-xs leading-snug text-stone-500">{t('annotations.empty')}</p>;
  }
  return (
    <ul aria-label={t('annotations.title')} className="space-y-1 py-1">
      {annotations.map((annotation) => {
        const Icon = TOOL_ICONS[annotation.type];
        const selected = state.selected?.key === annotation.key;
        return (
          <li
            key={annotation.key}
            className={clsx('rounded-lg', selected ? 'bg-sky-50 ring-1 ring-sky-200' : 'hover:bg-stone-50')}
          >
            <div className="flex items-center gap-1">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => state.select(selected ? null : annotation.key)}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-stone-700 focus-visible:outline-2 focus-visible:outline-sky-500"
              >
                <span
                  className={clsx(
                    'flex size-6 shrink-0 items-center justify-center rounded-md',
                    SWATCH[annotation.type],
                  )}
                  style={
                    annotation.type === 'NUMBER' ? { backgroundColor: ANNOTATION_COLORS.accent } : undefined
                  }
                >
                  <Icon aria-hidden="true" className="size-3.5" />
                </span>
                <span className="truncate">{name(annotation)}</span>
              </button>
              <button
                type="button"
                onClick={() => state.remove(annotation.key)}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-stone-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-500"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('annotation.delete', { name: name(annotation) })}</span>
              </button>
            </div>
            {selected && annotation.type === 'MARKER' && state.editingText !== annotation.key && (
              <div className="px-2 pb-2">
                <input
                  aria-label={t('annotation.markerText')}
                  placeholder={t('annotation.markerPlaceholder')}
                  value={annotation.value ?? ''}
                  maxLength={200}
                  onChange={(event) => state.setText(annotation.key, event.target.value)}
                  className="h-8 w-full rounded-md border-0 px-2 text-sm ring-1 ring-stone-300 focus:ring-2 focus:ring-sky-500 focus:outline-none"
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
