import clsx from 'clsx';
import { type ReactNode, useId } from 'react';

type Option<T extends string> = { value: T; label: string; icon?: ReactNode };

/** A two-or-three-way choice drawn as one pill; real radio inputs, so arrow keys work. */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-stone-100 p-1">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={clsx(
            'inline-flex h-9 cursor-pointer items-center justify-center gap-2 rounded-lg text-sm font-medium transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
            option.value === value
              ? 'bg-white text-stone-900 shadow-sm ring-1 ring-stone-200'
              : 'text-stone-600 hover:text-stone-900',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.icon}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
