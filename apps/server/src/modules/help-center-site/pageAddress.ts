import type { IncomingMessage } from 'node:http';
import { siteAddress } from './hosts';
import { type PageKey, pageKeyString } from './sitePages';

/**
 * Where a help center's pages start for this request: `/docs/{slug}`, DOCS_URL's prefix and slug,
 * or '' on the help center's own domain; under `/{locale}` in another of its languages. The routes
 * and the fast path both ask here, so a page is kept and found under one key.
 */
export function siteBase(request: IncomingMessage, slug: string, locale: string | undefined): string {
  const address = siteAddress(request);
  // On its own domain a help center starts at the root: '' before every path.
  const root = !address ? `/docs/${slug}` : address.prefix === null ? '' : `${address.prefix}/${slug}`;
  return locale ? `${root}/${locale}` : root;
}

/** The key a rendered page is kept under: the same page differs by the origin and base it links to. */
export const sitePageKey = (slug: string, origin: string, base: string, key: PageKey): string =>
  `${slug}\n${origin}\n${base}\n${pageKeyString(key)}`;
