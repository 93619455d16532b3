import type { TFunction } from 'i18next';

/** "generate-article" → "Article generation"; a kind this app does not know keeps its own name. */
export function jobTypeName(t: TFunction<'admin'>, type: string): string {
  return t(`jobs.types.${type}`, { defaultValue: type });
}

/** The kinds the server runs today, offered in the filter even before one of them has a job. */
export const KNOWN_JOB_TYPES = [
  'generate-article',
  'render-steps',
  'generate-gif',
  'password-reset-mail',
  'translate-article',
  'transcribe-article',
  'withhold-typed-values',
];
