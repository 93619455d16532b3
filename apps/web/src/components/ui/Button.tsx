import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';
import { useDelayedFlag } from './useDelayedFlag';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

// Hover only while enabled. Focus rings are at least 3:1 against white (stone-500 is 4.8:1).
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white enabled:hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary:
    'bg-white text-stone-800 ring-1 ring-inset ring-stone-300 enabled:hover:bg-stone-50 focus-visible:outline-stone-500',
  ghost: 'text-stone-700 enabled:hover:bg-stone-100 focus-visible:outline-stone-500',
  danger: 'bg-red-600 text-white enabled:hover:bg-red-700 focus-visible:outline-red-600',
};

/**
 * A disabled button stays readable (WCAG AA, 4.5:1): stone-600 on stone-200 is 6.2:1 and stone-500
 * on white 4.8:1, where fading the button to 60 % left white on orange at 2.7:1. A button that is
 * only busy (`loading`) keeps its colours and shows its spinner.
 */
const disabledLook: Record<Variant, string> = {
  primary: 'bg-stone-200 text-stone-600',
  secondary: 'bg-white text-stone-500 ring-1 ring-inset ring-stone-200',
  ghost: 'text-stone-500',
  danger: 'bg-stone-200 text-stone-600',
};

const sizes: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
  fullWidth?: boolean;
};

/** The one button: while `loading`, it is disabled at once and shows its spinner by the 200/400 ms rule. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  const showSpinner = useDelayedFlag(loading);
  return (
    <button
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
        disabled && !loading ? ['cursor-not-allowed', disabledLook[variant]] : variants[variant],
        loading && 'cursor-wait',
        sizes[size],
        fullWidth && 'w-full',
        className,
      )}
      {...rest}
    >
      {showSpinner && <Spinner />}
      {children}
    </button>
  );
}
