import type { Invitation } from '@support/shared';
import type { ReactNode } from 'react';
import { initI18n } from '../../../lib/i18n';
import { QueryProvider } from '../../../lib/QueryProvider';
import { InvitationLoading } from '../../invitations/components/InvitationLoading';
import { InvitationUnavailable } from '../../invitations/components/InvitationUnavailable';
import { useInvitation } from '../../invitations/queries';
import { invitationView } from '../../invitations/status';
import { AuthLayout } from './AuthLayout';

// The invitation screens translate with i18next (the auth screens around them with lib/texts);
// the card of a usable invitation comes next (InvitationParts).
initI18n();
void import('../../invitations/components/InvitationCard');

type Props = { inviteToken: string; children: (invitation: Invitation | null) => ReactNode };

/** InvitationGate's lookup of a token, in its own chunk (the auth screens without one skip it). */
export default function InvitationLookup(props: Props) {
  return (
    <QueryProvider>
      <Lookup {...props} />
    </QueryProvider>
  );
}

function Lookup({ inviteToken, children }: Props) {
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
