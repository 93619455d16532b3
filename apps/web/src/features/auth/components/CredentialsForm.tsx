import type { Invitation } from '@support/shared';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useForm } from '../../../lib/form/useForm';
import { useTexts } from '../../../lib/texts';
import type { Submission } from '../queries';
import { validateCredentials } from '../rules';
import { InvitationCard } from './InvitationParts';
import { EmailField } from './InviteEmailField';

type Credentials = { email: string; password: string; inviteToken?: string };

/**
 * The e-mail-and-password form of /login and /continue (spec 01 §2): the invitation's card and
 * locked address when there is one, both fields required (checked by a plain rule: no zod on the
 * signed-out screens), the server's message on failure, and the token handed to `signIn`.
 */
export function CredentialsForm({
  invitation,
  inviteToken,
  submission,
  signIn,
  failedKey,
  submitLabel,
  belowPassword,
  children,
}: {
  invitation: Invitation | null;
  /** The invitation's token, sent along so the server accepts it; null without an invitation. */
  inviteToken: string | null;
  submission: Submission<Credentials, { token: string }>;
  signIn: (token: string) => void;
  /** The catalogue key of the text shown when it fails without a message of the server's. */
  failedKey: string;
  submitLabel: string;
  belowPassword?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTexts('auth');
  const addressOf = (email: string) => (invitation ? invitation.email : email.trim());
  const form = useForm({ email: '', password: '' }, (values) =>
    validateCredentials({ email: addressOf(values.email), password: values.password }),
  );
  const { values, errors, set } = form;
  const fieldError = (key?: string) => (key ? t(key) : undefined);

  const submit = form.submit(({ email, password }) =>
    submission.mutate(
      { email: addressOf(email), password, inviteToken: inviteToken ?? undefined },
      {
        // With an invite token the server accepts the invitation as well.
        onSuccess: ({ token }) => {
          try {
            signIn(token);
          } catch {
            form.setFormError(t(failedKey));
          }
        },
        onError: (failure) => form.setFormError(errorMessage(failure, t(failedKey))),
      },
    ),
  );

  const password = (
    <TextField
      label={t('fields.password')}
      type="password"
      name="password"
      autoComplete="current-password"
      value={values.password}
      onChange={(event) => set('password', event.target.value)}
      error={fieldError(errors.password)}
      autoFocus={!!invitation}
    />
  );
  return (
    <>
      {invitation && (
        <div className="mb-5">
          <InvitationCard invitation={invitation} />
        </div>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField
          value={values.email}
          onChange={(email) => set('email', email)}
          lockedTo={invitation?.email}
          error={fieldError(errors.email)}
          autoFocus={!invitation}
        />
        {belowPassword ? (
          <div className="flex flex-col gap-1.5">
            {password}
            {belowPassword}
          </div>
        ) : (
          password
        )}
        {form.formError && <Alert>{form.formError}</Alert>}
        <Button type="submit" fullWidth loading={submission.isPending}>
          {submitLabel}
        </Button>
        {children}
      </form>
    </>
  );
}
