import {
  type ArticleTranslation,
  type ArticleTranslations,
  organizationsApi,
  type SupportedLanguage,
  type TranslationEdit,
  type TranslationJob,
  translationsApi,
} from '@support/shared';
import { call } from '../../lib/client';

/**
 * Thin typed calls of spec 02 §7: an article's translations, a person's edit, accepting a newer
 * machine translation, a retry, the jobs.
 */

export function fetchTranslations(id: string): Promise<ArticleTranslations> {
  return call(translationsApi.get, { params: { id } });
}

export function editTranslation(
  id: string,
  language: SupportedLanguage,
  body: TranslationEdit,
): Promise<ArticleTranslation> {
  return call(translationsApi.edit, { params: { id, language }, body });
}

export function acceptMachineTranslation(
  id: string,
  language: SupportedLanguage,
): Promise<ArticleTranslation> {
  return call(translationsApi.acceptMachine, { params: { id, language } });
}

export async function retryTranslation(id: string, language: SupportedLanguage): Promise<void> {
  await call(translationsApi.retry, { params: { id, language } });
}

export async function fetchTranslationJobs(): Promise<TranslationJob[]> {
  return (await call(organizationsApi.translationJobs)).translationJobs;
}
