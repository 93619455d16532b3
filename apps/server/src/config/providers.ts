import type { TranscriptionSettings } from '../lib/transcription/settings';
import type { Parsed } from './env';
import { ConfigError } from './error';

/*
 * The settings of the outside services that default to one another (translation and
 * transcription borrow the AI's), made from the parsed environment by loadConfig (config/index.ts).
 */

export type TranslationConfig =
  | { provider: 'ai' }
  | { provider: 'deepl'; authKey: string; serverUrl: string | undefined }
  | { provider: 'libretranslate'; url: string; apiKey: string | undefined };

/** TRANSLATION_PROVIDER, or the AI when it is configured and nothing else is named. */
export function translationConfig(
  { provider: named, deepl, libretranslate }: Parsed['translation'],
  ai: Parsed['ai'],
): TranslationConfig | null {
  const aiConfigured = Boolean(ai.baseUrl || ai.apiKey);
  const provider = named ?? (aiConfigured ? 'ai' : undefined);
  switch (provider) {
    case 'ai':
      if (!aiConfigured)
        throw new ConfigError('TRANSLATION_PROVIDER=ai needs the AI: set AI_BASE_URL and/or AI_API_KEY');
      return { provider };
    case 'deepl':
      if (!deepl.authKey) throw new ConfigError('TRANSLATION_PROVIDER=deepl needs DEEPL_AUTH_KEY');
      return { provider, authKey: deepl.authKey, serverUrl: deepl.serverUrl };
    case 'libretranslate':
      if (!libretranslate.url)
        throw new ConfigError('TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
      return { provider, url: libretranslate.url, apiKey: libretranslate.apiKey };
    default:
      return null;
  }
}

/**
 * The transcription service: TRANSCRIPTION_BASE_URL and TRANSCRIPTION_API_KEY, each defaulting to
 * the AI's. The AI's key is only borrowed together with its server: a key for OpenAI is never sent
 * to another TRANSCRIPTION_BASE_URL.
 */
export function transcriptionConfig(
  transcription: Parsed['transcription'],
  ai: Parsed['ai'],
): TranscriptionSettings | null {
  const own = transcription.baseUrl !== undefined;
  const baseUrl = own ? transcription.baseUrl : ai.baseUrl;
  const apiKey = transcription.apiKey ?? (own ? undefined : ai.apiKey);
  if (!baseUrl && !apiKey) return null;
  return { ...transcription, baseUrl, apiKey };
}
