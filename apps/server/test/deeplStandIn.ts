import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText, sendJson, startLoopbackServer } from '@support/shared/testing/loopbackServer';

/** A language as `GET /v2/languages` lists it (DeepL writes codes in capitals). */
export type DeepLLanguage = { language: string; name: string; supports_formality?: boolean };
export type DeepLGlossary = {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entries: Array<[string, string]>;
};
/** One request as deepl-node sent it: form fields (repeated ones as arrays) and the headers. */
export type DeepLRequest = {
  method: string;
  path: string;
  params: Record<string, string | string[]>;
  headers: IncomingMessage['headers'];
};
export type DeepLTranslateContext = {
  source: string;
  target: string;
  formality: string | undefined;
  tagHandling: string | undefined;
  glossary: DeepLGlossary | undefined;
};
export type DeepLMode =
  | { kind: 'reply'; translate: (text: string, context: DeepLTranslateContext) => string }
  | { kind: 'fail'; status: 429 | 456 | 500 | 503; message?: string }
  | { kind: 'hang' };

const SOURCES: DeepLLanguage[] = [
  ['DE', 'German'],
  ['EN', 'English'],
  ['FR', 'French'],
  ['IT', 'Italian'],
  ['JA', 'Japanese'],
  ['NL', 'Dutch'],
  ['TR', 'Turkish'],
].map(([language, name]) => ({ language: language!, name: name! }));
const TARGETS: DeepLLanguage[] = [
  ['DE', 'German', true],
  ['EN-GB', 'English (British)', false],
  ['EN-US', 'English (American)', false],
  ['FR', 'French', true],
  ['IT', 'Italian', true],
  ['JA', 'Japanese', true],
  ['NL', 'Dutch', true],
  ['TR', 'Turkish', false],
].map(([language, name, formality]) => ({
  language: language as string,
  name: name as string,
  supports_formality: formality as boolean,
}));
/** DeepL keeps glossaries for fewer languages than it translates (no Turkish among them). */
const GLOSSARY_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'zh'];
const MAX_TEXTS = 50;
const MAX_BODY_BYTES = 128 * 1024;

/**
 * "DE Hello": the target's code before each text, the glossary's words put in (a whole-word match
 * of its source terms, so "Space" becomes "Workspace" while "Workspace" stays), tags untouched.
 */
