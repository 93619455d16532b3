import { imageDescription } from '@support/shared';
import MarkdownIt from 'markdown-it';
import Token from 'markdown-it/lib/token.mjs';
import footnote from 'markdown-it-footnote';
import { internalArticleId, isInternalArticleLink } from './conventions';
import { highlightCode } from './highlight';
import { taskLists } from './taskLists';
import { unclosedBrackets } from './unclosedBrackets';

export type RenderOptions = {
  /** The URL an image of the markdown is shown from; null drops the image. Default: as written. */
  resolveImage?: (image: { url: string; alt: string }) => string | null;
  /** Where an `article:{uuid}` link goes; null keeps only its text. Default: /articles/{uuid}. */
  resolveArticleLink?: (articleId: string) => string | null;
};

/**
 * CommonMark + GFM (tables, strikethrough, autolinks, task lists, footnotes) with markdown-it: a
 * single linear pass per block, about 150 ms per megabyte of prose where remark took seconds.
 * Raw HTML is not parsed (`html: false`), so a writer's `<Enter>` reads as typed and a `<script>`
 * is text; every attribute the renderer writes is escaped. Nesting is bounded at save
 * (bounds.ts: 32 levels, 64 of markdown-it's) below its `maxNesting` of 100, beyond which content would
 * silently be cut.
 */
const md = new MarkdownIt('default', { html: false, linkify: true, highlight: highlightCode });
md.use(footnote);
md.use(taskLists);
md.use(unclosedBrackets);
// GFM's strikethrough element (markdown-it writes <s>).
md.renderer.rules.s_open = () => '<del>';
md.renderer.rules.s_close = () => '</del>';
// Every URL reaches `rewriteInline`, which keeps a refused link's text (markdown-it would show
// the whole `[text](url)` source) and drops a refused image.
md.validateLink = () => true;

/**
 * Article markdown as safe HTML; with `excerpt`, also the plain text of its first paragraph that
 * has any (an Open Graph description), from the same parse.
 */
export function renderMarkdownWithExcerpt(
  markdown: string,
  options: RenderOptions = {},
  maxExcerptLength = 200,
): { html: string; excerpt: string } {
  const env = {};
  const tokens = md.parse(markdown, env);
  const excerpt = cutExcerpt(firstParagraphText(tokens), maxExcerptLength);
  return { html: md.renderer.render(rewriteBlocks(tokens, options), md.options, env), excerpt };
}

export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  const env = {};
  return md.renderer.render(rewriteBlocks(md.parse(markdown, env), options), md.options, env);
}

/** Plain text of the first paragraph that has any, cut at a word boundary: an Open Graph description. */
export function markdownExcerpt(markdown: string, maxLength = 200): string {
  return cutExcerpt(firstParagraphText(md.parse(markdown, {})), maxLength);
}

function rewriteBlocks(tokens: Token[], options: RenderOptions): Token[] {
  for (const token of tokens) {
    if (token.type === 'inline') token.children = rewriteInline(token.children ?? [], options);
  }
  // A paragraph that held only images that were dropped would be an empty gap.
  return tokens.filter((token, i) => {
    const paragraph =
      token.type === 'paragraph_open'
        ? i
        : token.type === 'inline'
          ? i - 1
          : token.type === 'paragraph_close'
            ? i - 2
            : -1;
    if (paragraph < 0 || tokens[paragraph]?.type !== 'paragraph_open') return true;
    const inline = tokens[paragraph + 1];
    if (inline?.type !== 'inline' || tokens[paragraph + 2]?.type !== 'paragraph_close') return true;
    return !inline.children!.every(isBlank);
  });
}

const isBlank = (token: Token) =>
  token.type === 'softbreak' ||
  token.type === 'hardbreak' ||
  (token.type === 'text' && !token.content.trim());

function rewriteInline(children: Token[], options: RenderOptions): Token[] {
  const kept: Token[] = [];
  // For each open link: whether its tags are kept (a refused link keeps only its text).
  const links: boolean[] = [];
  for (const token of children) {
    if (token.type === 'image') {
      const src = token.attrGet('src') ?? '';
      const url = options.resolveImage ? options.resolveImage({ url: src, alt: token.content }) : src;
      if (url === null || !isAllowedUrl(url, IMAGE_PROTOCOLS)) {
        // The only content of a link (`[![moon](moon.jpg)](/uri)`): its alt text keeps the link readable.
        const alt = imageDescription({ alt: token.content, url: src, title: token.attrGet('title') });
        if (links.at(-1) && alt.trim()) kept.push(textToken(alt));
        continue;
      }
      token.attrSet('src', url);
      describeUploadedImage(token, src);
      token.attrSet('loading', 'lazy');
      token.attrSet('decoding', 'async');
    } else if (token.type === 'link_open') {
      const url = isFileName(token, children) ? null : linkTarget(token.attrGet('href') ?? '', options);
      links.push(url !== null);
      if (url === null) continue;
      token.attrSet('href', url);
      if (/^https?:/i.test(url)) token.attrSet('rel', 'nofollow noopener noreferrer');
    } else if (token.type === 'link_close' && !links.pop()) {
      continue;
    }
    kept.push(token);
  }
  return kept;
}

