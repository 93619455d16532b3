import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StepProgress } from './StepProgress';

type Props = {
  step: number;
  /** Where Back goes; the first step has none. */
  backTo?: string;
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** One onboarding step: Back, progress, an icon and heading, then the step's content. */
export function StepCard({ step, backTo, icon: Icon, title, subtitle, children }: Props) {
  const { t } = useTranslation('onboarding');
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <div className="flex min-h-9 items-start justify-between gap-4">
        {backTo ? (
          <Link
            to={backTo}
            className="-ml-2 flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('back')}
          </Link>
        ) : (
          <span />
        )}
        <StepProgress step={step} />
      </div>
      <div className="mt-6 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-inset ring-brand-100">
        <Icon aria-hidden="true" className="size-5" />
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
      {subtitle && <p className="mt-1.5 text-sm text-stone-500">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
