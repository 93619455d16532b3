import { randomBytes } from 'node:crypto';
import { slugify } from '../../lib/slug';

/** Paths the public site and the app answer themselves: never a help center's slug. */
const RESERVED = new Set([
  'shared',
  'docs',
  'v1',
  'api',
  'downloads',
  'assets',
  'static',
  'favicon.ico',
  'robots.txt',
  'manifest.webmanifest',
  'sitemap.xml',
  'admin',
  'login',
  'register',
]);
const MAX_LENGTH = 60;

/** Whether the public site or the app answers this path itself. */
export const isReservedSlug = (slug: string) => RESERVED.has(slug);

/**
 * A URL-safe slug from a help center's name: letters without accents, digits and dashes, e.g.
 * "Über uns & FAQ" → "uber-uns-faq". A name with nothing usable gets "help-center".
 */
export function slugFromName(name: string): string {
  const base = slugify(name, { maxLength: MAX_LENGTH, fallback: 'help-center' });
  return RESERVED.has(base) ? `${base}-help` : base;
}

/** The n-th candidate when a slug is taken: the slug with a short random suffix. */
export function slugCandidate(slug: string, attempt: number): string {
  if (attempt === 0) return slug;
  const suffix = randomBytes(3).toString('hex');
  return `${slug.slice(0, MAX_LENGTH - suffix.length - 1)}-${suffix}`;
}
