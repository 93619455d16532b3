import type { AdminUser } from '@support/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { AdminPageFrame, AdminPageHeader } from '../components/AdminPageHeader';
import { ListEmpty, ListError, ListLoading, LoadMore } from '../components/ListStates';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';
import { SearchBox } from '../components/SearchBox';
import { formatDateTime } from '../format';
import { useAdminUsers } from '../queries';
import { useUserActions } from '../users/UserActions';

/** /admin/users: every user, searchable, with super admin on/off and a password reset. */
export default function UsersPage() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(query);
  const actions = useUserActions();
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];

  const columns: Array<Column<AdminUser>> = [
    {
      key: 'name',
      header: t('users.columns.name'),
      rowHeader: true,
      cell: (user) =>
        `${user.firstName} ${user.lastName}`.trim() || (
          <span className="font-normal text-stone-500">{t('users.noName')}</span>
        ),
    },
    {
      key: 'email',
      header: t('users.columns.email'),
      cell: (user) => <span className="break-all">{user.email}</span>,
    },
    {
      key: 'organizations',
      header: t('users.columns.organizations'),
      cell: (user) =>
        user.organizations.length === 0 ? (
          '–'
        ) : (
          <ul className="space-y-0.5">
            {user.organizations.map((organization) => (
              <li key={organization.id}>
                <Link
                  to={`/admin/organizations/${organization.id}`}
                  className="text-brand-700 hover:underline"
                >
                  {organization.name}
                </Link>{' '}
                <span className="text-xs text-stone-500">({t(`roles.${organization.role}`)})</span>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'lastSignIn',
      header: t('users.columns.lastSignIn'),
      cell: (user) =>
        user.lastSignInAt ? formatDateTime(user.lastSignInAt, i18n.language) : t('users.never'),
    },
    {
      key: 'superAdmin',
      header: t('users.columns.superAdmin'),
      cell: (user) =>
        user.superAdmin ? (
          <Badge shape="pill" tone="violet">
            {t('users.superAdmin')}
          </Badge>
        ) : (
          <span className="text-stone-500">{t('users.regular')}</span>
        ),
    },
    { key: 'actions', header: t('users.columns.actions'), hideLabel: true, cell: actions.buttons },
  ];

  return (
    <AdminPageFrame>
      <AdminPageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <SearchBox
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        value={search}
        onChange={setSearch}
      />
      {actions.refusalAlert}
      {users.isPending ? (
        <ListLoading label={t('users.loading')} />
      ) : users.isError ? (
        <ListError title={t('users.error')} onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <ListEmpty
          icon={<Users aria-hidden="true" className="size-8 text-brand-600" />}
          title={query ? t('states.noMatches', { query }) : t('users.empty')}
        />
      ) : (
        <div className="space-y-4">
          <ResponsiveTable
            caption={t('users.title')}
            columns={columns}
            rows={rows}
            rowKey={(user) => user.id}
          />
          <LoadMore
            hasMore={users.hasNextPage}
            loading={users.isFetchingNextPage}
            onLoad={() => void users.fetchNextPage()}
          />
        </div>
      )}
      {actions.dialog}
    </AdminPageFrame>
  );
}
