import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The list header's checkbox: every article the filters match; mixed while only some are selected. */
export function SelectAllCheckbox({
  checked,
  mixed,
  busy,
  onToggle,
}: {
  checked: boolean;
  mixed: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('articles');
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className="flex items-center gap-3 text-xs font-medium text-stone-600">
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        disabled={busy}
        onChange={onToggle}
        aria-label={t('bulk.selectAll')}
        className="size-4 rounded border-stone-300 accent-brand-600"
      />
      <span aria-hidden="true">{busy ? t('bulk.selecting') : t('bulk.selectAllShort')}</span>
    </label>
  );
}
