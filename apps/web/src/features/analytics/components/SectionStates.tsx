import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** The states every analytics section has besides its figures (spec 02 §2 and §8). */

export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 px-4 py-10 text-sm text-stone-600">
      <span
        aria-hidden="true"
        className="inline-block size-4 animate-spin rounded-full border-2 border-brand-600 border-r-transparent"
      />
      {text}
    </div>
  );
}

/** "Error while loading …" with the hint and Reload, which asks again. */
export function ErrorState({ title, onReload }: { title: string; onReload: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <div role="alert" className="px-4 py-8 text-center">
      <p className="text-sm font-semibold text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-600">{t('states.reloadHint')}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onReload}>
        {t('states.reload')}
      </Button>
    </div>
  );
}

export function EmptyState({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center px-4 py-8 text-center">
      <Icon aria-hidden="true" className="size-8 text-stone-400" />
      <p className="mt-3 text-sm font-semibold text-stone-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-stone-600">{text}</p>
    </div>
  );
}

/** A white card with a heading; `busy` while figures of a previous range stand in for the new ones. */
export function Panel({
  id,
  title,
  description,
  actions,
  busy,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy || undefined}
      className="min-w-0 rounded-xl bg-white shadow-xs ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 border-b border-stone-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h3 id={id} className="text-sm font-semibold text-stone-900">
            {title}
          </h3>
          {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>{children}</div>
    </section>
  );
}
