import { FileText, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';

export function ListSkeleton() {
  const { t } = useTranslation('articles');
  return (
    <ul aria-busy="true" aria-label={t('list.loading')} className="divide-y divide-stone-100">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="flex items-center gap-3 px-5 py-4">
          <span className="size-5 animate-pulse rounded-full bg-stone-200" />
          <span className="flex-1 space-y-2">
            <span className="block h-3.5 w-2/3 animate-pulse rounded bg-stone-200 sm:w-1/3" />
            <span className="block h-3 w-24 animate-pulse rounded bg-stone-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ListError({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('articles');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <span className="flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert aria-hidden="true" className="size-5" />
      </span>
      <p className="font-medium text-stone-900">{t('list.error')}</p>
      <Button variant="secondary" size="sm" onClick={onReload}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('list.reload')}
      </Button>
    </div>
  );
}

export function ListEmpty() {
  const { t } = useTranslation('articles');
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="font-semibold text-stone-900">{t('list.emptyTitle')}</p>
        <p className="mt-1 max-w-sm text-sm text-stone-500">{t('list.emptyText')}</p>
      </div>
      <ButtonLink className="mt-1" to="/get-started">
        {t('list.getStarted')}
      </ButtonLink>
    </div>
  );
}

export function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('articles');
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="text-sm text-stone-600">{t('list.noMatches')}</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        {t('list.clearFilters')}
      </Button>
    </div>
  );
}
