/**
 * The public site's pages are rendered with this as their base (`/docs/{slug}` on the server), so
 * that every link the renderer made can be found again and made relative for the file system.
 */
export const OFFLINE_BASE = '/__offline-site__';
/** The origin the pages are rendered with (canonical links, structured data): dropped again, so those links are relative too. */
export const OFFLINE_ORIGIN = 'https://offline.invalid';

/** A stored image the pages show, and its file under images/. */
export type OfflineImage = { file: string; key: string };

const extensionOf = (key: string) => /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? 'png';

/**
 * Rewrites one rendered page for `file://`: article, group, search and home links to the export's
 * `.html` files relative to the page (`depth` folders below the root), the shared page's image
 * addresses to files under images/ (added to `images` from `keys`), anything else under the base
 * (other languages, feedback, answers: server features) to the home page.
 */
export function offlinePage(input: {
  html: string;
  depth: number;
  /** Storage keys by the image address's `steps/{id}`, `external/{id}`, `{sharingId}/demo.gif`. */
  keys: Map<string, string>;
  images: Map<string, OfflineImage>;
  logoKey: string | null;
}): string {
  const up = '../'.repeat(input.depth);
  const base = OFFLINE_BASE;
  const image = (id: string, key: string) => {
    const known = input.images.get(key);
    if (known) return `${up}${known.file}`;
    const file = `images/${id.replace(/[^a-z0-9-]/gi, '-')}.${extensionOf(key)}`;
    input.images.set(key, { file, key });
    return `${up}${file}`;
  };
  return input.html
    .replaceAll(OFFLINE_ORIGIN, '')
    .replace(
      /\/shared\/([^/"?]+)\/images\/(steps|external)\/([0-9a-f-]{36})(\?v=[^"]*)?/g,
      (whole, _sid, kind, id) => {
        const key = input.keys.get(`${kind}/${id}`);
        return key ? image(`${kind}-${id}`, key) : whole;
      },
    )
    .replace(/\/shared\/([^/"?]+)\/images\/demo\.gif(\?v=[^"]*)?/g, (whole, sid: string) => {
      const key = input.keys.get(`${sid}/demo.gif`);
      return key ? image(`gif-${sid}`, key) : whole;
    })
    .replaceAll(`${base}/logo`, input.logoKey ? image('logo', input.logoKey) : '')
    .replace(new RegExp(`${base}/articles/([a-z0-9-]+)(\\?[^"#]*)?`, 'g'), `${up}articles/$1.html`)
    .replace(new RegExp(`${base}/groups/([a-z0-9-]+)(\\?[^"#]*)?`, 'g'), `${up}groups/$1.html`)
    .replace(new RegExp(`${base}/search\\b`, 'g'), `${up}search.html`)
    .replace(new RegExp(`${base}(/[^"]*)?"`, 'g'), `${up}index.html"`);
}
