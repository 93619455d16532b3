import type { Invitation } from '@support/shared';
import type { ReactNode } from 'react';
import { InvitationLoading } from '../../invitations/components/InvitationLoading';
import { InvitationUnavailable } from '../../invitations/components/InvitationUnavailable';
import { useInvitation } from '../../invitations/queries';
import { invitationView } from '../../invitations/status';
import { AuthLayout } from './AuthLayout';

/**
 * Guest screens that take an `inviteToken`: while the invitation loads a spinner shows; an
 * unusable one shows the unavailable screen; otherwise the screen renders with the invitation
 * (or without one when there is no token).
 */
export function InvitationGate({
  inviteToken,
  children,
}: {
  inviteToken: string | null;
  children: (invitation: Invitation | null) => ReactNode;
}) {
  const lookup = useInvitation(inviteToken);
  const view = invitationView(inviteToken, lookup);
  if (view.kind === 'loading') {
    return (
      <AuthLayout>
        <InvitationLoading />
      </AuthLayout>
    );
  }
  if (view.kind === 'unavailable') {
    return (
      <AuthLayout>
        <InvitationUnavailable variant={view.variant} signedIn={false} />
      </AuthLayout>
    );
  }
  return <>{children(view.kind === 'pending' ? view.invitation : null)}</>;
}
