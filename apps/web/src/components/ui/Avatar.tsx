import clsx from 'clsx';

/** Round avatar with initials or a letter (square for an organization). */
export function Avatar({ text, square = false }: { text: string; square?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex size-9 shrink-0 items-center justify-center text-sm font-semibold',
        square ? 'rounded-lg bg-stone-900 text-white' : 'rounded-full bg-brand-100 text-brand-700',
      )}
    >
      {text}
    </span>
  );
}
