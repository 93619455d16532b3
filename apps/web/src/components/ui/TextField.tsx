import clsx from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
};

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, hint, error, className, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${inputId}-help` : undefined}
        className={clsx(
          'h-10 rounded-lg border bg-white px-3 text-sm text-stone-900 shadow-xs outline-none transition placeholder:text-stone-500 focus:ring-2 read-only:bg-stone-100 read-only:text-stone-600',
          error
            ? 'border-red-400 focus:ring-red-200'
            : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100',
        )}
        {...rest}
      />
      {(error || hint) && (
        <p id={`${inputId}-help`} className={clsx('text-xs', error ? 'text-red-600' : 'text-stone-500')}>
          {error || hint}
        </p>
      )}
    </div>
  );
});
