import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/publicConfig';

/** Whether this server can translate: null when no provider is configured, undefined while unknown. */
export function useTranslationConfigured(): boolean | undefined {
  const { data } = usePublicConfig();
  return data ? data.translationProvider !== null : undefined;
}

/**
 * Said on the translation settings when the server has no translation service: languages are
 * translated by hand, and only whoever runs the server can make it translate automatically.
 */
export function TranslationSetupNotice() {
  const { t } = useTranslation('settings');
  return (
    <div
      role="status"
      className="flex gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <Wrench aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{t('translations.notConfiguredTitle')}</p>
        <p>{t('translations.notConfiguredText')}</p>
        <p className="break-words">
          <code className="rounded bg-amber-100 px-1 py-0.5 text-xs">
            TRANSLATION_PROVIDER=ai | deepl | libretranslate
          </code>{' '}
          {t('translations.notConfiguredOr')}{' '}
          <code className="rounded bg-amber-100 px-1 py-0.5 text-xs">AI_BASE_URL, AI_API_KEY, AI_MODEL</code>
        </p>
      </div>
    </div>
  );
}
