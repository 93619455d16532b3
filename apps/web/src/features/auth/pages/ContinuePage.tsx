import type { Invitation } from '@support/shared';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../../lib/publicConfig';
import { useTexts } from '../../../lib/texts';
import { AuthLayout } from '../components/AuthLayout';
import { CredentialsForm } from '../components/CredentialsForm';
import { TextLink } from '../components/FormLinks';
import { InvitationGate } from '../components/InvitationGate';
import { taggedText } from '../components/taggedText';
import { useLoginOrRegister } from '../queries';
import { continueRedirect, returnPath } from '../rules';
import { useGuestSession } from '../session';

/**
 * /continue: the combined login-or-register screen (spec 01 §2). One form signs an existing
 * account in or creates a new one; with `?inviteToken=` the e-mail is the invited one.
 */
export default function ContinuePage() {
  const [params] = useSearchParams();
  const inviteToken = params.get('inviteToken');
  const location = useLocation();
  const session = useGuestSession();
  if (session.signedIn) return <Navigate to={continueRedirect(inviteToken)} replace />;
  const destination = inviteToken ? '/' : returnPath(location.state, params.get('next'));
  return (
    <InvitationGate inviteToken={inviteToken}>
      {(invitation) => (
        <ContinueForm
          invitation={invitation}
          inviteToken={invitation ? inviteToken : null}
          signIn={(token) => session.signIn(token, destination)}
        />
      )}
    </InvitationGate>
  );
}

function ContinueForm({
  invitation,
  inviteToken,
  signIn,
}: {
  invitation: Invitation | null;
  inviteToken: string | null;
  signIn: (token: string) => void;
}) {
  const { t } = useTexts('auth');
  const config = usePublicConfig();
  const mutation = useLoginOrRegister();
  return (
    <AuthLayout
      title={invitation ? t('continue.inviteTitle') : t('continue.title')}
      subtitle={t('continue.hint')}
    >
      <CredentialsForm
        invitation={invitation}
        inviteToken={inviteToken}
        submission={mutation}
        signIn={signIn}
        failedKey="continue.error"
        submitLabel={t('continue.submit')}
      >
        <p className="text-center text-xs text-stone-500">
          {taggedText(
            t('continue.terms'),
            'terms',
            config.data?.termsUrl ? (
              // biome-ignore lint/a11y/useAnchorContent: taggedText puts the link text inside.
              <a
                href={config.data.termsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline hover:text-stone-800"
              />
            ) : (
              <span />
            ),
          )}
        </p>
      </CredentialsForm>
      <p className="mt-5 text-center text-sm">
        <TextLink to="/help">{t('continue.help')}</TextLink>
      </p>
    </AuthLayout>
  );
}
