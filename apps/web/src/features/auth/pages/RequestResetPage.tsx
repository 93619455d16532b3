import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useForm } from '../../../lib/form/useForm';
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
  const form = useForm({ email: '' }, ({ email }) => ({
    email: email.trim() ? undefined : t('errors.emailRequired'),
  }));
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (session.signedIn) return <Navigate to="/" replace />;

  const submit = form.submit(({ email }) =>
    request.mutate({ email: email.trim() }, { onSuccess: () => setSentTo(email.trim()) }),
  );

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
        <EmailField
          value={form.values.email}
          onChange={(email) => form.set('email', email)}
          error={form.errors.email}
          autoFocus
        />
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
