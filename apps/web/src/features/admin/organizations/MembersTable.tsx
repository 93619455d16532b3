import type { AdminOrganizationDetail } from '@support/shared';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { type Column, ResponsiveTable } from '../components/ResponsiveTable';

type Member = AdminOrganizationDetail['members'][number];

/** The organization's members with their role. */
export function MembersTable({ members }: { members: Member[] }) {
  const { t } = useTranslation('admin');
  if (members.length === 0) return <p className="text-sm text-stone-500">{t('organization.noMembers')}</p>;
  const columns: Array<Column<Member>> = [
    {
      key: 'name',
      header: t('organization.members.name'),
      rowHeader: true,
      cell: (member) =>
        member.name || <span className="font-normal text-stone-500">{t('users.noName')}</span>,
    },
    { key: 'email', header: t('organization.members.email'), cell: (member) => member.email },
    {
      key: 'role',
      header: t('organization.members.role'),
      cell: (member) => (
        <Badge shape="pill" tone={member.role === 'ADMIN' ? 'brand' : 'neutral'}>
          {t(`roles.${member.role}`)}
        </Badge>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption={t('organization.members.title')}
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
    />
  );
}
