/**
 * The Markdown archive format (issue 49; docs in /work/briefs/markdown-archive.md): what the
 * Markdown export writes and the Markdown import reads, so that export → import into an empty
 * organization gives the same help centers, groups, articles, tags, images and translations.
 * Pure constants and path/front-matter helpers only: no zip, no storage.
 */

export const ARCHIVE_MANIFEST_FILE = 'support-archive.json';
export const ARCHIVE_FORMAT = 'support-markdown-archive';
export const ARCHIVE_VERSION = 1;
/** A folder holding this file is a help center. */
export const HELP_CENTER_FILE = '_help-center.md';
/** A folder holding this file is a group (a folder without it is a group named after the folder). */
export const GROUP_FILE = '_group.md';
/** The organization export's folder of articles in no group. */
export const UNFILED_FOLDER = '_unfiled';
/** Images sit in this folder next to the articles that show them. */
export const IMAGES_FOLDER = 'images';
export const ARCHIVE_SLUG_MAX = 100;

export type ArchiveManifest = { format: typeof ARCHIVE_FORMAT; version: number; exportedAt: string };

export const archiveManifest = (exportedAt: Date): ArchiveManifest => ({
  format: ARCHIVE_FORMAT,
  version: ARCHIVE_VERSION,
  exportedAt: exportedAt.toISOString(),
});

/** A file name of the archive: lowercase [a-z0-9-], at most 100 characters ("Über uns" → "uber-uns"). */
export function archiveSlug(text: string, fallback = 'untitled'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARCHIVE_SLUG_MAX)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * A slug not yet in `taken` (which it joins): `invoices`, then `invoices-2`, … still within 100
 * characters. Names the archive gives meaning to (`images`, `_unfiled`) are never returned.
 */
export function uniqueArchiveSlug(wanted: string, taken: Set<string>): string {
  let slug = wanted;
  for (let n = 2; taken.has(slug) || slug === IMAGES_FOLDER; n++) {
    const suffix = `-${n}`;
    slug = `${wanted.slice(0, ARCHIVE_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  taken.add(slug);
  return slug;
}

export const articleFileName = (slug: string) => `${slug}.md`;
/** `<article-slug>.<lang>.md`: a translation of `<article-slug>.md`. */
export const translationFileName = (slug: string, language: string) => `${slug}.${language}.md`;

/** The relative path from a file in `fromFolder` to `toPath` (both `/`-separated, from the root). */
export function relativeArchivePath(fromFolder: string, toPath: string): string {
  const from = fromFolder.split('/').filter(Boolean);
  const to = toPath.split('/').filter(Boolean);
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

/** What front matter holds: strings, numbers, lists of strings and nested maps of them. */
export type FrontMatterValue =
  | string
  | number
  | boolean
  | string[]
  | { [key: string]: FrontMatterValue | undefined };
export type FrontMatter = { [key: string]: FrontMatterValue | undefined };

/** A YAML scalar: strings are double-quoted (JSON's escapes are YAML's), so no text changes type. */
const scalar = (value: string | number | boolean) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

function yamlLines(data: FrontMatter, indent: string): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      lines.push(value.length ? `${indent}${key}:` : `${indent}${key}: []`);
      for (const item of value) lines.push(`${indent}  - ${scalar(item)}`);
    } else if (typeof value === 'object') {
      const inner = yamlLines(value, `${indent}  `);
      lines.push(inner.length ? `${indent}${key}:` : `${indent}${key}: {}`, ...inner);
    } else {
      lines.push(`${indent}${key}: ${scalar(value)}`);
    }
  }
  return lines;
}

/** A markdown file with YAML front matter (`---` … `---`), undefined fields left out. */
export function withFrontMatter(data: FrontMatter, body: string): string {
  const text = body.replace(/^\s+/, '');
  return `---\n${yamlLines(data, '').join('\n')}\n---\n${text ? `\n${text}` : ''}${text.endsWith('\n') || !text ? '' : '\n'}`;
}
