import { MonitorPlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { RecorderInstall } from '../../recorder/components/RecorderInstall';
import { StepCard } from '../components/StepCard';
import { ONBOARDING_STEPS } from '../flow';

/** The recorder-install step (4 of 4): how to install a recorder; either button goes to /articles. */
export default function InstallRecorderStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  return (
    <StepCard
      step={4}
      backTo={ONBOARDING_STEPS.preferences}
      icon={MonitorPlay}
      title={t('recorder.title')}
      subtitle={t('recorder.subtitle')}
    >
      <div className="flex flex-col gap-6">
        <RecorderInstall />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" size="lg" onClick={() => navigate('/articles')}>
            {t('recorder.skip')}
          </Button>
          <Button size="lg" onClick={() => navigate('/articles')}>
            {t('recorder.continue')}
          </Button>
        </div>
      </div>
    </StepCard>
  );
}
