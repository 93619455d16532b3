import type { SupportedLanguage } from '@support/shared';
import type { Formality, TargetLanguageCode, TranslateTextOptions, Translator } from 'deepl-node';
import { languageName } from '../../../lib/ai';
import { deeplGlossaries } from './deeplGlossaries';
import { fromDeepLXml, toDeepLXml } from './deeplXml';
import { chunks, inHalvesWhenTooLong } from './split';
import {
  TranslationMalformedError,
  type TranslationProvider,
  type TranslationRequest,
  TranslationTooLongError,
  TranslationUnavailableError,
} from './types';

export type DeepLOptions = {
  authKey: string;
  /** DEEPL_SERVER_URL; unset: deepl-node picks api.deepl.com or api-free.deepl.com by the key. */
  serverUrl?: string;
  /** One request's time limit. */
  timeoutMs?: number;
  /** Glossaries kept in the account at most. */
  maxGlossaries?: number;
};

/** DeepL takes at most 50 texts in one request. */
const TEXTS_PER_REQUEST = 50;
/** The language lists change with DeepL releases, not by the hour. */
const LANGUAGES_TTL_MS = 24 * 60 * 60_000;
/** DeepL has no plain English target: the English of the product's texts is American. */
const targetCode = (language: SupportedLanguage): TargetLanguageCode =>
  language === 'en' ? 'en-US' : language;

/**
 * DeepL through its official client (`deepl-node`, loaded on first use so a server without DeepL
 * never loads it). The markers ⟦n⟧ travel as XML tags with DeepL's tag handling, which keeps tags
 * in place where plain text may drop or move an unusual bracket; the organization's formality goes
 * as `prefer_more`/`prefer_less` where the target language has one; the glossary's terms as a
 * DeepL glossary (deeplGlossaries.ts). Outages, rate limits and a spent quota are
 * TranslationUnavailableError (the job retries, then SERVICE_UNAVAILABLE).
 */
export function deeplProvider(options: DeepLOptions): TranslationProvider {
  let client: Promise<Translator> | null = null;
  const translator = () => {
    client ??= import('deepl-node').then(
      ({ Translator }) =>
        new Translator(options.authKey, {
          serverUrl: options.serverUrl,
          // The queue retries with its own backoff; the client tries once more at most.
          maxRetries: 2,
          minTimeout: options.timeoutMs ?? 30_000,
          appInfo: { appName: 'support-platform', appVersion: '1' },
        }),
    );
    return client;
  };
  let languages: {
    at: number;
    list: Promise<{ sources: Set<string>; targets: Map<string, boolean> }>;
  } | null = null;
  const knownLanguages = () => {
    if (!languages || Date.now() - languages.at > LANGUAGES_TTL_MS) {
      const list = (async () => {
        const deepl = await translator();
        const [sources, targets] = await Promise.all([
          deepl.getSourceLanguages(),
          deepl.getTargetLanguages(),
        ]);
        return {
          sources: new Set(sources.map((language) => language.code.toLowerCase())),
          targets: new Map(
            targets.map((language) => [language.code.toLowerCase(), !!language.supportsFormality]),
          ),
        };
      })();
      const entry = { at: Date.now(), list };
      languages = entry;
      list.catch(() => {
        if (languages === entry) languages = null;
      });
    }
    return languages.list;
  };
  const glossaries = deeplGlossaries(translator, options.maxGlossaries);

  const translateOnce = async (request: TranslationRequest, glossaryId: string | undefined) => {
    const deepl = await translator();
    const { targets } = await knownLanguages();
    const target = targetCode(request.target);
    const formality: Formality | undefined = targets.get(target.toLowerCase())
      ? request.style.formality === 'FORMAL'
        ? 'prefer_more'
        : 'prefer_less'
      : undefined;
    const textOptions: TranslateTextOptions = {
      tagHandling: 'xml',
      // Headings and table cells stay without a full stop or capital the source did not have.
      preserveFormatting: true,
      ...(formality ? { formality } : {}),
      ...(glossaryId ? { glossary: glossaryId } : {}),
    };
    const results = await deepl.translateText(
      request.texts.map(toDeepLXml),
      request.source,
      target,
      textOptions,
    );
    if (results.length !== request.texts.length)
      throw new TranslationMalformedError('DeepL answered another number of texts');
    return results.map((result) => fromDeepLXml(result.text));
  };

  const translateChunk = async (request: TranslationRequest): Promise<string[]> => {
    const glossaryId = await glossaries
      .idFor(request.source, request.target, request.glossary)
      .catch(async (error: unknown) => {
        // A glossary DeepL refuses is no reason to leave the article untranslated; an outage is.
        if ((await mapped(error)) instanceof TranslationUnavailableError) throw error;
        return undefined;
      });
    try {
      return await translateOnce(request, glossaryId);
    } catch (error) {
      const failure = await mapped(error);
      if (!glossaryId || !(failure instanceof TranslationMalformedError)) throw failure;
      // The glossary may be gone (deleted by another server): made again, then tried once more.
      await glossaries.forget(glossaryId);
      const again = await glossaries.idFor(request.source, request.target, request.glossary);
      return translateOnce(request, again).catch(async (retry: unknown) => {
        throw await mapped(retry);
      });
    }
  };

  return {
    name: 'deepl',
    maxCharsPerCall: 10_000,
    async unsupportedPair(source, target) {
      const known = await knownLanguages().catch(async (error: unknown) => {
        throw await mapped(error);
      });
      if (known.sources.has(source) && known.targets.has(targetCode(target).toLowerCase())) return null;
      return `DeepL does not translate ${languageName(source)} into ${languageName(target)}.`;
    },
    async translate(request) {
      // DeepL refuses empty texts; they stay empty.
      const filled = request.texts.map((text, index) => ({ text, index })).filter(({ text }) => text.trim());
      const answers = request.texts.map(() => '');
      for (const run of chunks(filled, TEXTS_PER_REQUEST)) {
        const texts = await inHalvesWhenTooLong(
          run.map(({ text }) => text),
          (part) => translateChunk({ ...request, texts: part }),
        );
        run.forEach(({ index }, position) => {
          answers[index] = texts[position]!;
        });
      }
      return answers;
    },
  };
}

/** deepl-node's errors as the job understands them; anything else unchanged. */
async function mapped(error: unknown): Promise<unknown> {
  const deepl = await import('deepl-node');
  if (!(error instanceof deepl.DeepLError)) return error;
  const message = `DeepL: ${error.message}`;
  if (
    error instanceof deepl.ConnectionError ||
    error instanceof deepl.TooManyRequestsError ||
    error instanceof deepl.QuotaExceededError ||
    error instanceof deepl.AuthorizationError ||
    /Service unavailable|status code: 5\d\d/i.test(error.message)
  )
    return new TranslationUnavailableError(message);
  if (/status code: 413/.test(error.message)) return new TranslationTooLongError(message);
  return new TranslationMalformedError(message);
}
