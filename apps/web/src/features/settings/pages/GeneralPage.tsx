import { useTranslation } from 'react-i18next';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader } from '../../../components/ui/Section';
import { AiAnswersSection } from '../components/AiAnswersSection';
import { AudioSharingSection } from '../components/AudioSharingSection';
import { GeneralSettingsForm } from '../components/GeneralSettingsForm';
import { useMembership } from '../useMembership';

/** Organization settings: admins edit, members read (spec 01 §6). */
export default function GeneralPage() {
  const { t } = useTranslation('settings');
  const { organization, profile, error, refetch } = useMembership();
  return (
    <>
      <PageHeader title={t('general.title')} description={t('general.description')} />
      {/* With the profile too: the role decides whether the form may suggest a time zone. */}
      {organization && profile ? (
        <div className="space-y-6">
          <GeneralSettingsForm
            key={organization.id}
            organization={organization}
            canEdit={organization.canUpdate}
          />
          <AudioSharingSection organization={organization} canEdit={organization.canUpdate} />
          <AiAnswersSection
            key={`ai-${organization.id}`}
            organization={organization}
            canEdit={organization.canUpdate}
          />
        </div>
      ) : (
        <PageStatus error={error} onRetry={refetch} />
      )}
    </>
  );
}
