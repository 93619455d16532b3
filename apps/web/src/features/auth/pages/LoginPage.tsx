import type { Invitation } from '@support/shared';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useTexts } from '../../../lib/texts';
import { AuthLayout } from '../components/AuthLayout';
import { FormFootnote, TextLink } from '../components/FormLinks';
import { InvitationGate } from '../components/InvitationGate';
import { InvitationCard } from '../components/InvitationParts';
import { EmailField } from '../components/InviteEmailField';
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
          inviteToken={inviteToken}
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
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = invitation ? invitation.email : email.trim();
    const errors = {
      email: address ? undefined : t('errors.emailRequired'),
      password: password ? undefined : t('errors.passwordRequired'),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    login.mutate(
      { email: address, password, inviteToken: invitation && inviteToken ? inviteToken : undefined },
      {
        // With an invite token the server accepts the invitation on login; either way the browser goes to /.
        onSuccess: ({ token }) => {
          try {
            signIn(token);
          } catch {
            setError(t('login.error'));
          }
        },
        onError: (failure) => setError(errorMessage(failure, t('login.error'))),
      },
    );
  }

  return (
    <AuthLayout
      title={invitation ? t('login.inviteTitle') : t('login.title')}
      subtitle={invitation ? t('login.inviteSubtitle') : t('login.subtitle')}
    >
      {invitation && (
        <div className="mb-5">
          <InvitationCard invitation={invitation} />
        </div>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField
          value={email}
          onChange={setEmail}
          lockedTo={invitation?.email}
          error={fieldErrors.email}
          autoFocus={!invitation}
        />
        <div className="flex flex-col gap-1.5">
          <TextField
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password}
            autoFocus={!!invitation}
          />
          <div className="flex justify-end text-sm">
            <TextLink to="/request-reset">{t('login.forgotPassword')}</TextLink>
          </div>
        </div>
        {error && <Alert>{error}</Alert>}
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <FormFootnote>
        {t('login.noAccount')}{' '}
        <TextLink to={withInviteToken('/register', invitation ? inviteToken : null)}>
          {t('login.register')}
        </TextLink>
      </FormFootnote>
    </AuthLayout>
  );
}
