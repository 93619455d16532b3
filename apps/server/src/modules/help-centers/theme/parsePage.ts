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

const PRIMARY_VARIABLE = /--[\w-]*(?:primary|brand|accent)[\w-]*\s*:\s*([^;{}]+)/gi;
const BACKGROUND_VARIABLE =
  /--[\w-]*(?:header-bg|header-background|navbar-bg|background|bg)[\w-]*\s*:\s*([^;{}]+)/gi;
const ON_BACKGROUND_VARIABLE =
  /--[\w-]*(?:on-background|on-primary|header-text|header-color|navbar-color)[\w-]*\s*:\s*([^;{}]+)/gi;
const HEADER_RULE =
  /(?:^|[},\s])(?:header|\.header|#header|nav|\.navbar|\.site-header|\.topbar)[^{,]*\{([^}]*)\}/gi;

const firstMatch = (css: string, pattern: RegExp): string | null => {
  pattern.lastIndex = 0;
  const match = pattern.exec(css);
  return match?.[1]?.trim() ?? null;
};

function declaration(block: string, property: 'background' | 'color'): string | null {
  const pattern =
    property === 'color'
      ? /(?:^|;)\s*color\s*:\s*([^;]+)/i
      : /(?:^|;)\s*background(?:-color)?\s*:\s*([^;]+)/i;
  const value = pattern.exec(block)?.[1]?.trim() ?? null;
  // `background: url(...) #fff no-repeat` → the colour part.
  return value?.split(/\s+(?![^(]*\))/).find((part) => /^(#|rgb)/i.test(part)) ?? value;
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
        if (inStyle && css.length < 500_000) css += text;
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

  hints.css.primary = firstMatch(css, PRIMARY_VARIABLE);
  hints.css.background = firstMatch(css, BACKGROUND_VARIABLE);
  hints.css.onBackground = firstMatch(css, ON_BACKGROUND_VARIABLE);
  HEADER_RULE.lastIndex = 0;
  for (let rule = HEADER_RULE.exec(css); rule; rule = HEADER_RULE.exec(css)) {
    hints.header.background ??= declaration(rule[1]!, 'background');
    hints.header.color ??= declaration(rule[1]!, 'color');
  }
  const bestIcons = icons.sort((a, b) => b.size - a.size).map((icon) => icon.url);
  hints.logos = [...new Set([...headerLogos, ...namedLogos, ...(ogImage ? [ogImage] : []), ...bestIcons])];
  return hints;
}
