import type { AdminOrganization } from '@support/shared';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { AdminPageFrame, AdminPageHeader } from '../components/AdminPageHeader';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../components/ListStates';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';
import { SearchBox } from '../components/SearchBox';
import { formatDate, formatNumber } from '../format';
import { BillingBadge, SubscriptionBadge, TrialEnd } from '../organizations/OrganizationBadges';
import { UsageList } from '../organizations/UsageList';
import { useAdminOrganizations } from '../queries';

/** /admin/organizations: every organization of the installation, searchable, each opening its page. */
export default function OrganizationsPage() {
  const { t, i18n } = useTranslation(['admin', 'organizations']);
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const organizations = useAdminOrganizations(query);
  const rows = organizations.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: Array<Column<AdminOrganization>> = [
    {
      key: 'name',
      header: t('organizations.columns.name'),
      rowHeader: true,
      cell: (organization) => (
        <Link
          to={`/admin/organizations/${organization.id}`}
          className="text-brand-700 hover:underline focus-visible:underline"
        >
          {organization.name}
          {/* Slug and type under the name: nine columns do not fit beside the sidebar otherwise. */}
          <span className="block text-xs font-normal text-stone-500">
            {organization.slug} · {t(`organizations:types.${organization.type}`)}
          </span>
        </Link>
      ),
    },
    {
      key: 'members',
      header: t('organizations.columns.members'),
      cell: (organization) => formatNumber(organization.memberCount, i18n.language),
    },
    {
      key: 'plan',
      header: t('organizations.columns.plan'),
      cell: (organization) => organization.plan?.name ?? organization.subscription?.planId ?? '–',
    },
    {
      key: 'state',
      header: t('organizations.columns.subscription'),
      cell: (organization) => (
        <>
          <SubscriptionBadge organization={organization} />
          <TrialEnd organization={organization} />
        </>
      ),
    },
    {
      key: 'billing',
      header: t('organizations.columns.billing'),
      className: 'whitespace-nowrap',
      cell: (organization) => <BillingBadge manual={organization.manualBilling} />,
    },
    {
      key: 'usage',
      header: t('organizations.columns.usage'),
      className: 'lg:min-w-56',
      cell: (organization) => <UsageList usage={organization.usage} compact />,
    },
    {
      key: 'created',
      header: t('organizations.columns.created'),
      className: 'whitespace-nowrap',
      cell: (organization) => formatDate(organization.createdAt, i18n.language),
    },
  ];

  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('organizations.title')} subtitle={t('organizations.subtitle')} />
      <SearchBox
        label={t('organizations.search')}
        placeholder={t('organizations.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {organizations.isPending ? (
        <ListLoading label={t('organizations.loading')} />
      ) : organizations.isError ? (
        <ListError title={t('organizations.error')} onRetry={() => void organizations.refetch()} />
      ) : rows.length === 0 ? (
        <ListEmpty
          icon={<Building2 aria-hidden="true" className="size-8 text-brand-600" />}
          title={query ? t('states.noMatches', { query }) : t('organizations.empty')}
        />
      ) : (
        <div aria-busy={organizations.isFetching || undefined} className="space-y-4">
          <ResponsiveTable
            caption={t('organizations.title')}
            columns={columns}
            rows={rows}
            rowKey={(organization) => organization.id}
          />
          <LoadMore
            hasMore={organizations.hasNextPage}
            loading={organizations.isFetchingNextPage}
            onLoad={() => void organizations.fetchNextPage()}
          />
        </div>
      )}
    </AdminPageFrame>
  );
}
