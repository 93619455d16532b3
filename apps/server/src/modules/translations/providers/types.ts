import type { SupportedLanguage } from '@support/shared';
import type { WritingStyle } from '../../../lib/ai';
import type { GlossaryHint } from '../../glossary';

/** One call's worth of pieces of one article (markup.ts), all from `source` into `target`. */
export type TranslationRequest = {
  texts: string[];
  source: SupportedLanguage;
  target: SupportedLanguage;
  /** The organization's entries that occur in the texts (glossary/relevant.ts). */
  glossary: GlossaryHint[];
  /** How the organization writes (the AI follows it; the others have no such setting). */
  style: Omit<WritingStyle, 'sourceLanguage'>;
};

/**
 * A translation service behind one interface (TRANSLATION_PROVIDER): the AI, DeepL or
 * LibreTranslate, each through its own client. Markers ⟦n⟧ in the texts must come back unchanged;
 * the caller checks that (markup.ts) and asks again once when they do not.
 */
export interface TranslationProvider {
  readonly name: 'ai' | 'deepl' | 'libretranslate';
  /** Most characters sent in one call; longer articles are sent in several. */
  readonly maxCharsPerCall: number;
  /** Why it cannot translate `source` into `target`, or null when it can. */
  unsupportedPair(source: SupportedLanguage, target: SupportedLanguage): Promise<string | null>;
  /** The texts translated, one for each, in their order. */
  translate(request: TranslationRequest): Promise<string[]>;
}

/** The service could not be reached or failed: worth trying again later (SERVICE_UNAVAILABLE). */
export class TranslationUnavailableError extends Error {
  override name = 'TranslationUnavailableError';
}

/** A piece is longer than the service takes in one call (TOKEN_LIMIT_REACHED). */
export class TranslationTooLongError extends Error {
  override name = 'TranslationTooLongError';
}

/** The answer did not fit what was asked (another count of texts, broken markup): CRITICAL_ERROR. */
export class TranslationMalformedError extends Error {
  override name = 'TranslationMalformedError';
}
