import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';

type Props = SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: ReactNode };

/** A native select styled like TextField: keyboard, screen readers and phones handle it well. */
export function SelectField({ label, hint, className, id, children, ...rest }: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-describedby={hint ? `${selectId}-hint` : undefined}
          className="h-10 w-full appearance-none rounded-lg border border-stone-300 bg-white pr-9 pl-3 text-sm text-stone-900 shadow-xs outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:bg-stone-100 disabled:text-stone-600"
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone-500"
        />
      </div>
      {hint && (
        <p id={`${selectId}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
    </div>
  );
}
