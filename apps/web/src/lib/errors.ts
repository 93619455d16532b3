import { ERROR_CATALOGUE, isErrorCode } from '@support/shared';
import { HttpError } from './http';
import { currentLanguage, subscribeLanguage } from './language';
import { loadCatalogue, loadedText } from './texts';

/** The answer of a failed request (lib/http's HttpError), or undefined for any other failure. */
function failedResponse(error: unknown): { status: number; data: unknown } | undefined {
  return error instanceof HttpError ? error.response : undefined;
}

type ErrorAnswer = { message?: unknown; code?: unknown } & Record<string, unknown>;

/**
 * What to show for a failed request. In English the server's `message` (spec: "error messages are
 * read from the server's response field message"): it names the case exactly. In another language
 * the text of the answer's code in that language (packages/shared/src/errors/catalogue.ts names the
 * key, locales/{lng}/errors.json holds it, filled from the answer's fields), so a German screen
 * never shows an English refusal; the server's message, then the fallback, where neither is there.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return answerText(failedResponse(error)?.data as ErrorAnswer | null | undefined, fallback);
}

/**
 * The same choice for an error given as `{ code, message }` inside a successful answer (one
 * article's refusal in a bulk answer): the code's text in the reader's language, else the message.
 */
export function answerText(data: ErrorAnswer | null | undefined, fallback: string): string {
  const language = currentLanguage();
  if (language !== 'en' && isErrorCode(data?.code)) {
    const text = loadedText(language, 'errors', ERROR_CATALOGUE[data.code].text, textValues(data));
    if (text) return text;
  }
  const message = data?.message;
  if (typeof message === 'string' && message) return message;
  return fallback;
}

/** The code of a failed request's answer, if it is one of the catalogue's. */
export function errorCode(error: unknown) {
  const code = (failedResponse(error)?.data as ErrorAnswer | null | undefined)?.code;
  return isErrorCode(code) ? code : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return failedResponse(error)?.status;
}

/** The answer's plain fields, for the `{{field}}` of its text (e.g. a password's `minLength`). */
function textValues(data: ErrorAnswer): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Loads the error texts of the interface language ahead, and again when it changes, so that
 * errorMessage can answer at once when a request fails (English needs none: it shows `message`).
 */
export function preloadErrorTexts(): void {
  const load = () => {
    const language = currentLanguage();
    if (language !== 'en') loadCatalogue(language, 'errors').catch(() => undefined);
  };
  load();
  subscribeLanguage(load);
}
