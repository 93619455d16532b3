import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/PageStatus';
import { Section } from '../../../components/ui/Section';
import { AdminPageFrame, AdminPageHeader } from '../components/AdminPageHeader';
import { ListError } from '../components/ListStates';
import { formatAge, formatBytes } from '../format';
import { useAdminSystem } from '../operationsQueries';
import { ProviderRow } from '../system/ProviderRow';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 text-sm sm:flex-row sm:justify-between sm:gap-3">
      <dt className="text-stone-500">{label}</dt>
      <dd className="break-all font-medium text-stone-800 sm:text-right">{children}</dd>
    </div>
  );
}

/** /admin/system: version, database, storage, the outside services with a test each, the queue's state. */
export default function SystemPage() {
  const { t, i18n } = useTranslation('admin');
  const system = useAdminSystem();
  const data = system.data;
  const waiting = data?.jobs.byType.reduce((sum, counts) => sum + counts.queued, 0) ?? 0;
  const failed = data?.jobs.byType.reduce((sum, counts) => sum + counts.failed, 0) ?? 0;
  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('system.title')} subtitle={t('system.subtitle')} />
      {!data ? (
        system.isPending ? (
          <PageSpinner label={t('system.loading')} />
        ) : (
          <ListError title={t('system.error')} onRetry={() => void system.refetch()} />
        )
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          <Section title={t('system.installation')}>
            <dl className="-my-2 divide-y divide-stone-100">
              <Fact label={t('system.version')}>
                {data.version.version}
                {data.version.commit && (
                  <span title={data.version.commit} className="ml-1 font-mono text-xs text-stone-500">
                    ({data.version.commit.slice(0, 12)})
                  </span>
                )}
              </Fact>
              <Fact label={t('system.database')}>
                {t(`system.databaseKinds.${data.database.kind}`)} ·{' '}
                {formatBytes(data.database.sizeBytes, i18n.language)}
              </Fact>
              <Fact label={t('system.storage')}>
                {t(`system.storageKinds.${data.storage.kind}`)} ·{' '}
                {formatBytes(data.storage.usedBytes, i18n.language)}
              </Fact>
              <Fact label={t('system.queue')}>
                <Link to="/admin/jobs" className="text-brand-700 hover:underline">
                  {t('system.queueState', { waiting, failed })}
                  {data.jobs.oldestQueuedSeconds !== null &&
                    ` · ${t('jobs.oldestWaiting', { age: formatAge(data.jobs.oldestQueuedSeconds, i18n.language) })}`}
                </Link>
              </Fact>
            </dl>
          </Section>
          <Section title={t('system.providersTitle')} description={t('system.providersText')}>
            <ul className="-my-3 divide-y divide-stone-100">
              {data.providers.map((provider) => (
                <ProviderRow key={provider.name} provider={provider} />
              ))}
            </ul>
          </Section>
        </div>
      )}
    </AdminPageFrame>
  );
}
