import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CreateHelpCenterButton } from '../components/CreateHelpCenterButton';
import { HelpCenterCard } from '../components/HelpCenterCard';
import { useHelpCenters } from '../queries';

/** /helpcenters (spec 02 §2): the organization's help centers as cards, newest first. */
export default function HelpCentersPage() {
  const { t } = useTranslation('helpCenters');
  const centers = useHelpCenters();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:px-8 sm:py-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('list.title')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('list.subtitle')}</p>
        </div>
        {/* The empty state carries its own button: one is enough. */}
        {centers.data && centers.data.length > 0 && <CreateHelpCenterButton />}
      </header>
      {centers.isPending ? (
        <ul
          aria-busy="true"
          aria-label={t('list.loading')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((slot) => (
            <li key={slot} className="h-72 animate-pulse rounded-xl bg-white ring-1 ring-stone-200" />
          ))}
        </ul>
      ) : centers.isError ? (
        <div role="alert" className="rounded-xl bg-white px-6 py-12 text-center ring-1 ring-stone-200">
          <p className="text-sm font-medium text-stone-900">{t('list.error')}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void centers.refetch()}>
            {t('list.reload')}
          </Button>
        </div>
      ) : centers.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl bg-white px-6 py-14 text-center ring-1 ring-stone-200">
          <LifeBuoy aria-hidden="true" className="size-10 text-brand-600" />
          <h2 className="mt-4 text-base font-semibold text-stone-900">{t('list.emptyTitle')}</h2>
          <p className="mt-1 max-w-md text-sm text-stone-500">{t('list.emptyText')}</p>
          <div className="mt-5">
            <CreateHelpCenterButton />
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {centers.data.map((center) => (
            <HelpCenterCard key={center.id} center={center} />
          ))}
        </ul>
      )}
    </div>
  );
}
