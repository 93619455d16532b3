import type { Invitation } from '@support/shared';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { usePublicConfig } from '../../../lib/publicConfig';
import { useTexts } from '../../../lib/texts';
import { AuthLayout } from '../components/AuthLayout';
import { TextLink } from '../components/FormLinks';
import { InvitationGate } from '../components/InvitationGate';
import { InvitationCard } from '../components/InvitationParts';
import { EmailField } from '../components/InviteEmailField';
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
    mutation.mutate(
      { email: address, password, inviteToken: inviteToken ?? undefined },
      {
        onSuccess: ({ token }) => {
          try {
            signIn(token);
          } catch {
            setError(t('continue.error'));
          }
        },
        onError: (failure) => setError(errorMessage(failure, t('continue.error'))),
      },
    );
  }

  return (
    <AuthLayout
      title={invitation ? t('continue.inviteTitle') : t('continue.title')}
      subtitle={t('continue.hint')}
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
        {error && <Alert>{error}</Alert>}
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('continue.submit')}
        </Button>
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
      </form>
      <p className="mt-5 text-center text-sm">
        <TextLink to="/help">{t('continue.help')}</TextLink>
      </p>
    </AuthLayout>
  );
}
