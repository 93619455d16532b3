import clsx from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  green: 'bg-green-50 text-green-700 ring-green-200',
  sky: 'bg-sky-50 text-sky-700 ring-sky-200',
  violet: 'bg-violet-50 text-violet-700 ring-violet-200',
};

export function Badge({
  tone = 'neutral',
  icon,
  title,
  children,
}: {
  tone?: keyof typeof tones;
  icon?: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
      className={clsx(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium ring-1 ring-inset',
        tones[tone],
      )}
    >
      {icon}
      {children}
    </span>
  );
}
