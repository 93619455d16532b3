import { CreditCard, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Section } from '../../../components/ui/Section';

/** Holds /settings/plans and /settings/usage until the billing work brings the real pages. */
export function BillingPlaceholder({ page }: { page: 'plans' | 'usage' }) {
  const { t } = useTranslation('settings');
  const Icon = page === 'plans' ? CreditCard : Gauge;
  return (
    <>
      <PageHeader title={t(`billing.${page}Title`)} />
      <Section>
        <div className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <p className="max-w-sm text-sm text-stone-600">{t(`billing.${page}Text`)}</p>
        </div>
      </Section>
    </>
  );
}

export function PlansPlaceholderPage() {
  return <BillingPlaceholder page="plans" />;
}

export function UsagePlaceholderPage() {
  return <BillingPlaceholder page="usage" />;
}
