import { Building, User } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../app/FullPageSpinner';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { errorMessage } from '../../../lib/errors';
import { useCurrentPlan } from '../../plans/queries';
import { useActiveOrganization } from '../../profile/queries';
import { StepCard } from '../components/StepCard';
import { WelcomeBack } from '../components/WelcomeBack';
import { justCreatedOrganization, normalizeWebsiteUrl, ONBOARDING_STEPS, offersTrial } from '../flow';
import { useCreateOrganization } from '../queries';

/**
 * Step 2 of 4: someone whose active organization is already a company just confirms it ('Welcome
 * back', or 'ready' when it was made a moment ago); someone in a personal workspace (a Personal
 * sign-up) continues with it, or creates a company organization for a team here.
 */
export default function OrganizationStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const active = useActiveOrganization();
  const create = useCreateOrganization();
  const currentPlan = useCurrentPlan();
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creatingTeam, setCreatingTeam] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError(t('organization.required'));
      return;
    }
    try {
      await create.mutateAsync({ name: name.trim(), websiteUrl: normalizeWebsiteUrl(website) });
      justCreatedOrganization.set();
      navigate(ONBOARDING_STEPS.preferences);
    } catch (failure) {
      setError(errorMessage(failure, t('organization.failed')));
    }
  };

  if (active.isPending) return <FullPageSpinner />;

  if (active.data?.type === 'COMPANY') {
    // 'Welcome back' is for someone who already belonged to the company; one created a moment ago
    // (at registration, or here before going Back) and never subscribed is greeted as new.
    const isNew = offersTrial(justCreatedOrganization.isSet(), currentPlan.data);
    return (
      <StepCard
        step={2}
        backTo={ONBOARDING_STEPS.profile}
        icon={Building}
        title={t(isNew ? 'organization.createdTitle' : 'organization.welcomeBack')}
        subtitle={t(isNew ? 'organization.createdText' : 'organization.welcomeBackText')}
      >
        <WelcomeBack organization={active.data} onContinue={() => navigate(ONBOARDING_STEPS.preferences)} />
      </StepCard>
    );
  }

  if (active.data?.type === 'PERSONAL' && !creatingTeam) {
    return (
      <StepCard
        step={2}
        backTo={ONBOARDING_STEPS.profile}
        icon={User}
        title={t('organization.personalTitle')}
        subtitle={t('organization.personalText')}
      >
        <WelcomeBack
          organization={active.data}
          continueLabel={t('organization.continuePersonal')}
          onContinue={() => navigate(ONBOARDING_STEPS.preferences)}
        />
        <Button variant="ghost" fullWidth className="mt-3" onClick={() => setCreatingTeam(true)}>
          {t('organization.createTeam')}
        </Button>
      </StepCard>
    );
  }

  return (
    <StepCard
      step={2}
      backTo={ONBOARDING_STEPS.profile}
      icon={Building}
      title={t('organization.title')}
      subtitle={t('organization.subtitle')}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('organization.name')}
          name="organizationName"
          autoComplete="organization"
          autoFocus
          placeholder={t('organization.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={`${t('organization.website')} (${t('organization.optional')})`}
          name="websiteUrl"
          inputMode="url"
          autoComplete="url"
          placeholder={t('organization.websitePlaceholder')}
          hint={t('organization.websiteHint')}
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" size="lg" fullWidth loading={create.isPending}>
          {t('continue')}
        </Button>
        {creatingTeam && (
          <Button variant="ghost" fullWidth onClick={() => setCreatingTeam(false)}>
            {t('organization.keepPersonal')}
          </Button>
        )}
      </form>
    </StepCard>
  );
}
