import clsx from 'clsx';
import type { ReactNode } from 'react';

export function Alert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info' | 'warning';
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-lg px-3 py-2 text-sm',
        tone === 'error' && 'bg-red-50 text-red-700 ring-1 ring-red-200',
        tone === 'success' && 'bg-green-50 text-green-800 ring-1 ring-green-200',
        tone === 'info' && 'bg-sky-50 text-sky-800 ring-1 ring-sky-200',
        tone === 'warning' && 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
      )}
    >
      {children}
    </div>
  );
}
