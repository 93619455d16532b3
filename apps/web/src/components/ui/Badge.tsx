import clsx from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  success: 'bg-green-50 text-green-700 ring-green-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
  sky: 'bg-sky-50 text-sky-700 ring-sky-200',
  violet: 'bg-violet-50 text-violet-700 ring-violet-200',
};

// A tag sits in rows of facts (an article's tags, language, sharing); a pill marks a state or role.
const shapes = {
  tag: 'h-6 gap-1 rounded-md px-2',
  pill: 'rounded-full px-2 py-0.5',
};

/** A small label in one of a few tones. */
export function Badge({
  tone = 'neutral',
  shape = 'tag',
  icon,
  title,
  children,
}: {
  tone?: keyof typeof tones;
  shape?: keyof typeof shapes;
  icon?: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
      className={clsx(
        'inline-flex shrink-0 items-center text-xs font-medium ring-1 ring-inset',
        shapes[shape],
        tones[tone],
      )}
    >
      {icon}
      {children}
    </span>
  );
}
