/**
 * The article markdown conventions of spec 02 §5, shared by everything that renders an article:
 * step images `![Step N](stepN.png)`, external images `![External:{uuid}](filename)`, the demo GIF
 * `![Demo Gif](output.gif)`, and internal links `article:{uuid}`.
 */
export type ArticleImageRef =
  | { kind: 'step'; number: number }
  | { kind: 'external'; imageId: string }
  | { kind: 'demoGif' }
  | { kind: 'other'; url: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** What an image of the article's markdown points at. */
export function classifyImage(image: { url: string; alt: string }): ArticleImageRef {
  const external = /^External:\s*(\S+)$/i.exec(image.alt.trim());
  if (external?.[1] && isUuid(external[1])) return { kind: 'external', imageId: external[1].toLowerCase() };
  const step = /^step(\d{1,4})\.png$/i.exec(image.url.trim());
  if (step?.[1]) return { kind: 'step', number: Number(step[1]) };
  if (/^output\.gif$/i.test(image.url.trim())) return { kind: 'demoGif' };
  return { kind: 'other', url: image.url };
}

/** The article id of an `article:{uuid}` link; null for anything else (also an invalid id). */
export function internalArticleId(url: string): string | null {
  const match = /^article:(.+)$/i.exec(url.trim());
  return match?.[1] && isUuid(match[1]) ? match[1].toLowerCase() : null;
}

export const isInternalArticleLink = (url: string): boolean => /^article:/i.test(url.trim());
