import {
  ADDRESSING_STYLES,
  type FORMALITIES,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@support/shared';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../app/FullPageSpinner';
import { Button } from '../../../components/ui/Button';
import { useCurrentPlan } from '../../plans/queries';
import { useActiveOrganization } from '../../profile/queries';
import { ChoiceCard } from '../components/ChoiceCard';
import { StepCard } from '../components/StepCard';
import {
  justCreatedOrganization,
  ONBOARDING_STEPS,
  offersTrial,
  showsGermanFormality,
  stepAfterPreferences,
} from '../flow';
import { useUpdateOrganizationSettings } from '../queries';

type AddressingStyle = (typeof ADDRESSING_STYLES)[number];
type Formality = (typeof FORMALITIES)[number];

/** Step 3 of 4: how generated articles read. Saving may fail; onboarding continues anyway. */
export default function PreferencesStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const active = useActiveOrganization();
  const save = useUpdateOrganizationSettings();
  const currentPlan = useCurrentPlan();
  const [sourceLanguage, setSourceLanguage] = useState<SupportedLanguage>('en');
  const [addressingStyle, setAddressingStyle] = useState<AddressingStyle>('PERSONAL');
  const [formality, setFormality] = useState<Formality>('INFORMAL');
  const [touched, setTouched] = useState(false);

  // Start from the saved settings; a refetch (the organization was just created) must not
  // overwrite what the user already picked.
  const settings = active.data?.settings;
  useEffect(() => {
    if (!settings || touched) return;
    setSourceLanguage(settings.sourceLanguage);
    setAddressingStyle(settings.addressingStyle);
    setFormality(settings.formality);
  }, [settings, touched]);

  const formalityVisible = showsGermanFormality(sourceLanguage, addressingStyle);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync({
        sourceLanguage,
        addressingStyle,
        ...(formalityVisible ? { formality } : {}),
      });
    } catch (failure) {
      // Spec 01 §4: a failed save does not hold the user up; the settings page can fix it later.
      console.error('Saving onboarding preferences failed', failure);
    }
    // Asked afresh: the organization may have been created a moment ago in step 2.
    const plan = justCreatedOrganization.isSet() ? undefined : (await currentPlan.refetch()).data;
    navigate(stepAfterPreferences(offersTrial(justCreatedOrganization.isSet(), plan)));
  };

  if (active.isPending) return <FullPageSpinner />;

  return (
    <StepCard
      step={3}
      backTo={ONBOARDING_STEPS.organization}
      icon={SlidersHorizontal}
      title={t('preferences.title')}
      subtitle={t('preferences.subtitle')}
    >
      <form onSubmit={onSubmit} onChange={() => setTouched(true)} className="flex flex-col gap-6">
        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t('preferences.sourceLanguage')}</legend>
          <p className="mt-0.5 text-xs text-stone-500">{t('preferences.sourceLanguageHint')}</p>
          <div className="mt-2.5 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {SUPPORTED_LANGUAGES.map((language) => (
              <ChoiceCard
                key={language}
                name="sourceLanguage"
                value={language}
                checked={sourceLanguage === language}
                onChange={(value) => setSourceLanguage(value as SupportedLanguage)}
                title={t(`languages.${language}`)}
              />
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-sm font-medium text-stone-700">{t('preferences.addressingStyle')}</legend>
          <div className="mt-2.5 grid gap-2 sm:grid-cols-2">
            {ADDRESSING_STYLES.map((style) => (
              <ChoiceCard
                key={style}
                name="addressingStyle"
                value={style}
                checked={addressingStyle === style}
                onChange={(value) => setAddressingStyle(value as AddressingStyle)}
                title={t(`preferences.addressing.${style}.title`)}
                description={t(`preferences.addressing.${style}.example`)}
              />
            ))}
          </div>
        </fieldset>

        {formalityVisible && (
          <fieldset>
            <legend className="text-sm font-medium text-stone-700">{t('preferences.formality')}</legend>
            <div className="mt-2.5 grid gap-2 sm:grid-cols-2">
              {(['INFORMAL', 'FORMAL'] as const).map((value) => (
                <ChoiceCard
                  key={value}
                  name="formality"
                  value={value}
                  checked={formality === value}
                  onChange={(next) => setFormality(next as Formality)}
                  title={t(`preferences.formalities.${value}.title`)}
                  description={t(`preferences.formalities.${value}.example`)}
                />
              ))}
            </div>
          </fieldset>
        )}

        <Button type="submit" size="lg" fullWidth loading={save.isPending}>
          {t('continue')}
        </Button>
      </form>
    </StepCard>
  );
}
