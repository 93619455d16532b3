import type { SupportedLanguage } from '@support/shared';
import { TranslationMalformedError, type TranslationProvider, TranslationUnavailableError } from './types';

const TIMEOUT_MS = 60_000;

/**
 * LibreTranslate (the self-hostable, open-source choice) through its HTTP API: `POST /translate`
 * with the pieces as `q`, and `GET /languages` for the pairs it knows. It has no glossary and no
 * tone setting; the markers pass through as the symbols they are.
 */
export function libreTranslateProvider(options: { url: string; apiKey?: string }): TranslationProvider {
  let languages: Promise<Map<string, string[]>> | null = null;
  const call = async (path: string, init?: RequestInit): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${options.url}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new TranslationUnavailableError(
        `LibreTranslate could not be reached: ${(error as Error).message}`,
      );
    }
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (!response.ok) {
      const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
      // 400 is a request it will never take; anything else (403 key, 429, 5xx) may pass later.
      if (response.status === 400) throw new TranslationMalformedError(`LibreTranslate refused: ${reason}`);
      throw new TranslationUnavailableError(`LibreTranslate answered ${response.status}: ${reason}`);
    }
    return body;
  };
  const pairs = () => {
    languages ??= (async () => {
      const list = (await call('/languages')) as Array<{ code: string; targets?: string[] }>;
      return new Map(list.map((language) => [language.code, language.targets ?? []]));
    })().catch((error: unknown) => {
      languages = null;
      throw error;
    });
    return languages;
  };

  return {
    name: 'libretranslate',
    maxCharsPerCall: 5_000,
    async unsupportedPair(source: SupportedLanguage, target: SupportedLanguage) {
      const known = await pairs();
      if (!known.has(source)) return `LibreTranslate does not translate from ${source}`;
      if (!known.get(source)?.includes(target))
        return `LibreTranslate does not translate ${source} into ${target}`;
      return null;
    },
    async translate(request) {
      const body = (await call('/translate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          q: request.texts,
          source: request.source,
          target: request.target,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
      })) as { translatedText?: unknown };
      const texts = body.translatedText;
      if (!Array.isArray(texts) || texts.length !== request.texts.length)
        throw new TranslationMalformedError('LibreTranslate answered another number of texts');
      return texts.map(String);
    },
  };
}
