import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/PageStatus';
import { SettingsNav } from './components/SettingsNav';

/** The settings area: its own navigation beside (or above) the nested page. */
export default function SettingsLayout() {
  const { t } = useTranslation('settings');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('title')}</h1>
      <div className="mt-4 flex flex-col gap-6 lg:mt-8 lg:flex-row lg:gap-10">
        <SettingsNav />
        <div className="min-w-0 flex-1">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
