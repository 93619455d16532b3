import { Mail, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { usePublicConfig } from '../../../lib/publicConfig';
import { StorageMeter } from '../components/StorageMeter';
import { UsageMeter } from '../components/UsageMeter';
import { UsagePeriodsTable } from '../components/UsagePeriodsTable';
import { displayPlanName } from '../planNames';
import { useCurrentPlan, useFeatures, useStorageUsage, useUsagePeriods } from '../queries';
import { formatDate } from '../rules/format';
import { buildMeters } from '../rules/meters';

/** /settings/usage: the four meters, image storage against its quota, their limit notices, the usage periods and 'Need higher limits?'. */
export default function UsagePage() {
  const { t, i18n } = useTranslation('plans');
  const features = useFeatures();
  const current = useCurrentPlan();
  const periods = useUsagePeriods();
  const storage = useStorageUsage();
  const config = usePublicConfig();

  if (!features.data || !current.data) {
    return (
      <>
        <PageHeader title={t('usage.title')} />
        <PageStatus
          error={features.error ?? current.error}
          onRetry={() => Promise.all([features.refetch(), current.refetch()])}
        />
      </>
    );
  }

  const meters = buildMeters(features.data, current.data.plan?.limits);
  const periodEnd = current.data.subscription?.currentPeriodEnd;
  const monthlyHint = periodEnd
    ? `${t('usage.meters.ARTICLES_MONTHLY.hint')} · ${t('usage.nextReset', { date: formatDate(periodEnd, i18n.language) })}`
    : undefined;

  return (
    <>
      <PageHeader
        title={t('usage.title')}
        description={
          current.data.plan
            ? t('usage.description', { plan: displayPlanName(current.data.plan) })
            : t('usage.noPlan')
        }
      />
      <div className="space-y-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {meters.map((meter) => (
            <UsageMeter
              key={meter.feature}
              meter={meter}
              hint={meter.feature === 'ARTICLES_MONTHLY' ? monthlyHint : undefined}
            />
          ))}
          {storage.data && <StorageMeter usage={storage.data} />}
        </div>

        <section className="rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
          <h3 className="border-b border-stone-100 px-5 py-4 text-sm font-semibold text-stone-900 sm:px-6">
            {t('usage.periods.title')}
          </h3>
          {periods.data ? (
            <UsagePeriodsTable periods={periods.data} />
          ) : (
            <PageStatus error={periods.error} onRetry={() => periods.refetch()} />
          )}
        </section>

        <Section>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <TrendingUp aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="text-sm font-semibold text-stone-900">{t('usage.higher.title')}</h3>
              <p className="mt-0.5 text-sm text-stone-600">
                {t('usage.higher.text', { email: config.data?.salesEmail ?? '' })}
              </p>
            </div>
            <a
              href={config.data ? `mailto:${config.data.salesEmail}` : undefined}
              className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-medium text-stone-800 ring-1 ring-inset ring-stone-300 hover:bg-stone-50"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t('usage.higher.action')}
            </a>
          </div>
        </Section>
      </div>
    </>
  );
}
