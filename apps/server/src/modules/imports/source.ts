import type { GroupTranslations, ImportReportItem, SupportedLanguage } from '@support/shared';

/**
 * What an importer reads from an archive, whatever its kind: groups by their folder (`key`), and
 * articles in markdown whose relative links and images still point at paths of the archive (the
 * writer resolves them once every article has its id).
 */
export type SourceGroup = {
  key: string;
  parentKey: string | null;
  name: string;
  description: string | null;
  position: number | null;
  translations: GroupTranslations;
};

export type SourceTranslation = { language: SupportedLanguage; title: string | null; markdown: string };

export type SourceArticle = {
  /** The file the article came from; links and images are relative to it. */
  path: string;
  /** The source's id (front matter `id`, a Confluence page id) or the path: re-imports match on it. */
  sourceId: string;
  sourceUrl: string | null;
  title: string;
  markdown: string;
  tags: string[];
  language: string | null;
  position: number | null;
  groupKey: string | null;
  translations: SourceTranslation[];
  /** Images the converter found inside the file itself (a .docx's), by the name its markdown uses. */
  embedded?: Map<string, { bytes: Buffer; filename: string }>;
};

export type Source = {
  groups: SourceGroup[];
  articles: SourceArticle[];
  /** Files found but not importable (too large, unreadable), already as report lines. */
  skipped: ImportReportItem[];
  /** The bytes of an archive file by its path, or null when there is none (bounded by the zip). */
  file(path: string): Promise<Buffer | null>;
};

export const skippedFile = (path: string, reason: ImportReportItem['reason']): ImportReportItem => ({
  path,
  outcome: 'SKIPPED',
  reason,
  articleId: null,
  title: null,
  redirect: null,
});

/** The folder of a path ('' at the root). */
export const folderOf = (path: string): string => path.split('/').slice(0, -1).join('/');

/**
 * The archive path a relative reference of the file at `from` points at, or null for an absolute
 * address, an anchor of the same page, or one that climbs out of the archive.
 */
export function resolveRef(from: string, ref: string): string | null {
  const bare = ref.trim().replace(/^<|>$/g, '').split(/[?#]/)[0] ?? '';
  if (!bare || /^[a-z][a-z0-9+.-]*:/i.test(bare) || bare.startsWith('/') || bare.startsWith('//'))
    return null;
  let decoded: string;
  try {
    decoded = decodeURI(bare);
  } catch {
    return null;
  }
  const parts = folderOf(from).split('/').filter(Boolean);
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(segment);
  }
  return parts.join('/');
}
