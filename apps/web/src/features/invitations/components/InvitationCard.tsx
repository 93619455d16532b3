import { type Invitation, organizationInitials } from '@support/shared';
import { useTranslation } from 'react-i18next';

/** Organization initials, name, inviter and role of an invitation (spec 01 §2). */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  const inviter = invitation.inviter
    ? `${invitation.inviter.firstName} ${invitation.inviter.lastName}`.trim()
    : '';
  return (
    <div className="flex items-center gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3.5">
      <div
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-lg bg-brand-600 text-sm font-semibold tracking-wide text-white"
      >
        {organizationInitials(invitation.organization.name)}
      </div>
      <div className="min-w-0 flex-1">
        <p className="break-words font-semibold leading-snug text-stone-900">
          {invitation.organization.name}
        </p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-500">
          {inviter && (
            <span>
              {t('invitedBy')} <span className="text-stone-700">{inviter}</span>
            </span>
          )}
          <span className="rounded-full bg-white px-2 py-px text-xs font-medium text-stone-600 ring-1 ring-stone-200">
            <span className="sr-only">{t('role')}: </span>
            {t(`roles.${invitation.role}`)}
          </span>
        </div>
      </div>
    </div>
  );
}
