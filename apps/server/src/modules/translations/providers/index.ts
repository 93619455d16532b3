import type { TranslationConfig } from '../../../config';
import type { AiClient } from '../../../lib/ai';
import { aiTranslationProvider } from './ai';
import { libreTranslateProvider } from './libreTranslate';
import type { TranslationProvider } from './types';

export * from './types';

/** The configured translation service (TRANSLATION_PROVIDER), built once for the app; null when none. */
export function createTranslationProvider(
  config: TranslationConfig | null,
  ai: AiClient | null,
): TranslationProvider | null {
  switch (config?.provider) {
    case 'ai':
      return ai ? aiTranslationProvider(ai) : null;
    case 'libretranslate':
      return libreTranslateProvider({ url: config.url, apiKey: config.apiKey });
    default:
      return null;
  }
}
