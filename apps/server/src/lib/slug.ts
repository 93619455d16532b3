/**
 * A URL-safe slug from a name: lowercase ASCII words joined by dashes ("Über uns & FAQ" →
 * "uber-uns-faq"), at most `maxLength` characters, or `fallback` when nothing usable is left.
 */
export function slugify(name: string, options: { maxLength: number; fallback: string }): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, options.maxLength)
    .replace(/-+$/, '');
  return slug || options.fallback;
}
