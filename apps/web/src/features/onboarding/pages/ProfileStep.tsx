import { splitFullName } from '@support/shared';
import { UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useProfile, useUpdateProfile } from '../../profile/queries';
import { StepCard } from '../components/StepCard';
import { ONBOARDING_STEPS } from '../flow';

/** Step 1 of 4: one Full Name field; the first word becomes firstName, the rest lastName. */
export default function ProfileStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const profile = useProfile();
  const update = useUpdateProfile();
  const [fullName, setFullName] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Prefill once with the name given at registration.
  useEffect(() => {
    if (profile.data && !touched) {
      setFullName(`${profile.data.firstName} ${profile.data.lastName}`.trim());
    }
  }, [profile.data, touched]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!fullName.trim()) {
      setError(t('profile.required'));
      return;
    }
    try {
      await update.mutateAsync(splitFullName(fullName));
      navigate(ONBOARDING_STEPS.organization);
    } catch (failure) {
      setError(errorMessage(failure, t('profile.failed')));
    }
  };

  return (
    <StepCard step={1} icon={UserRound} title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {profile.data && (
          <div className="flex items-center justify-between gap-3 rounded-lg bg-stone-50 px-3 py-2.5 text-sm ring-1 ring-inset ring-stone-200">
            <span className="text-stone-500">{t('profile.signedInAs')}</span>
            <span className="truncate font-medium text-stone-800">{profile.data.email}</span>
          </div>
        )}
        <TextField
          label={t('profile.fullName')}
          name="fullName"
          autoComplete="name"
          autoFocus
          placeholder={t('profile.placeholder')}
          value={fullName}
          onChange={(event) => {
            setTouched(true);
            setFullName(event.target.value);
          }}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" size="lg" fullWidth loading={update.isPending}>
          {t('continue')}
        </Button>
      </form>
    </StepCard>
  );
}
