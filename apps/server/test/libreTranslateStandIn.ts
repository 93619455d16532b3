import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText, sendJson, startLoopbackServer } from '@support/shared/testing/loopbackServer';

export type LibreTranslateLanguage = { code: string; name: string; targets?: string[] };
export type LibreTranslateRequest = {
  path: string;
  contentType: string | undefined;
  body: { q?: unknown; source?: unknown; target?: unknown; format?: unknown; api_key?: unknown };
};
/** What the next /translate answers: a translation of each text, an error status, or nothing ever. */
export type LibreTranslateMode =
  | { kind: 'reply'; translate: (text: string, source: string, target: string) => string }
  | { kind: 'fail'; status: 400 | 403 | 429 | 500 | 503; error?: string }
  | { kind: 'hang' };

const NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
  nl: 'Dutch',
  tr: 'Turkish',
};
/** Every language into every other, as an install with all Argos models answers. */
const ALL: LibreTranslateLanguage[] = Object.entries(NAMES).map(([code, name]) => ({
  code,
  name,
  targets: Object.keys(NAMES).filter((other) => other !== code),
}));
/** "DE Hello": anyone can see which language a piece went to, every marker kept. */
export const tagWithTarget = (text: string, _source: string, target: string) =>
  `${target.toUpperCase()} ${text}`;

/**
 * A loopback stand-in for LibreTranslate's HTTP API as a self-hosted server answers it:
 * `GET /languages` ([{code, name, targets}]), `POST /translate` with JSON `{q, source, target,
 * format, api_key}` where `q` is a string or an array (→ `{translatedText}` of the same shape),
 * errors as `{error}` with 400 (bad request, unknown language, over the character limit), 403 (API
 * key), 429 (slow down) or 500. Point LIBRETRANSLATE_URL at `url`.
 */
export async function startLibreTranslateStandIn(
  options: {
    /** With a key, requests without it are refused 403 as `--api-keys --require-api-key-origin` does. */
    apiKey?: string;
    languages?: LibreTranslateLanguage[];
    /** `--char-limit`: a request whose texts add up to more is refused 400. */
    charLimit?: number;
  } = {},
) {
  let mode: LibreTranslateMode = { kind: 'reply', translate: tagWithTarget };
  const received: LibreTranslateRequest[] = [];
  const languages = options.languages ?? ALL;

  async function translate(request: IncomingMessage, response: ServerResponse) {
    const contentType = request.headers['content-type'];
    const raw = await readText(request);
    const body = contentType?.startsWith('application/json')
      ? (JSON.parse(raw) as LibreTranslateRequest['body'])
      : Object.fromEntries(new URLSearchParams(raw));
    received.push({ path: '/translate', contentType, body });
    const fail = (status: number, error: string) => sendJson(response, status, { error });
    if (options.apiKey !== undefined && body.api_key !== options.apiKey) return fail(403, 'Invalid API key');
    if (mode.kind === 'hang') return;
    if (mode.kind === 'fail') return fail(mode.status, mode.error ?? 'Translation failed');
    const { q, source, target } = body;
    if (q === undefined) return fail(400, 'Invalid request: missing q parameter');
    if (typeof source !== 'string') return fail(400, 'Invalid request: missing source parameter');
    if (typeof target !== 'string') return fail(400, 'Invalid request: missing target parameter');
    const texts = Array.isArray(q) ? q : [q];
    if (texts.some((text) => typeof text !== 'string')) return fail(400, 'Invalid request: q must be text');
    const from = languages.find((language) => language.code === source);
    if (!from) return fail(400, `${source} is not supported`);
    if (!(from.targets ?? languages.map((language) => language.code)).includes(target))
      return fail(400, `${target} is not supported`);
    const chars = (texts as string[]).reduce((sum, text) => sum + text.length, 0);
    if (options.charLimit !== undefined && chars > options.charLimit)
      return fail(400, `Invalid request: request (${chars}) exceeds text limit (${options.charLimit})`);
    const { translate } = mode;
    const translated = (texts as string[]).map((text) => translate(text, source, target));
    sendJson(response, 200, { translatedText: Array.isArray(q) ? translated : translated[0] });
  }

  const server = await startLoopbackServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'GET' && path === '/languages') {
      received.push({ path, contentType: undefined, body: {} });
      if (mode.kind === 'fail') return sendJson(response, mode.status, { error: 'Translation failed' });
      return sendJson(response, 200, languages);
    }
    if (request.method === 'POST' && path === '/translate') return translate(request, response);
    sendJson(response, 404, { error: 'Not Found' });
  });

  return {
    /** LIBRETRANSLATE_URL: `http://127.0.0.1:{port}`. */
    url: server.origin,
    /** Every request in order (`GET /languages` too, with an empty body). */
    received,
    /** The /translate requests only. */
    translations: () => received.filter((request) => request.path === '/translate'),
    setMode(next: LibreTranslateMode) {
      mode = next;
    },
    close: server.close,
  };
}

export type LibreTranslateStandIn = Awaited<ReturnType<typeof startLibreTranslateStandIn>>;
