import type { Invitation } from '@support/shared';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTexts } from '../../../lib/texts';
import { AuthLayout } from '../components/AuthLayout';
import { CredentialsForm } from '../components/CredentialsForm';
import { FormFootnote, TextLink } from '../components/FormLinks';
import { InvitationGate } from '../components/InvitationGate';
import { useLogin } from '../queries';
import { returnPath, withInviteToken } from '../rules';
import { useGuestSession } from '../session';

/**
 * /login (spec 01 §2): reads inviteToken (and l, see AuthLayout). Signing in returns to the page
 * the visitor asked for (a deep link such as the recorder's "Open article"), otherwise to /.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const inviteToken = params.get('inviteToken');
  const session = useGuestSession();
  const destination = inviteToken ? '/' : returnPath(location.state, params.get('next'));
  if (session.signedIn) return <Navigate to={destination} replace />;
  return (
    <InvitationGate inviteToken={inviteToken}>
      {(invitation) => (
        <LoginForm
          invitation={invitation}
          inviteToken={invitation ? inviteToken : null}
          signIn={(token) => session.signIn(token, destination)}
        />
      )}
    </InvitationGate>
  );
}

function LoginForm({
  invitation,
  inviteToken,
  signIn,
}: {
  invitation: Invitation | null;
  inviteToken: string | null;
  signIn: (token: string) => void;
}) {
  const { t } = useTexts('auth');
  const login = useLogin();
  return (
    <AuthLayout
      title={invitation ? t('login.inviteTitle') : t('login.title')}
      subtitle={invitation ? t('login.inviteSubtitle') : t('login.subtitle')}
    >
      <CredentialsForm
        invitation={invitation}
        inviteToken={inviteToken}
        submission={login}
        signIn={signIn}
        failedKey="login.error"
        submitLabel={t('login.submit')}
        belowPassword={
          <div className="flex justify-end text-sm">
            <TextLink to="/request-reset">{t('login.forgotPassword')}</TextLink>
          </div>
        }
      />
      <FormFootnote>
        {t('login.noAccount')}{' '}
        <TextLink to={withInviteToken('/register', inviteToken)}>{t('login.register')}</TextLink>
      </FormFootnote>
    </AuthLayout>
  );
}
