import { CircleCheck } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useForm } from '../../../lib/form/useForm';
import { useTexts } from '../../../lib/texts';
import { StatusIcon } from '../../invitations/components/StatusIcon';
import { AuthLayout } from '../components/AuthLayout';
import { FormFootnote, TextLink } from '../components/FormLinks';
import { useResetPassword } from '../queries';
import { validateResetForm } from '../rules';
import { useGuestSession } from '../session';

/** /reset-password and /confirm-reset (spec 01 §2): the link from the mail carries ?token=. */
export default function ResetPasswordPage() {
  const { t } = useTexts('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const session = useGuestSession();
  const reset = useResetPassword();
  // A missing token is the form's message below, shown before anything is typed.
  const form = useForm({ password: '', confirm: '' }, ({ password, confirm }) => {
    const found = validateResetForm({ token, password, confirm });
    return { password: found.password, confirm: found.confirm };
  });
  const { values, errors, set } = form;

  if (session.signedIn) return <Navigate to="/" replace />;

  const submit = form.submit(({ password }) => {
    if (token) reset.mutate({ token, password });
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout>
        <div className="text-center">
          <StatusIcon icon={CircleCheck} tone="green" />
          <h1 role="status" className="mt-4 text-lg font-semibold text-stone-900">
            {t('reset.success')}
          </h1>
          <p className="mt-2 text-sm text-stone-500">{t('reset.successHint')}</p>
          <Link
            to="/login"
            className="mt-6 inline-flex h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t('reset.goToLogin')}
          </Link>
        </div>
        <FormFootnote>
          <TextLink to="/login">{t('reset.backToLogin')}</TextLink>
        </FormFootnote>
      </AuthLayout>
    );
  }

  // A link without its token can never work, so say so before the user types anything.
  const formError = !token
    ? t('reset.errors.invalidToken')
    : reset.isError
      ? errorMessage(reset.error, t('reset.error'))
      : null;

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={errors.password ? t(errors.password) : undefined}
          autoFocus
        />
        <TextField
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(event) => set('confirm', event.target.value)}
          error={errors.confirm ? t(errors.confirm) : undefined}
        />
        {formError && <Alert>{formError}</Alert>}
        <Button type="submit" fullWidth loading={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </form>
      <FormFootnote>
        <TextLink to="/login">{t('reset.backToLogin')}</TextLink>
      </FormFootnote>
    </AuthLayout>
  );
}
