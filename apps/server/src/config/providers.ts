import type { z } from 'zod';
import type { TranscriptionSettings } from '../lib/transcription/settings';
import type { ZEnv } from './env';
import { ConfigError } from './error';

/*
 * The settings of the outside services that default to one another (translation and
 * transcription borrow the AI's), read from the environment by loadConfig (config/index.ts).
 */

export type TranslationConfig =
  | { provider: 'ai' }
  | { provider: 'deepl'; authKey: string; serverUrl: string | undefined }
  | { provider: 'libretranslate'; url: string; apiKey: string | undefined };

/** TRANSLATION_PROVIDER, or the AI when it is configured and nothing else is named. */
export function translationConfig(e: z.infer<typeof ZEnv>): TranslationConfig | null {
  const provider = e.TRANSLATION_PROVIDER ?? (e.AI_BASE_URL || e.AI_API_KEY ? 'ai' : undefined);
  switch (provider) {
    case 'ai':
      if (!(e.AI_BASE_URL || e.AI_API_KEY))
        throw new ConfigError('TRANSLATION_PROVIDER=ai needs the AI: set AI_BASE_URL and/or AI_API_KEY');
      return { provider };
    case 'deepl':
      if (!e.DEEPL_AUTH_KEY) throw new ConfigError('TRANSLATION_PROVIDER=deepl needs DEEPL_AUTH_KEY');
      return { provider, authKey: e.DEEPL_AUTH_KEY, serverUrl: e.DEEPL_SERVER_URL };
    case 'libretranslate':
      if (!e.LIBRETRANSLATE_URL)
        throw new ConfigError('TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
      return { provider, url: e.LIBRETRANSLATE_URL.replace(/\/+$/, ''), apiKey: e.LIBRETRANSLATE_API_KEY };
    default:
      return null;
  }
}

/**
 * The transcription service: TRANSCRIPTION_BASE_URL and TRANSCRIPTION_API_KEY, each defaulting to
 * the AI's. The AI's key is only borrowed together with its server: a key for OpenAI is never sent
 * to another TRANSCRIPTION_BASE_URL.
 */
export function transcriptionConfig(e: z.infer<typeof ZEnv>): TranscriptionSettings | null {
  const own = e.TRANSCRIPTION_BASE_URL !== undefined;
  const baseUrl = own ? e.TRANSCRIPTION_BASE_URL : e.AI_BASE_URL;
  const apiKey = e.TRANSCRIPTION_API_KEY ?? (own ? undefined : e.AI_API_KEY);
  if (!baseUrl && !apiKey) return null;
  return {
    baseUrl,
    apiKey,
    model: e.TRANSCRIPTION_MODEL,
    timeoutMs: e.TRANSCRIPTION_TIMEOUT_MS,
    maxFileBytes: Math.round(e.TRANSCRIPTION_MAX_FILE_MB * 1024 * 1024),
  };
}
