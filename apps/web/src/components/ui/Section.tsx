import clsx from 'clsx';
import type { ReactNode } from 'react';

/** Title and one-line purpose of a settings page, with its main action on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-stone-500">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 gap-2">{actions}</div>}
    </header>
  );
}

/** A white card holding one group of settings; the footer carries its save button. */
export function Section({
  title,
  description,
  children,
  footer,
  className,
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <section className={clsx('rounded-xl bg-white shadow-xs ring-1 ring-stone-200', className)}>
      {(title || description) && (
        <div className="border-b border-stone-100 px-5 py-4 sm:px-6">
          {title && <h3 className="text-sm font-semibold text-stone-900">{title}</h3>}
          {description && <p className="mt-0.5 text-sm text-stone-500">{description}</p>}
        </div>
      )}
      <div className="px-5 py-5 sm:px-6">{children}</div>
      {footer && (
        <div className="flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-stone-100 bg-stone-50/60 px-5 py-3 sm:px-6">
          {footer}
        </div>
      )}
    </section>
  );
}
