import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** Rows that stand in for a list while it loads; `label` names them to a screen reader. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="space-y-2">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-14 animate-pulse rounded-lg bg-white ring-1 ring-stone-200" />
      ))}
    </div>
  );
}

/** A list that could not load, with a way to try again. */
export function ListError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="rounded-xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
      <p className="text-sm font-semibold text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-500">{t('states.errorText')}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show (no rows, or none that match). */
export function ListEmpty({ icon, title, text }: { icon?: ReactNode; title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center rounded-xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
      {icon}
      <p className="mt-3 text-sm font-semibold text-stone-900">{title}</p>
      {text && <p className="mt-1 max-w-md text-sm text-stone-500">{text}</p>}
    </div>
  );
}

/** The next page of a list, fetched by cursor. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const { t } = useTranslation('admin');
  if (!hasMore) return null;
  return (
    <div className="flex justify-center">
      <Button variant="secondary" loading={loading} onClick={onLoad}>
        {t('states.loadMore')}
      </Button>
    </div>
  );
}
