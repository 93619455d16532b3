import type { ReactNode } from 'react';

/** Title and purpose of an admin page, with its main control on the right. */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
  back,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {back}
        <h1 className="break-words text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
        {subtitle && <p className="mt-1 max-w-2xl text-sm text-stone-500">{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** The frame every admin page sits in. */
export function AdminPageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl space-y-5 px-4 py-6 sm:px-8 sm:py-8">{children}</div>;
}