function textToken(content: string): Token {
  const text = new Token('text', '', 0);
  text.content = content;
  return text;
}

/**
 * Linkify's fuzzy links take any word ending in a country's domain for a host: `README.md`,
 * `setup.py` and `config.sh` would send readers to Moldova, Paraguay and St Helena. Text without a
 * scheme or `www.` stays text when its last label is a common file extension.
 */
function isFileName(link: Token, children: Token[]): boolean {
  if (link.markup !== 'linkify' || link.info !== 'auto') return false;
  const text = children[children.indexOf(link) + 1]?.content ?? '';
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/|www\.)/i.test(text) || text.includes('@')) return false;
  const host = text.split(/[/?#:]/, 1)[0] ?? '';
  return FILE_EXTENSIONS.has(host.slice(host.lastIndexOf('.') + 1).toLowerCase());
}

// Top-level domains linkify knows (two-letter country codes and `pro`) that are as often file extensions.
const FILE_EXTENSIONS = new Set('ac ai am bz cc in la md mk ml mm mo pl pm pro ps py rs sh so tf'.split(' '));

/** An uploaded image's alt is the product's id for it; readers get its description (its title). */
function describeUploadedImage(image: Token, src: string): void {
  const title = image.attrGet('title');
  const description = imageDescription({ alt: image.content, url: src, title });
  if (description === image.content) return;
  image.children = [textToken(description)];
  // The description is the alt text now; as a title too it would be read out twice.
  image.attrs = (image.attrs ?? []).filter(([name]) => name !== 'title');
}

function linkTarget(href: string, options: RenderOptions): string | null {
  if (!isInternalArticleLink(href)) return isAllowedUrl(href, LINK_PROTOCOLS) ? href : null;
  const articleId = internalArticleId(href);
  if (!articleId) return null;
  return options.resolveArticleLink ? options.resolveArticleLink(articleId) : `/articles/${articleId}`;
}

// GitHub's choice (the schema rehype-sanitize and GitHub's own pages use).
const LINK_PROTOCOLS = new Set(['http', 'https', 'mailto', 'xmpp', 'irc', 'ircs']);
const IMAGE_PROTOCOLS = new Set(['http', 'https']);

/**
 * A relative URL, or one with an allowed scheme. The scheme is what comes before a colon that
 * precedes any `/`, `?` or `#`; markdown-it has already percent-encoded control characters, so
 * `jav&#x09;ascript:` arrives as the unknown scheme `jav%09ascript` and is refused.
 */
function isAllowedUrl(url: string, protocols: Set<string>): boolean {
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  for (const stop of ['/', '?', '#']) {
    const at = url.indexOf(stop);
    if (at !== -1 && at < colon) return true;
  }
  const scheme = url.slice(0, colon).toLowerCase();
  if (protocols.has(scheme)) return true;
  // What a browser would read as a scheme: escapes decoded, tabs, newlines and controls dropped
  // (WHATWG URL). Anything else before the colon (`foo)` of `[link](foo\)\:)`) makes it a path.
  return !/^[a-z][a-z\d+.-]*$/.test(browserScheme(scheme));
}

function browserScheme(scheme: string): string {
  let decoded = scheme;
  try {
    decoded = decodeURIComponent(scheme);
  } catch {
    // A malformed escape: the text as written.
  }
  let kept = '';
  for (const char of decoded) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) kept += char;
  }
  return kept;
}

function firstParagraphText(tokens: Token[]): string {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.type !== 'paragraph_open' || tokens[i + 1]?.type !== 'inline') continue;
    const text = plainText(tokens[i + 1]!.children ?? [])
      .replace(/\s+/g, ' ')
      .trim();
    if (text) return text;
  }
  return '';
}

function plainText(children: Token[]): string {
  let text = '';
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline') text += child.content;
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += ' ';
  }
  return text;
}

function cutExcerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
