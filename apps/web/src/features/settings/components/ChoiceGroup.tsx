import clsx from 'clsx';
import { useId } from 'react';

type Option<T extends string> = { value: T; label: string; hint?: string };

/** A segmented radio group for two or three clear choices (addressing style, Du/Sie, role). */
export function ChoiceGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-stone-700">{label}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-disabled:cursor-default',
              value === option.value
                ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500'
                : 'border-stone-300 bg-white hover:border-stone-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-brand-600"
            />
            <span className="min-w-0">
              <span className="block font-medium text-stone-900">{option.label}</span>
              {option.hint && <span className="block text-xs text-stone-500">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