export function tagWithTarget(text: string, context: DeepLTranslateContext): string {
  let translated = text;
  for (const [from, to] of context.glossary?.entries ?? []) {
    const word = new RegExp(
      `(?<![\\p{L}\\p{N}])${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
      'gu',
    );
    translated = translated.replace(word, to);
  }
  return `${context.target.split('-')[0]!.toUpperCase()} ${translated}`;
}

/**
 * A loopback stand-in for the DeepL API v2 as deepl-node 1.x calls it: the key in
 * `Authorization: DeepL-Auth-Key …` (403 otherwise) and a User-Agent (400 without), form-encoded
 * bodies (`application/x-www-form-urlencoded`, `text` repeated once per text); `GET /v2/languages`
 * and `?type=target`; `POST /v2/translate` (→ `{translations: [{detected_source_language, text}]}`,
 * with its checks of languages, formality, glossary, XML tags, 50 texts and 128 KiB); `GET` and
 * `POST /v2/glossaries`, `GET`/`DELETE /v2/glossaries/{id}`, `GET /v2/glossaries/{id}/entries`
 * (TSV); `GET /v2/glossary-language-pairs`. Errors are `{message}` with DeepL's statuses (400, 403,
 * 404, 413, 429, 456 quota, 5xx). Point DEEPL_SERVER_URL at `url`.
 */
export async function startDeepLStandIn(
  options: { authKey?: string; sources?: DeepLLanguage[]; targets?: DeepLLanguage[] } = {},
) {
  const authKey = options.authKey ?? 'deepl-stand-in-key:fx';
  const sources = options.sources ?? SOURCES;
  const targets = options.targets ?? TARGETS;
  let mode: DeepLMode = { kind: 'reply', translate: tagWithTarget };
  const received: DeepLRequest[] = [];
  const glossaries = new Map<string, DeepLGlossary>();
  const info = ({ entries, ...glossary }: DeepLGlossary) => ({ ...glossary, entry_count: entries.length });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const raw = await readText(request);
    const params: DeepLRequest['params'] = {};
    const form = request.headers['content-type']?.startsWith('application/json')
      ? new URLSearchParams()
      : new URLSearchParams(request.method === 'GET' ? url.search : raw);
    for (const [key, value] of form) {
      const before = params[key];
      params[key] = before === undefined ? value : [before, value].flat();
    }
    const method = request.method ?? 'GET';
    received.push({ method, path: url.pathname, params, headers: request.headers });
    const fail = (status: number, message: string) => sendJson(response, status, { message });
    if (request.headers.authorization !== `DeepL-Auth-Key ${authKey}`) return fail(403, 'Forbidden');
    if (!request.headers['user-agent']) return fail(400, 'User-Agent header missing.');
    if (mode.kind === 'hang') return;
    if (mode.kind === 'fail') return fail(mode.status, mode.message ?? 'Internal server error');
    if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return fail(413, 'Request Entity Too Large');
    const one = (key: string) => {
      const value = params[key];
      return Array.isArray(value) ? value[0] : value;
    };
    const route = `${method} ${url.pathname.replace(/\/v2\/glossaries\/[^/]+/, '/v2/glossaries/:id')}`;
    const glossary = glossaries.get(url.pathname.split('/')[3] ?? '');

    switch (route) {
      case 'GET /v2/languages':
      case 'POST /v2/languages':
        return sendJson(response, 200, one('type') === 'target' ? targets : sources);
      case 'GET /v2/glossary-language-pairs':
        return sendJson(response, 200, {
          supported_languages: GLOSSARY_LANGUAGES.flatMap((source) =>
            GLOSSARY_LANGUAGES.filter((target) => target !== source).map((target) => ({
              source_lang: source,
              target_lang: target,
            })),
          ),
        });
      case 'POST /v2/translate':
        return translate(response, one, [params.text ?? []].flat());
      case 'POST /v2/glossaries': {
        const [source, target, name, entries] = ['source_lang', 'target_lang', 'name', 'entries'].map(one);
        if (!name) return fail(400, "Missing or invalid argument: name'");
        if (!GLOSSARY_LANGUAGES.includes(source ?? '') || !GLOSSARY_LANGUAGES.includes(target ?? ''))
          return fail(400, 'Unsupported glossary source and target language pair');
        if (one('entries_format') !== 'tsv') return fail(400, 'Unsupported entry format specified');
        const rows = (entries ?? '').split('\n').filter((line) => line.trim());
        const pairs = rows.map((line) => line.split('\t') as [string, string]);
        if (!pairs.length || pairs.some((pair) => pair.length !== 2))
          return fail(400, 'Invalid glossary entries provided');
        if (new Set(pairs.map(([from]) => from)).size !== pairs.length)
          return fail(400, 'Invalid glossary entries provided: duplicate source term');
        const created: DeepLGlossary = {
          glossary_id: randomUUID(),
          name,
          ready: true,
          source_lang: source!,
          target_lang: target!,
          creation_time: new Date().toISOString(),
          entries: pairs,
        };
        glossaries.set(created.glossary_id, created);
        return sendJson(response, 201, info(created));
      }
      case 'GET /v2/glossaries':
        return sendJson(response, 200, { glossaries: [...glossaries.values()].map(info) });
      case 'GET /v2/glossaries/:id':
        return glossary ? sendJson(response, 200, info(glossary)) : fail(404, 'Glossary not found');
      case 'GET /v2/glossaries/:id/entries':
        if (!glossary) return fail(404, 'Glossary not found');
        response.writeHead(200, { 'content-type': 'text/tab-separated-values; charset=UTF-8' });
        response.end(glossary.entries.map((pair) => pair.join('\t')).join('\n'));
        return;
      case 'DELETE /v2/glossaries/:id':
        if (!glossary) return fail(404, 'Glossary not found');
        glossaries.delete(glossary.glossary_id);
        response.writeHead(204).end();
        return;
      default:
        return fail(404, 'Not found');
    }
  }

  function translate(response: ServerResponse, one: (key: string) => string | undefined, texts: string[]) {
    const fail = (message: string) => sendJson(response, 400, { message });
    if (mode.kind !== 'reply') return;
    const target = one('target_lang')?.toUpperCase();
    const source = one('source_lang')?.toUpperCase();
    if (!targets.some((language) => language.language === target))
      return fail("Value for 'target_lang' not supported.");
    if (source && !sources.some((language) => language.language === source))
      return fail("Value for 'source_lang' not supported.");
    if (!texts.length) return fail("Parameter 'text' not specified");
    if (texts.length > MAX_TEXTS) return fail(`Too many texts, at most ${MAX_TEXTS} per request`);
    const formality = one('formality');
    if (formality && !['less', 'more', 'default', 'prefer_less', 'prefer_more'].includes(formality))
      return fail("Value for 'formality' not supported.");
    const formal = targets.find((language) => language.language === target)?.supports_formality;
    if ((formality === 'less' || formality === 'more') && !formal)
      return fail("'formality' is not supported for given 'target_lang'.");
    const tagHandling = one('tag_handling');
    if (tagHandling === 'xml' && texts.some((text) => !wellFormed(text)))
      return fail('Tag handling parsing failed, please check input.');
    const glossaryId = one('glossary_id');
    const glossary = glossaryId ? glossaries.get(glossaryId) : undefined;
    if (glossaryId && !source)
      return fail('Use of a glossary requires the source_lang parameter to be specified');
    if (glossaryId && !glossary) return fail('Glossary not found');
    if (
      glossary &&
      (glossary.source_lang !== source?.toLowerCase() ||
        glossary.target_lang !== target?.split('-')[0]?.toLowerCase())
    )
      return fail('Glossary language pair does not match the request');
    const { translate: translateOne } = mode;
    const context = { source: source ?? 'EN', target: target!, formality, tagHandling, glossary };
    sendJson(response, 200, {
      translations: texts.map((text) => ({
        detected_source_language: context.source,
        text: translateOne(text, context),
        billed_characters: text.length,
      })),
    });
  }

  const server = await startLoopbackServer(handle);
  return {
    /** DEEPL_SERVER_URL: `http://127.0.0.1:{port}`. */
    url: server.origin,
    /** DEEPL_AUTH_KEY the stand-in accepts. */
    authKey,
    received,
    /** The account's glossaries by id. */
    glossaries,
    /** The requests to one endpoint, e.g. `calls('POST', '/v2/translate')`. */
    calls: (method: string, path: string) =>
      received.filter((request) => request.method === method && request.path === path),
    setMode(next: DeepLMode) {
      mode = next;
    },
    close: server.close,
  };
}

export type DeepLStandIn = Awaited<ReturnType<typeof startDeepLStandIn>>;

/** Text DeepL's XML handling accepts: tags that open and close in order, `&` and `<` escaped. */
function wellFormed(text: string): boolean {
  const open: string[] = [];
  const rest = text.replace(
    /<(\/?)([A-Za-z_][\w.-]*)(?:\s+[\w.-]+=(?:"[^"<]*"|'[^'<]*'))*\s*(\/?)>/g,
    (_, close, name, empty) => {
      if (empty) return '';
      if (!close) open.push(name);
      else if (open.pop() !== name) open.push('\u0000');
      return '';
    },
  );
  return !open.length && !/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/.test(rest);
}
