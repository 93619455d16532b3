import {
  type ArticleTranslation,
  type ArticleTranslations,
  type SupportedLanguage,
  TRANSLATION_FAILURE_REASONS,
  type TranslationJob,
  type TranslationJobStatus,
  translationJobStatus,
} from '@support/shared';

/** Spec 02 §9: translations and translation jobs are asked for again every 5 s while a job runs. */
export const TRANSLATION_POLL_MS = 5000;

/** A job still to finish: waiting, translating, or on hold for a newer source. */
export function isPending(status: TranslationJobStatus): boolean {
  return status === 'WAITING' || status === 'RUNNING' || status === 'IDLE';
}

export function anyJobPending(jobs: ReadonlyArray<TranslationJob>): boolean {
  return jobs.some((job) => isPending(translationJobStatus(job)));
}

/** The catalogue key of a failure reason's text (spec 02 §8); anything unknown is UNKNOWN. */
export function failureKey(reason: string | null): string {
  return (TRANSLATION_FAILURE_REASONS as readonly string[]).includes(reason ?? '')
    ? (reason as string)
    : 'UNKNOWN';
}

/**
 * What one language shows: SUCCESS, a job's state, or NONE when neither a job nor a translation
 * exists yet (an article without text, a language added a moment ago).
 */
export type LanguageState = {
  language: SupportedLanguage;
  status: TranslationJobStatus | 'NONE';
  job: TranslationJob | null;
  translation: ArticleTranslation | null;
  /** A written translation whose source has changed since (issue 47 "Source changed"). */
  stale: boolean;
  /**
   * Readers can be sent to it: it has text, is more than a copy of the source not translated yet,
   * and no newer translation is pending (spec 02 §4).
   */
  ready: boolean;
};

export function languageStates(data: ArticleTranslations): LanguageState[] {
  return data.enabledLanguages
    .filter((language) => language !== data.sourceLanguage)
    .map((language) => {
      const job = data.translationJobs.find((candidate) => candidate.targetLanguage === language) ?? null;
      const translation = data.translations.find((candidate) => candidate.language === language) ?? null;
      const jobStatus = job ? translationJobStatus(job) : null;
      const copy = translation?.state === 'NOT_TRANSLATED';
      const status = jobStatus ?? (translation && !copy ? 'SUCCESS' : 'NONE');
      const hasText = Boolean(translation?.content.trim()) && !copy;
      return {
        language,
        status,
        job,
        translation,
        stale: Boolean(!copy && translation?.staleSince),
        ready: hasText && status !== 'IDLE',
      };
    });
}
