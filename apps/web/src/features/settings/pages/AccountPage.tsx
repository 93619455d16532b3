import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PageHeader, Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useProfile } from '../../profile/queries';
import { RecordersSection } from '../components/RecordersSection';
import { SessionsSection } from '../components/SessionsSection';
import { useChangePassword } from '../queries';
import { passwordChangeState } from '../rules';

export default function AccountPage() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<'tooShort' | 'blank' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = passwordChangeState(currentPassword, newPassword);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (state === 'incomplete') return;
    if (state === 'tooShort' || state === 'blank') {
      setProblem(state);
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          toast.success(t('account.updated'));
        },
        onError: (cause) => setError(errorMessage(cause, t('account.failed'))),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <div className="space-y-6">
        <Section title={t('account.signInTitle')}>
          <dl className="text-sm">
            <dt className="text-stone-500">{t('account.email')}</dt>
            <dd className="mt-0.5 font-medium text-stone-900">{profile.data?.email ?? '…'}</dd>
          </dl>
        </Section>
        <form onSubmit={onSubmit} noValidate>
          <Section
            title={t('account.passwordTitle')}
            description={t('account.passwordDescription')}
            footer={
              <Button type="submit" loading={change.isPending} disabled={state === 'incomplete'}>
                {t('account.update')}
              </Button>
            }
          >
            <div className="grid max-w-md gap-4">
              <TextField
                label={t('account.currentPassword')}
                type="password"
                autoComplete="current-password"
                value={currentPassword}
                onChange={(event) => setCurrentPassword(event.target.value)}
              />
              <TextField
                label={t('account.newPassword')}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => {
                  setNewPassword(event.target.value);
                  setProblem(null);
                }}
                error={problem ? t(`account.${problem}`) : null}
                hint={t('account.newPasswordHint')}
              />
              {error && <Alert>{error}</Alert>}
            </div>
          </Section>
        </form>
        <SessionsSection />
        <RecordersSection />
      </div>
    </>
  );
}
