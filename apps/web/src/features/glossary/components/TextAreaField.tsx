import clsx from 'clsx';
import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  label: string;
  value: string;
  error?: string | null;
  /** Drawn to the right of the label (e.g. a button that fills the field). */
  action?: ReactNode;
  /** Shown under the field with the character count when maxLength is set. */
  hint?: ReactNode;
};

/** A labelled multi-line field in the look of TextField, with its error or hint and count below. */
export function TextAreaField({ label, value, error, action, hint, maxLength, id, ...rest }: Props) {
  const generated = useId();
  const fieldId = id ?? generated;
  const helpId = `${fieldId}-help`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={fieldId} className="text-sm font-medium text-stone-700">
          {label}
        </label>
        {action}
      </div>
      <textarea
        id={fieldId}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={helpId}
        className={clsx(
          'rounded-lg border bg-white px-3 py-2 text-sm text-stone-900 shadow-xs outline-none transition placeholder:text-stone-500 focus:ring-2 disabled:bg-stone-100',
          error
            ? 'border-red-400 focus:ring-red-200'
            : 'border-stone-300 focus:border-brand-500 focus:ring-brand-100',
        )}
        {...rest}
      />
      <div id={helpId} className="flex justify-between gap-3 text-xs">
        <span className={error ? 'text-red-600' : 'text-stone-500'}>{error || hint}</span>
        {maxLength !== undefined && (
          <span className="shrink-0 text-stone-500">
            {value.length} / {maxLength}
          </span>
        )}
      </div>
    </div>
  );
}
