import type { SupportedLanguage } from '@support/shared';
import { languageName } from '../../../lib/ai';
import { inHalvesWhenTooLong } from './split';
import {
  TranslationMalformedError,
  type TranslationProvider,
  type TranslationRequest,
  TranslationTooLongError,
  TranslationUnavailableError,
} from './types';

const TIMEOUT_MS = 60_000;
/** `--char-limit` refusals name the server's limit: "request (6000) exceeds text limit (5000)". */
const OVER_LIMIT = /exceeds text limit/i;

/**
 * LibreTranslate (the self-hostable, open-source choice) through its HTTP API: `POST /translate`
 * with the pieces as `q`, and `GET /languages` for the pairs it knows. It has no glossary and no
 * tone setting; the markers pass through as the symbols they are.
 */
export function libreTranslateProvider(options: {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}): TranslationProvider {
  let languages: Promise<Map<string, string[]>> | null = null;
  const call = async (path: string, init?: RequestInit): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(`${options.url}${path}`, {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      throw new TranslationUnavailableError(
        `LibreTranslate could not be reached: ${(error as Error).message}`,
      );
    }
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (!response.ok) {
      const reason = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`;
      // 400 is a request it will never take; anything else (403 key, 429, 5xx) may pass later.
      if (response.status === 400 && OVER_LIMIT.test(reason))
        throw new TranslationTooLongError(`LibreTranslate refused: ${reason}`);
      if (response.status === 400) throw new TranslationMalformedError(`LibreTranslate refused: ${reason}`);
      throw new TranslationUnavailableError(`LibreTranslate answered ${response.status}: ${reason}`);
    }
    return body;
  };
  const pairs = () => {
    languages ??= (async () => {
      const list = (await call('/languages')) as Array<{ code: string; targets?: string[] }>;
      if (!Array.isArray(list)) throw new TranslationUnavailableError('LibreTranslate listed no languages');
      // Releases before `targets` was added translate between any two of their languages.
      const codes = list.map((language) => language.code);
      return new Map(list.map((language) => [language.code, language.targets ?? codes]));
    })().catch((error: unknown) => {
      languages = null;
      throw error;
    });
    return languages;
  };

  const translateOnce = async (request: TranslationRequest): Promise<string[]> => {
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
    })) as { translatedText?: unknown } | null;
    const texts = body?.translatedText;
    if (!Array.isArray(texts) || texts.length !== request.texts.length)
      throw new TranslationMalformedError('LibreTranslate answered another number of texts');
    return texts.map(String);
  };

  return {
    name: 'libretranslate',
    maxCharsPerCall: 5_000,
    async unsupportedPair(source: SupportedLanguage, target: SupportedLanguage) {
      const known = await pairs();
      if (!known.get(source)?.includes(target))
        return `The LibreTranslate server does not translate ${languageName(source)} into ${languageName(target)}.`;
      return null;
    },
    translate(request) {
      return inHalvesWhenTooLong(request.texts, (texts) => translateOnce({ ...request, texts }));
    },
  };
}
