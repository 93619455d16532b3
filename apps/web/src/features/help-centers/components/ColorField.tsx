import { normalizeHex } from '@support/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A colour as a picker and a hex input side by side: the picker for choosing, the text for pasting a
 * brand colour. The hex input reports only valid colours; while typing, the last valid one stays.
 */
export function ColorField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('helpCenters');
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const valid = normalizeHex(text) !== null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t('theme.pick', { label })}
          value={normalizeHex(value) ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-stone-300 bg-white p-1 disabled:cursor-not-allowed"
        />
        <input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            const hex = normalizeHex(event.target.value);
            if (hex) onChange(hex);
          }}
          disabled={disabled}
          aria-invalid={!valid || undefined}
          aria-describedby={valid ? undefined : `${id}-error`}
          spellCheck={false}
          className={`h-10 w-full rounded-lg border bg-white px-3 font-mono text-sm uppercase shadow-xs outline-none focus:ring-2 disabled:bg-stone-100 ${valid ? 'border-stone-300 focus:border-brand-500 focus:ring-brand-100' : 'border-red-400 focus:ring-red-200'}`}
        />
      </div>
      {!valid && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {t('theme.invalidHex')}
        </p>
      )}
    </div>
  );
}
