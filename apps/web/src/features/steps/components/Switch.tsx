import clsx from 'clsx';
import { useId } from 'react';

type Props = {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
};

/** An on/off setting with its label and a line of explanation. */
export function Switch({ label, hint, checked, disabled, onChange }: Props) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <p id={labelId} className="text-sm font-medium text-stone-800">
          {label}
        </p>
        {hint && (
          <p id={hintId} className="mt-0.5 text-xs leading-snug text-stone-500">
            {hint}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative mt-0.5 inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
          // The track is at least 3:1 against the page in every state (stone-300 was 1.5:1); a
          // disabled switch loses its colour instead of fading below that.
          disabled ? (checked ? 'bg-stone-600' : 'bg-stone-500') : checked ? 'bg-brand-600' : 'bg-stone-500',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-4 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-4.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
