import type { Invitation, OrganizationType } from '@support/shared';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useForm } from '../../../lib/form/useForm';
import { forgetPublicConfig } from '../../../lib/publicConfig';
import { useTexts } from '../../../lib/texts';
import { justCreatedOrganization } from '../../onboarding/flow';
import { AuthLayout } from '../components/AuthLayout';
import { FirstRunWelcome } from '../components/FirstRunWelcome';
import { FormFootnote, TextLink } from '../components/FormLinks';
import { InvitationGate } from '../components/InvitationGate';
import { EmailField } from '../components/InviteEmailField';
import { AccountTypeChoice, InviteGreeting } from '../components/RegisterParts';
import { useRegister } from '../queries';
import { registerRedirect, validateRegisterForm, withInviteToken } from '../rules';
import { useGuestSession } from '../session';

/**
 * /register (spec 01 §2). Three shapes: the full form with the Company/Personal choice; the
 * e-mail-and-password-only form at /register?variant=simple; and the invite form
 * (/register?inviteToken=…) with the e-mail locked to the invited address and no organization
 * choice, because the new user joins the inviting organization.
 */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const inviteToken = params.get('inviteToken');
  const session = useGuestSession();
  if (session.signedIn) return <Navigate to={registerRedirect(inviteToken)} replace />;
  return (
    <InvitationGate inviteToken={inviteToken}>
      {(invitation) => (
        <RegisterForm
          invitation={invitation}
          inviteToken={invitation ? inviteToken : null}
          simple={params.get('variant') === 'simple'}
          signIn={session.signIn}
        />
      )}
    </InvitationGate>
  );
}

function RegisterForm({
  invitation,
  inviteToken,
  simple,
  signIn,
}: {
  invitation: Invitation | null;
  inviteToken: string | null;
  simple: boolean;
  signIn: (token: string, to: string) => void;
}) {
  const { t } = useTexts('auth');
  const register = useRegister();
  const askOrganization = !simple && !invitation;
  const askName = !simple || !!invitation;
  const addressOf = (email: string) => (invitation ? invitation.email : email.trim());
  const form = useForm(
    {
      organizationType: 'COMPANY' as OrganizationType,
      organizationName: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
    },
    (values) =>
      validateRegisterForm({
        organizationType: askOrganization ? values.organizationType : undefined,
        organizationName: values.organizationName,
        email: addressOf(values.email),
        password: values.password,
      }),
  );
  const { values, set } = form;
  const fieldErrors = form.errors;
  const { organizationType } = values;

  const submit = form.submit(({ organizationName, firstName, lastName, email, password }) =>
    register.mutate(
      {
        email: addressOf(email),
        password,
        firstName: askName ? firstName.trim() || undefined : undefined,
        lastName: askName ? lastName.trim() || undefined : undefined,
        organizationType: invitation ? undefined : askOrganization ? organizationType : 'PERSONAL',
        organizationName:
          askOrganization && organizationType === 'COMPANY' ? organizationName.trim() : undefined,
        inviteToken: inviteToken ?? undefined,
      },
      {
        // With an invitation the server joins the new user to the organization: straight into the app.
        onSuccess: ({ token }) => {
          // The company was created just now: onboarding offers its trial as step 4, as after step 2.
          if (askOrganization && organizationType === 'COMPANY') justCreatedOrganization.set();
          // The install has a user now: a later visit to /register must not welcome its owner again.
          forgetPublicConfig();
          try {
            signIn(token, invitation ? '/' : '/onboarding/profile');
          } catch {
            form.setFormError(t('register.error'));
          }
        },
        onError: (failure) => form.setFormError(errorMessage(failure, t('register.error'))),
      },
    ),
  );

  const fieldError = (key?: string) => (key ? t(key) : undefined);

  return (
    <AuthLayout title={t('register.title')} subtitle={invitation ? undefined : t('register.subtitle')}>
      {invitation ? <InviteGreeting invitation={invitation} /> : <FirstRunWelcome />}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {askOrganization && (
          <AccountTypeChoice value={organizationType} onChange={(type) => set('organizationType', type)} />
        )}
        {askOrganization && organizationType === 'COMPANY' && (
          <TextField
            label={t('fields.organizationName')}
            name="organization"
            autoComplete="organization"
            value={values.organizationName}
            onChange={(event) => set('organizationName', event.target.value)}
            error={fieldError(fieldErrors.organizationName)}
          />
        )}
        {askName && (
          <div className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2">
            <TextField
              label={t('fields.firstName')}
              name="given-name"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
            />
            <TextField
              label={t('fields.lastName')}
              name="family-name"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => set('lastName', event.target.value)}
            />
          </div>
        )}
        <EmailField
          value={values.email}
          onChange={(email) => set('email', email)}
          lockedTo={invitation?.email}
          error={fieldError(fieldErrors.email)}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          hint={t('fields.passwordHint')}
          error={fieldError(fieldErrors.password)}
        />
        {form.formError && <Alert>{form.formError}</Alert>}
        <Button type="submit" fullWidth loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <FormFootnote>
        {t('register.haveAccount')}{' '}
        <TextLink to={withInviteToken('/login', inviteToken)}>{t('register.login')}</TextLink>
      </FormFootnote>
    </AuthLayout>
  );
}
