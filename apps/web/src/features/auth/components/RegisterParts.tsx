import type { Invitation, OrganizationType } from '@support/shared';
import { Building2, User } from 'lucide-react';
import { useTexts } from '../../../lib/texts';
import { InvitationCard } from './InvitationParts';
import { SegmentedControl } from './SegmentedControl';

/** Register with an invite token: who invites the visitor to which organization. */
export function InviteGreeting({ invitation }: { invitation: Invitation }) {
  const { t } = useTexts('auth');
  const organization = invitation.organization.name;
  return (
    <div className="mb-5 flex flex-col gap-3">
      <p className="text-center text-sm text-stone-600">
        {invitation.inviter
          ? t('register.inviteGreeting', {
              inviter: `${invitation.inviter.firstName} ${invitation.inviter.lastName}`.trim(),
              organization,
            })
          : t('register.inviteGreetingNoInviter', { organization })}
      </p>
      <InvitationCard invitation={invitation} />
    </div>
  );
}

/** The Company/Personal choice of the full registration form. */
export function AccountTypeChoice({
  value,
  onChange,
}: {
  value: OrganizationType;
  onChange: (value: OrganizationType) => void;
}) {
  const { t } = useTexts('auth');
  return (
    <div className="flex flex-col gap-1.5">
      <SegmentedControl
        label={t('register.accountType')}
        value={value}
        onChange={onChange}
        options={[
          { value: 'COMPANY', label: t('register.company'), icon: <Building2 className="size-4" /> },
          { value: 'PERSONAL', label: t('register.personal'), icon: <User className="size-4" /> },
        ]}
      />
      <p className="text-center text-xs text-stone-500">
        {value === 'COMPANY' ? t('register.companyHint') : t('register.personalHint')}
      </p>
    </div>
  );
}
