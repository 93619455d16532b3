import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { PageStatus } from '../../../components/ui/PageStatus';
import { PageHeader, Section } from '../../../components/ui/Section';
import { TranslationJobList } from '../../translations/components/TranslationJobList';
import { LanguageFlag } from '../components/LanguageFlag';
import { TranslationSetupNotice, useTranslationConfigured } from '../components/TranslationSetupNotice';
import { LANGUAGE_NAMES } from '../languages';
import { useModalState } from '../modalNavigation';
import { useMembership } from '../useMembership';

export default function TranslationsPage() {
  const { t } = useTranslation(['settings', 'translations']);
  const modalState = useModalState();
  const configured = useTranslationConfigured();
  const { organization, error, refetch } = useMembership();
  if (!organization) {
    return (
      <>
        <PageHeader title={t('translations.title')} description={t('translations.description')} />
        <PageStatus error={error} onRetry={refetch} />
      </>
    );
  }
  const { sourceLanguage, translationLanguages } = organization.settings;

  return (
    <>
      <PageHeader
        title={t('translations.title')}
        description={t('translations.description')}
        actions={
          organization.canManageTranslationLanguages && (
            <ButtonLink to="/translation-languages" state={modalState}>
              <Languages aria-hidden="true" className="size-4" />
              {t('translations.manage')}
            </ButtonLink>
          )
        }
      />
      {configured === false && (
        <div className="mb-4">
          <TranslationSetupNotice />
        </div>
      )}
      <Section>
        <dl className="divide-y divide-stone-100 text-sm">
          <div className="flex flex-col gap-1 pb-4 sm:flex-row sm:items-center sm:justify-between">
            <dt className="text-stone-500">{t('translations.source')}</dt>
            <dd className="font-medium text-stone-900">
              <LanguageFlag language={sourceLanguage} className="mr-1.5" />
              {LANGUAGE_NAMES[sourceLanguage]}
            </dd>
          </div>
          <div className="flex flex-col gap-2 pt-4 sm:flex-row sm:items-start sm:justify-between">
            <dt className="text-stone-500">{t('translations.targets')}</dt>
            <dd className="flex flex-wrap gap-2 sm:justify-end">
              {translationLanguages.length === 0 ? (
                <span className="text-stone-500">{t('translationModal.empty')}</span>
              ) : (
                translationLanguages.map((language) => (
                  <Badge shape="pill" key={language}>
                    <LanguageFlag language={language} className="mr-1.5" />
                    {LANGUAGE_NAMES[language]}
                  </Badge>
                ))
              )}
            </dd>
          </div>
        </dl>
        {!organization.canManageTranslationLanguages && (
          <p className="mt-4 text-sm text-stone-500">{t('translations.adminOnly')}</p>
        )}
      </Section>
      {/* Jobs are the translation service's: without one, translations are written by hand. */}
      {translationLanguages.length > 0 && configured !== false && (
        <Section
          className="mt-6"
          title={t('translations:jobs.title')}
          description={t('translations:jobs.description')}
        >
          <TranslationJobList />
        </Section>
      )}
    </>
  );
}
