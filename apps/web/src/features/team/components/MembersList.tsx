import type { Organization, OrganizationRole } from '@support/shared';
import { ChevronDown, UserMinus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorMessage } from '../../../lib/errors';
import { useChangeMemberRole, useRemoveMember } from '../queries';
import { displayName } from '../rules';

type Member = Organization['UserOrganizations'][number];
type Pending = { kind: 'role'; member: Member; role: OrganizationRole } | { kind: 'remove'; member: Member };

function initials(member: Member): string {
  const { firstName, lastName, email } = member.user;
  return (`${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}` || email[0] || '?').toUpperCase();
}

/**
 * Members with their roles; whoever the server lets (each member's `canUpdateRole` / `canRemove`)
 * changes or removes a member, each after a confirmation.
 */
export function MembersList({
  organization,
  actor,
}: {
  organization: Organization;
  actor: { userId: string };
}) {
  const { t } = useTranslation('team');
  const changeRole = useChangeMemberRole();
  const removeMember = useRemoveMember();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = () => {
    if (!pending) return;
    const target = { organizationId: organization.id, userId: pending.member.user.id };
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'role') {
      changeRole.mutate(
        { ...target, role: pending.role },
        {
          ...done,
          onSuccess: () => toast.success(t('members.roleChanged')),
          onError: (cause) => toast.error(errorMessage(cause, t('members.roleFailed'))),
        },
      );
    } else {
      removeMember.mutate(target, {
        ...done,
        onSuccess: () => toast.success(t('members.removed')),
        onError: (cause) => toast.error(errorMessage(cause, t('members.removeFailed'))),
      });
    }
  };

  const pendingName = pending ? displayName(pending.member.user) : '';

  return (
    <>
      <ul className="divide-y divide-stone-100">
        {organization.UserOrganizations.map((member) => {
          const name = displayName(member.user);
          const isSelf = member.user.id === actor.userId;
          const manageable = member.canUpdateRole || member.canRemove;
          return (
            <li
              key={member.user.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-5 py-3.5 sm:px-6"
            >
              <Avatar text={initials(member)} />
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-medium text-stone-900">
                  <span className="truncate">{name}</span>
                  {isSelf && <Badge shape="pill">{t('members.you')}</Badge>}
                </p>
                <p className="truncate text-sm text-stone-500">{member.user.email}</p>
              </div>
              {manageable ? (
                <div className="flex w-full items-center gap-1 pl-12 sm:w-auto sm:pl-0">
                  {member.canUpdateRole && (
                    <div className="relative">
                      <select
                        aria-label={t('members.roleLabel', { name })}
                        value={member.role}
                        onChange={(event) =>
                          setPending({ kind: 'role', member, role: event.target.value as OrganizationRole })
                        }
                        className="h-8 appearance-none rounded-lg border border-stone-300 bg-white pr-8 pl-2.5 text-sm text-stone-800 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
                      >
                        <option value="ADMIN">{t('roles.ADMIN')}</option>
                        <option value="MEMBER">{t('roles.MEMBER')}</option>
                      </select>
                      <ChevronDown
                        aria-hidden="true"
                        className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-stone-500"
                      />
                    </div>
                  )}
                  {member.canRemove && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setPending({ kind: 'remove', member })}
                      aria-label={t('members.removeLabel', { name })}
                      title={t('members.remove')}
                    >
                      <UserMinus aria-hidden="true" className="size-4 text-stone-500" />
                    </Button>
                  )}
                </div>
              ) : (
                <Badge shape="pill" tone={member.role === 'ADMIN' ? 'brand' : 'neutral'}>
                  {t(`roles.${member.role}`)}
                </Badge>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={pending?.kind === 'role'}
        title={t('members.confirmRoleTitle')}
        confirmLabel={t('members.confirmRole')}
        tone="primary"
        loading={changeRole.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'role' && (
          <>
            <p>{t('members.confirmRoleText', { name: pendingName, role: t(`roles.${pending.role}`) })}</p>
            <p className="mt-2 text-stone-500">{t(`members.roleExplain.${pending.role}`)}</p>
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={t('members.confirmRemoveTitle')}
        confirmLabel={t('members.confirmRemove')}
        loading={removeMember.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {t('members.confirmRemoveText', { name: pendingName, organization: organization.name })}
      </ConfirmDialog>
    </>
  );
}
