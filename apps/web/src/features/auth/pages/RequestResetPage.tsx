import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useTexts } from '../../../lib/texts';
import { StatusIcon } from '../../invitations/components/StatusIcon';
import { AuthLayout } from '../components/AuthLayout';
import { FormFootnote, TextLink } from '../components/FormLinks';
import { EmailField } from '../components/InviteEmailField';
import { useRequestPasswordReset } from '../queries';
import { useGuestSession } from '../session';

/** /request-reset (spec 01 §2): e-mail, then 'link sent'. The answer is the same for unknown addresses. */
export default function RequestResetPage() {
  const { t } = useTexts('auth');
  const session = useGuestSession();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (session.signedIn) return <Navigate to="/" replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    setEmailError(address ? null : t('errors.emailRequired'));
    if (!address) return;
    request.mutate({ email: address }, { onSuccess: () => setSentTo(address) });
  }

  if (sentTo) {
    return (
      <AuthLayout>
        <div className="text-center">
          <StatusIcon icon={MailCheck} tone="brand" />
          <h1 className="mt-4 text-xl font-semibold tracking-tight text-stone-900">
            {t('requestReset.sentTitle')}
          </h1>
          <p role="status" className="mt-2 text-sm text-stone-500">
            {t('requestReset.sentText', { email: sentTo })}
          </p>
        </div>
        <FormFootnote>
          <TextLink to="/login">{t('requestReset.backToLogin')}</TextLink>
        </FormFootnote>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('requestReset.title')} subtitle={t('requestReset.subtitle')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EmailField value={email} onChange={setEmail} error={emailError} autoFocus />
        {request.isError && <Alert>{errorMessage(request.error, t('requestReset.error'))}</Alert>}
        <Button type="submit" fullWidth loading={request.isPending}>
          {t('requestReset.submit')}
        </Button>
      </form>
      <FormFootnote>
        <TextLink to="/login">{t('requestReset.backToLogin')}</TextLink>
      </FormFootnote>
    </AuthLayout>
  );
}
