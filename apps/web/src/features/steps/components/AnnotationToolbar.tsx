import type { AnnotationType } from '@support/shared';
import clsx from 'clsx';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOOL_ICONS, TOOL_ORDER } from './toolIcons';

type Props = {
  tool: AnnotationType | null;
  onTool: (tool: AnnotationType | null) => void;
  canDelete: boolean;
  onDelete: () => void;
};

/** The five tools; clicking the selected one puts it away again (spec 02 §4: selection toggles). */
export function AnnotationToolbar({ tool, onTool, canDelete, onDelete }: Props) {
  const { t } = useTranslation('steps');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        role="toolbar"
        aria-label={t('tools.label')}
        className="inline-flex flex-wrap gap-0.5 rounded-lg bg-stone-100 p-0.5 ring-1 ring-stone-200"
      >
        {TOOL_ORDER.map((type) => {
          const Icon = TOOL_ICONS[type];
          const active = tool === type;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={active}
              onClick={() => onTool(active ? null : type)}
              className={clsx(
                'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-brand-500',
                active
                  ? 'bg-white text-brand-700 shadow-xs ring-1 ring-brand-200'
                  : 'text-stone-600 hover:bg-white/70 hover:text-stone-900',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{t(`tools.${type}`)}</span>
            </button>
          );
        })}
      </div>
      <button
        type="button"
        disabled={!canDelete}
        onClick={onDelete}
        title={t('tools.deleteSelected')}
        className="inline-flex size-9 items-center justify-center rounded-lg text-stone-500 transition hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-500 disabled:pointer-events-none disabled:text-stone-500"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('tools.deleteSelected')}</span>
      </button>
    </div>
  );
}
