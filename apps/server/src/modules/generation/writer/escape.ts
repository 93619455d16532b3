/**
 * Page text (labels, titles, typed values) goes into markdown that is rendered for readers, so it
 * must stay text: no emphasis, links, images, HTML or autolinks may come out of a page's words.
 */

export const LABEL_MAX_LENGTH = 80;
export const VALUE_MAX_LENGTH = 100;

/** One line, no control characters, clipped with an ellipsis. */
export function cleanText(text: string, max: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const oneLine = text.replace(/[\u0000-\u001f\u007f\u200b-\u200f\u2028\u2029]+/g, ' ');
  return clip(oneLine.replace(/\s+/g, ' ').trim(), max);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A field's label without the decoration forms put around it ("E-mail *", "Name:"). */
export function cleanLabel(label: string): string {
  const text = cleanText(label, Number.POSITIVE_INFINITY).replace(/(\s*[:*])+$/, '');
  return clip(text, LABEL_MAX_LENGTH);
}

/**
 * Backslash-escapes every character CommonMark or GFM gives a meaning inline (an entity's `&`
 * too). The `:` of `://`, the dot of `www.` and every `@` are escaped so that an address in page
 * text does not become a GFM autolink.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>!|~@]|&(?=#?\w+;)|:(?=\/\/)/g, (char) => `\\${char}`)
    .replace(/\b(www)\./gi, '$1\\.');
}

/** Inline code that holds any text: the fence is longer than any backtick run inside. */
export function codeSpan(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // CommonMark strips one space on each side, so a value starting with a backtick keeps its own.
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export const bold = (text: string) => `**${escapeMarkdown(text)}**`;

/**
 * A page address fit to publish: only http(s), and without query string or fragment, which
 * often carry session tokens or one-time codes. A hash route (`#/settings`) is kept: it is the page.
 */
export function publicUrl(pageUrl: string): URL | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const hashRoute = url.hash.startsWith('#/') ? url.hash.replace(/\?.*$/, '') : '';
  url.search = '';
  url.hash = hashRoute;
  url.username = '';
  url.password = '';
  return url;
}

/** `[text](url)` with the characters that could end the destination early percent-encoded. */
export function markdownLink(text: string, url: URL): string {
  const destination = url.href.replace(
    /[()<>\s\\]/g,
    (char) =>
      // encodeURIComponent leaves parentheses alone, and they are what would end the link.
      `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${escapeMarkdown(text)}](${destination})`;
}
