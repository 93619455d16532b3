import { Check, Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../app/FullPageSpinner';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useCurrentPlan } from '../../plans/queries';
import { StepCard } from '../components/StepCard';
import { justCreatedOrganization, ONBOARDING_STEPS, offersTrial } from '../flow';
import { useStartTrial } from '../queries';

const FEATURES = ['articles', 'aiEdit', 'translation', 'glossary', 'helpCenter'] as const;

/**
 * Step 4 of 4 for a just-created organization: start the 30-day trial. Success or failure,
 * the flag is cleared and the user goes on to /get-started (spec 01 §4).
 */
export default function TrialActivationStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const start = useStartTrial();
  // Read once: the flag is cleared on the way out and must not redirect this page meanwhile.
  const [justCreated] = useState(justCreatedOrganization.isSet);
  const currentPlan = useCurrentPlan();

  if (!justCreated && currentPlan.isPending) return <FullPageSpinner />;
  if (!offersTrial(justCreated, currentPlan.data)) return <Navigate to="/get-started" replace />;

  const onStart = async () => {
    try {
      await start.mutateAsync();
    } catch (failure) {
      window.alert(errorMessage(failure, t('trial.failed')));
    }
    justCreatedOrganization.clear();
    navigate('/get-started');
  };

  return (
    <StepCard
      step={4}
      backTo={ONBOARDING_STEPS.preferences}
      icon={Gift}
      title={t('trial.title')}
      subtitle={t('trial.subtitle')}
    >
      <div className="flex flex-col gap-6">
        <div className="rounded-xl bg-gradient-to-br from-brand-50 to-white p-5 ring-1 ring-inset ring-brand-100">
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold tracking-tight text-stone-900">{t('trial.price')}</span>
            <span className="text-sm text-stone-500">{t('trial.period')}</span>
          </p>
          <ul className="mt-4 flex flex-col gap-2.5">
            {FEATURES.map((feature) => (
              <li key={feature} className="flex items-start gap-2.5 text-sm text-stone-700">
                <span className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Check aria-hidden="true" className="size-3" strokeWidth={3} />
                </span>
                {t(`trial.features.${feature}`)}
              </li>
            ))}
          </ul>
        </div>
        <Button size="lg" fullWidth loading={start.isPending} onClick={onStart}>
          {t('trial.start')}
        </Button>
        <p className="-mt-3 text-center text-xs text-stone-500">{t('trial.noCard')}</p>
      </div>
    </StepCard>
  );
}
