import type { SupportedLanguage } from '@support/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/errors';
import { useFeatureCheck } from '../../plans/queries';
import { LanguageFlag } from '../components/LanguageFlag';
import { SelectField } from '../components/SelectField';
import { useTranslationConfigured } from '../components/TranslationSetupNotice';
import { LANGUAGE_NAMES } from '../languages';
import { useCloseModal } from '../modalNavigation';
import { useAddTranslationLanguage, useRemoveTranslationLanguage } from '../queries';
import { availableTranslationLanguages } from '../rules';
import { useMembership } from '../useMembership';

/**
 * Spec 02 "Translation languages modal". Adding is also gated by the plan's
 * AUTO_TRANSLATION_LANGUAGES limit (access and room for one more). A server without a translation
 * service adds languages too: the hint says their translations start as copies written by hand.
 */
export default function TranslationLanguagesModal() {
  const { t } = useTranslation('settings');
  const close = useCloseModal();
  const { organization } = useMembership();
  const canManage = organization?.canManageTranslationLanguages ?? false;
  const add = useAddTranslationLanguage();
  const remove = useRemoveTranslationLanguage();
  const [chosen, setChosen] = useState<SupportedLanguage | ''>('');
  const [error, setError] = useState<string | null>(null);
  const languageLimit = useFeatureCheck('AUTO_TRANSLATION_LANGUAGES');
  const withinLanguageLimit = Boolean(languageLimit.data?.hasAccess && !languageLimit.data.isLimitReached);
  // Without a translation service languages are added all the same, to be translated by hand.
  const configured = useTranslationConfigured();

  const settings = organization?.settings;
  const current = settings?.translationLanguages ?? [];
  const available = settings ? availableTranslationLanguages(settings.sourceLanguage, current) : [];

  const onAdd = () => {
    if (!chosen) return;
    setError(null);
    add.mutate(chosen, {
      onSuccess: () => setChosen(''),
      onError: (cause) => setError(errorMessage(cause, t('translationModal.addFailed'))),
    });
  };
  const onRemove = (language: SupportedLanguage) => {
    remove.mutate(language, {
      onError: (cause) => toast.error(errorMessage(cause, t('translationModal.removeFailed'))),
    });
  };

  return (
    <Modal
      title={t('translationModal.title')}
      size="lg"
      onClose={close}
      footer={<Button onClick={close}>{t('translationModal.done')}</Button>}
    >
      <p className="text-sm text-stone-600">{t('translationModal.text')}</p>
      {!settings ? (
        <div className="flex justify-center py-8 text-brand-600">
          <Spinner className="size-6" />
        </div>
      ) : (
        <div className="mt-5 space-y-5">
          {canManage &&
            (available.length === 0 ? (
              <Alert tone="info">{t('translationModal.allSelected')}</Alert>
            ) : (
              <div className="space-y-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                  <SelectField
                    label={t('translationModal.picker')}
                    value={chosen}
                    onChange={(event) => setChosen(event.target.value as SupportedLanguage | '')}
                    className="flex-1"
                  >
                    <option value="">{t('translationModal.choose')}</option>
                    {available.map((language) => (
                      <option key={language} value={language}>
                        {LANGUAGE_NAMES[language]}
                      </option>
                    ))}
                  </SelectField>
                  <Button onClick={onAdd} loading={add.isPending} disabled={!chosen || !withinLanguageLimit}>
                    <Plus aria-hidden="true" className="size-4" />
                    {t('translationModal.add')}
                  </Button>
                </div>
                {configured === false ? (
                  <Alert tone="info">{t('translationModal.byHand')}</Alert>
                ) : (
                  <Alert tone="warning">{t('translationModal.warning')}</Alert>
                )}
                {error && <Alert>{error}</Alert>}
              </div>
            ))}
          <div>
            <h3 className="mb-2 text-sm font-medium text-stone-700">{t('translationModal.current')}</h3>
            {current.length === 0 ? (
              <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-500">
                {t('translationModal.empty')}
              </p>
            ) : (
              <ul className="divide-y divide-stone-100 rounded-lg ring-1 ring-stone-200">
                {current.map((language) => (
                  <li key={language} className="flex items-center gap-3 px-3 py-2.5">
                    <LanguageFlag language={language} />
                    <span className="flex-1 text-sm font-medium text-stone-900">
                      {LANGUAGE_NAMES[language]}
                    </span>
                    {canManage && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onRemove(language)}
                        loading={remove.isPending && remove.variables === language}
                        aria-label={t('translationModal.removeLanguage', {
                          language: LANGUAGE_NAMES[language],
                        })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {t('translationModal.remove')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {!canManage && <p className="text-sm text-stone-500">{t('translations.adminOnly')}</p>}
        </div>
      )}
    </Modal>
  );
}
