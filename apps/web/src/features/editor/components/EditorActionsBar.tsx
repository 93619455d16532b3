import { Check, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Save state, Discard and Save Changes (also Ctrl/Cmd+S). */
export function EditorActionsBar({
  dirty,
  saving,
  onDiscard,
  onSave,
}: {
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <div className="flex shrink-0 items-center justify-end gap-2">
      <span aria-live="polite" className="mr-1 flex items-center gap-1.5 text-xs text-stone-500">
        {saving ? (
          t('saving')
        ) : dirty ? (
          <>
            <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
            <span className="sr-only sm:not-sr-only">{t('unsaved')}</span>
          </>
        ) : (
          <>
            <Check aria-hidden="true" className="size-3.5 text-green-600" />
            <span className="sr-only sm:not-sr-only">{t('allSaved')}</span>
          </>
        )}
      </span>
      <Button size="sm" variant="ghost" disabled={!dirty || saving} onClick={onDiscard}>
        {t('discard')}
      </Button>
      <Button
        size="sm"
        disabled={!dirty}
        loading={saving}
        onClick={onSave}
        title={`${t('save')} (${isMac ? '⌘S' : 'Ctrl+S'})`}
        aria-label={t('save')}
        className="whitespace-nowrap"
      >
        <Save aria-hidden="true" className="size-4" />
        <span className="sm:hidden">{t('saveShort')}</span>
        <span className="hidden sm:inline">{t('save')}</span>
      </Button>
    </div>
  );
}
