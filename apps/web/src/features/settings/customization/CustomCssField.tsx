import { CUSTOM_CSS_MAX_BYTES, utf8Bytes } from '@support/shared';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The custom CSS, with its size against the 20 KB the server takes. */
export function CustomCssField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const bytes = utf8Bytes(value);
  const over = bytes > CUSTOM_CSS_MAX_BYTES;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('customization.css.label')}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        spellCheck={false}
        rows={12}
        aria-invalid={over ? true : undefined}
        aria-describedby={`${id}-size ${id}-hint`}
        placeholder=".hc-top { border-bottom: 3px solid #ff6b00; }"
        className={clsx(
          'min-h-48 rounded-lg border bg-white p-3 font-mono text-xs text-stone-900 shadow-xs outline-none transition focus:ring-2 disabled:bg-stone-100',
          over
            ? 'border-red-400 focus:ring-red-200'
            : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100',
        )}
      />
      <div className="flex flex-wrap justify-between gap-2 text-xs">
        <p id={`${id}-hint`} className="text-stone-500">
          {t('customization.css.hint')}
        </p>
        <p id={`${id}-size`} className={over ? 'font-medium text-red-600' : 'text-stone-500'}>
          {over
            ? t('customization.css.tooLarge', { size: kb(bytes), max: kb(CUSTOM_CSS_MAX_BYTES) })
            : t('customization.css.size', { size: kb(bytes), max: kb(CUSTOM_CSS_MAX_BYTES) })}
        </p>
      </div>
    </div>
  );
}
