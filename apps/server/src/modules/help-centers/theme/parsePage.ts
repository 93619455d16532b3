import { Parser } from 'htmlparser2';

/** What a page says about its brand, before any other file is fetched. */
export type PageHints = {
  themeColor: string | null;
  tileColor: string | null;
  manifestUrl: string | null;
  /** Custom properties and header rules of the page's own <style> elements and style attributes. */
  css: { primary: string | null; background: string | null; onBackground: string | null };
  header: { background: string | null; color: string | null };
  /** Logo candidates, best first, as absolute URLs. */
  logos: string[];
};

/** The page's own CSS read for colours: enough for any real site's theme, and a bound on the work. */
const MAX_CSS = 100_000;
/** A declaration longer than this is no colour (a data URL, a gradient list): skipped unread. */
const MAX_VALUE = 200;

const PRIMARY_PROPERTY = /^--[\w-]*(?:primary|brand|accent)[\w-]*$/i;
const BACKGROUND_PROPERTY = /^--[\w-]*(?:header-bg|header-background|navbar-bg|background|bg)[\w-]*$/i;
const ON_BACKGROUND_PROPERTY =
  /^--[\w-]*(?:on-background|on-primary|header-text|header-color|navbar-color)[\w-]*$/i;
const HEADER_SELECTOR =
  /(?:^|[\s>+~,])(?:header|\.header|#header|nav|\.navbar|\.site-header|\.topbar)(?![\w-])/i;

/** `property: value` pairs of a declaration block, in order; each looked at once. */
function declarations(block: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of block.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const value = part.slice(colon + 1).trim();
    if (value.length > MAX_VALUE) continue;
    pairs.push([part.slice(0, colon).trim().toLowerCase(), value]);
  }
  return pairs;
}

/** The colour part of `background: url(...) #fff no-repeat`, or the value itself. */
function colourOf(value: string): string {
  const parts = value.split(/\s+/);
  return parts.find((part) => /^(?:#|rgba?\()/i.test(part)) ?? value;
}

function declaration(block: string, property: 'background' | 'color'): string | null {
  for (const [name, value] of declarations(block.slice(0, MAX_CSS))) {
    if (property === 'color' ? name === 'color' : name === 'background' || name === 'background-color') {
      return colourOf(value);
    }
  }
  return null;
}

/**
 * One pass over the CSS, rule by rule (split at braces, no backtracking): custom properties that
 * name a brand colour, and the colours of rules whose selector is the site's header.
 */
function readCss(css: string, hints: PageHints): void {
  for (const rule of css.split('}')) {
    const open = rule.lastIndexOf('{');
    if (open < 0) continue;
    const selector = rule.slice(0, open).slice(-300);
    const body = rule.slice(open + 1);
    const isHeader = HEADER_SELECTOR.test(selector);
    for (const [name, value] of declarations(body)) {
      if (name.startsWith('--')) {
        if (PRIMARY_PROPERTY.test(name)) hints.css.primary ??= value;
        else if (ON_BACKGROUND_PROPERTY.test(name)) hints.css.onBackground ??= value;
        else if (BACKGROUND_PROPERTY.test(name)) hints.css.background ??= value;
      } else if (isHeader) {
        if (name === 'background' || name === 'background-color') hints.header.background ??= colourOf(value);
        if (name === 'color') hints.header.color ??= colourOf(value);
      }
    }
  }
}

const isLogoish = (text: string) => /logo|brand/i.test(text);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Reads the page's HTML once, streaming (htmlparser2: no DOM is built, so a large page costs its
 * length and no more). Relative addresses are resolved against the page's own URL.
 */
export function parsePage(html: string, pageUrl: string): PageHints {
  const absolute = (href: string | undefined) => {
    if (!href) return null;
    try {
      const url = new URL(href, pageUrl);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
    } catch {
      return null;
    }
  };
  const hints: PageHints = {
    themeColor: null,
    tileColor: null,
    manifestUrl: null,
    css: { primary: null, background: null, onBackground: null },
    header: { background: null, color: null },
    logos: [],
  };
  const headerLogos: string[] = [];
  const namedLogos: string[] = [];
  let ogImage: string | null = null;
  const icons: { url: string; size: number }[] = [];
  let css = '';
  let inStyle = false;
  // Open elements; `header` marks those that make their content the site's header.
  const stack: { name: string; header: boolean }[] = [];
  const inHeader = () => stack.some((element) => element.header);

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const header =
          name === 'header' || name === 'nav' || /\b(?:header|navbar|topbar)\b/i.test(attributes.class ?? '');
        // Void elements never close: they are not kept open.
        if (!VOID.has(name)) stack.push({ name, header });
        if (header) {
          const style = attributes.style ?? '';
          hints.header.background ??= declaration(style, 'background');
          hints.header.color ??= declaration(style, 'color');
        }
        if (name === 'style') inStyle = true;
        if (name === 'meta') {
          const key = (attributes.name ?? attributes.property ?? '').toLowerCase();
          if (key === 'theme-color' && !attributes.media?.includes('dark'))
            hints.themeColor ??= attributes.content ?? null;
          if (key === 'msapplication-tilecolor') hints.tileColor ??= attributes.content ?? null;
          if (key === 'og:image') ogImage ??= absolute(attributes.content);
        }
        if (name === 'link') {
          const rel = (attributes.rel ?? '').toLowerCase();
          if (rel.split(/\s+/).includes('manifest')) hints.manifestUrl ??= absolute(attributes.href);
          if (/icon/.test(rel)) {
            const url = absolute(attributes.href);
            const size = Number.parseInt(attributes.sizes ?? '', 10) || (rel.includes('apple') ? 180 : 16);
            if (url) icons.push({ url, size });
          }
        }
        if (name === 'img') {
          const url = absolute(attributes.src);
          if (!url) return;
          const described = `${attributes.src} ${attributes.alt ?? ''} ${attributes.class ?? ''} ${attributes.id ?? ''}`;
          if (inHeader() && (isLogoish(described) || headerLogos.length === 0)) {
            if (isLogoish(described)) headerLogos.unshift(url);
            else headerLogos.push(url);
          } else if (isLogoish(described)) namedLogos.push(url);
        }
      },
      ontext(text) {
        if (inStyle && css.length < MAX_CSS) css += text.slice(0, MAX_CSS - css.length);
      },
      onclosetag(name) {
        if (name === 'style') inStyle = false;
        const opened = stack.map((element) => element.name).lastIndexOf(name);
        if (opened >= 0) stack.length = opened;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  readCss(css, hints);
  const bestIcons = icons.sort((a, b) => b.size - a.size).map((icon) => icon.url);
  hints.logos = [...new Set([...headerLogos, ...namedLogos, ...(ogImage ? [ogImage] : []), ...bestIcons])];
  return hints;
}
