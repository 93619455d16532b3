import { HELP_CENTER_DESCRIPTION_MAX_LENGTH } from '@support/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The help center's description: optional, at most 500 characters, with the count shown. */
export function DescriptionField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('helpCenters');
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('fields.description')}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={HELP_CENTER_DESCRIPTION_MAX_LENGTH}
        rows={3}
        disabled={disabled}
        placeholder={t('fields.descriptionPlaceholder')}
        aria-describedby={`${id}-count`}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-xs outline-none transition placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-stone-100"
      />
      <p id={`${id}-count`} className="text-right text-xs text-stone-500">
        {t('fields.descriptionCount', { count: value.length, max: HELP_CENTER_DESCRIPTION_MAX_LENGTH })}
      </p>
    </div>
  );
}
