import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Formatters, formattersFor } from '../rules/format';

/** The formatters of the interface language, made again only when it changes. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => formattersFor(language), [language]);
}
