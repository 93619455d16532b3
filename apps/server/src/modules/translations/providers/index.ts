import type { TranslationConfig } from '../../../config';
import type { AiClient } from '../../../lib/ai';
import { aiTranslationProvider } from './ai';
import { deeplProvider } from './deepl';
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
    case 'deepl':
      return deeplProvider({ authKey: config.authKey, serverUrl: config.serverUrl });
    case 'libretranslate':
      return libreTranslateProvider({ url: config.url, apiKey: config.apiKey });
    default:
      return null;
  }
}
