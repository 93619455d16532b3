import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { signOut } from '../../../lib/signOut';
import { AuthLayout } from '../../auth/components/AuthLayout';
import { withInviteToken } from '../../auth/rules';
import { EmailMismatch } from '../components/EmailMismatch';
import { InvitationCard } from '../components/InvitationCard';
import { InvitationLoading } from '../components/InvitationLoading';
import { JoinFailureView } from '../components/JoinStates';
import { useAcceptInvitation, useInvitation, useProfile } from '../queries';
import { errorBodyStatus, joinFailure } from '../status';

/**
 * /onboarding/company-join?inviteToken=… (signed in): join the inviting organization, or carry on
 * in the personal workspace. The server checks the e-mail again on accept.
 */
export default function CompanyJoinPage() {
  const { t } = useTranslation('invitations');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('inviteToken');
  const lookup = useInvitation(token);
  const profile = useProfile();
  const accept = useAcceptInvitation();

  if (!token) return <Navigate to="/onboarding/profile" replace />;

  function content() {
    if (lookup.isPending || profile.isPending) return <InvitationLoading />;
    if (lookup.isError) {
      const { status, httpStatus } = errorBodyStatus(lookup.error);
      return <JoinFailureView failure={joinFailure(status, httpStatus)} />;
    }
    const invitation = lookup.data;
    if (invitation.status !== 'PENDING') return <JoinFailureView failure={joinFailure(invitation.status)} />;

    const currentEmail = profile.data?.email;
    if (currentEmail && currentEmail.toLowerCase() !== invitation.email.toLowerCase()) {
      return (
        <EmailMismatch
          invitedEmail={invitation.email}
          currentEmail={currentEmail}
          // A full page load after logout: no cached data of the old account survives the switch.
          onLogout={async () => {
            await signOut();
            window.location.assign(withInviteToken('/login', token));
          }}
          onSkip={() => navigate('/')}
        />
      );
    }

    return (
      <>
        <div className="text-center">
          <h1 className="text-xl font-semibold tracking-tight text-stone-900">
            {t('join.title', { organization: invitation.organization.name })}
          </h1>
          <p className="mt-1.5 text-sm text-stone-500">{t('join.text')}</p>
        </div>
        <div className="mt-5">
          <InvitationCard invitation={invitation} />
        </div>
        <div className="mt-5 flex flex-col gap-2">
          <Button
            fullWidth
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(token ?? '', {
                onSuccess: () => navigate('/get-started'),
                // Spec 01 §8: an accept failure is only logged.
                onError: (error) => console.error('Accepting the invitation failed', error),
              })
            }
          >
            {t('join.join')}
          </Button>
          <Button fullWidth variant="ghost" onClick={() => navigate('/')}>
            {t('join.personal')}
          </Button>
        </div>
      </>
    );
  }

  return <AuthLayout>{content()}</AuthLayout>;
}
