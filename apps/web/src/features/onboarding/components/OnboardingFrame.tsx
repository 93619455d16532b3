import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../app/FullPageSpinner';
import { signOut } from '../../../lib/signOut';

/** The page around every onboarding step: brand bar on top, the step's card centred below. */
export default function OnboardingFrame() {
  const { t } = useTranslation(['onboarding', 'common']);
  const navigate = useNavigate();
  const onLogout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className="relative min-h-screen overflow-hidden bg-stone-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <header className="relative mx-auto flex max-w-5xl items-center justify-between px-4 py-5 sm:px-6">
        <span className="flex items-center gap-2.5">
          <img src="/logo.svg" alt={t('common:appName')} className="size-8" />
          <span className="text-[15px] font-semibold tracking-tight text-stone-900">
            {t('common:appName')}
          </span>
        </span>
        <button
          type="button"
          onClick={onLogout}
          className="flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm text-stone-500 hover:bg-white hover:text-stone-800"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('frame.logout')}
        </button>
      </header>
      <main className="relative mx-auto flex w-full max-w-xl flex-col px-4 pt-4 pb-16 sm:pt-10">
        {/* Steps load lazily; the frame stays put while the next one arrives. */}
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
