import type { UserProfile } from '@support/shared';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Avatar } from '../../../components/ui/Avatar';
import { Button } from '../../../components/ui/Button';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useProfile, useUpdateProfile } from '../../profile/queries';

function initials(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`;
  return (letters || email[0] || '?').toUpperCase();
}

function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const changed = firstName !== profile.firstName || lastName !== profile.lastName;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!firstName.trim()) {
      setNameError(t('personalInfo.firstNameRequired'));
      return;
    }
    setNameError(null);
    update.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      {
        onSuccess: () => toast.success(t('personalInfo.saved')),
        onError: (cause) => setError(errorMessage(cause, t('personalInfo.failed'))),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Section
        title={t('personalInfo.nameTitle')}
        description={t('personalInfo.nameDescription')}
        footer={
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            {t('actions.saveChanges')}
          </Button>
        }
      >
        <div className="space-y-5">
          <div className="flex items-center gap-3">
            <Avatar text={initials(firstName, lastName, profile.email)} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-stone-900">
                {`${firstName} ${lastName}`.trim() || profile.email}
              </p>
              <p className="truncate text-sm text-stone-500">{profile.email}</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('personalInfo.firstName')}
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
              autoComplete="given-name"
              error={nameError}
              maxLength={100}
            />
            <TextField
              label={t('personalInfo.lastName')}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
              autoComplete="family-name"
              maxLength={100}
            />
          </div>
          <TextField
            label={t('personalInfo.email')}
            value={profile.email}
            readOnly
            hint={t('personalInfo.emailHint')}
          />
          {error && <Alert>{error}</Alert>}
        </div>
      </Section>
    </form>
  );
}

export default function PersonalInfoPage() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  return (
    <>
      <PageHeader title={t('personalInfo.title')} description={t('personalInfo.description')} />
      {profile.data ? (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      ) : (
        <PageStatus error={profile.error} onRetry={() => profile.refetch()} />
      )}
    </>
  );
}
