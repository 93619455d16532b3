import {
  type GroupTranslations,
  IMPORT_LIMITS,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@support/shared';
import type { OpenedZip, ZipFile } from '../../lib/zip/readZip';
import { type FrontMatter, listField, numberField, splitFrontMatter, stringField } from './frontMatter';
import { folderOf, type Source, type SourceArticle, type SourceGroup, skippedFile } from './source';

const isLanguage = (value: string): value is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** Folders that hold no articles of their own: images beside the articles, unfiled articles. */
const NOT_A_GROUP = new Set(['images', '_unfiled']);

/** The first `# heading` of a markdown text, for a file without a title in its front matter. */
const firstHeading = (body: string) => /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1]?.slice(0, 200) ?? null;

const nameOf = (path: string) => path.split('/').pop() ?? path;

/**
 * A zip in the Markdown archive format (docs: /work/briefs/markdown-archive.md, issue 49): folders
 * are groups (nested), `_group.md` names them, `_help-center.md` marks a help center's root,
 * `<slug>.<lang>.md` is a translation of `<slug>.md`, `images/` hold the images.
 */
export async function readMarkdownArchive(zip: OpenedZip): Promise<Source> {
  const skipped: Source['skipped'] = [];
  const texts = new Map<string, { data: FrontMatter; body: string }>();
  for (const file of zip.files) {
    if (!file.path.toLowerCase().endsWith('.md')) continue;
    if (file.size > IMPORT_LIMITS.textFileBytes) {
      skipped.push(skippedFile(file.path, 'TOO_LARGE'));
      continue;
    }
    texts.set(file.path, splitFrontMatter((await zip.read(file)).toString('utf8')));
  }
  const roots = new Set([...texts.keys()].filter((p) => nameOf(p) === '_help-center.md').map(folderOf));
  /** The folder's path below its help center's root ('' at a root or outside any). */
  const groupKeyOf = (folder: string): string | null => {
    let root = '';
    for (const candidate of roots)
      if (folder === candidate || folder.startsWith(`${candidate}/`)) root = candidate;
    const inside = folder.slice(root.length).replace(/^\//, '');
    if (!inside || inside.split('/').some((part) => NOT_A_GROUP.has(part))) return null;
    return folder;
  };

  const groups = new Map<string, SourceGroup>();
  const addGroup = (folder: string): string | null => {
    const key = groupKeyOf(folder);
    if (!key || groups.has(key)) return key;
    const parentKey = addGroup(folderOf(folder));
    const meta = texts.get(folder ? `${folder}/_group.md` : '_group.md')?.data ?? {};
    groups.set(key, {
      key,
      parentKey,
      name: stringField(meta, 'title', 200) ?? nameOf(folder),
      description: stringField(meta, 'description', 1000),
      position: numberField(meta, 'position'),
      translations: groupTranslations(meta),
    });
    return key;
  };

  const articles = new Map<string, SourceArticle>();
  const translations: [string, SupportedLanguage, { data: FrontMatter; body: string }][] = [];
  for (const [path, text] of texts) {
    const name = nameOf(path);
    if (name === '_group.md' || name === '_help-center.md') continue;
    const translation = /^(.+)\.([a-z]{2})\.md$/i.exec(name);
    const language = translation?.[2]?.toLowerCase();
    if (
      translation &&
      language &&
      isLanguage(language) &&
      texts.has(`${folderOf(path) ? `${folderOf(path)}/` : ''}${translation[1]}.md`)
    ) {
      translations.push([path.replace(/\.[a-z]{2}\.md$/i, '.md'), language, text]);
      continue;
    }
    const { data, body } = text;
    if (!body.trim()) {
      skipped.push(skippedFile(path, 'EMPTY'));
      continue;
    }
    articles.set(path, {
      path,
      sourceId: stringField(data, 'id', 200) ?? path,
      sourceUrl: null,
      title: stringField(data, 'title', 200) ?? firstHeading(body) ?? name.replace(/\.md$/i, ''),
      markdown: body.trim(),
      tags: listField(data, 'tags'),
      language: stringField(data, 'language', 10),
      position: numberField(data, 'position'),
      groupKey: addGroup(folderOf(path)),
      translations: [],
    });
  }
  for (const [sourcePath, language, { data, body }] of translations) {
    articles.get(sourcePath)?.translations.push({
      language,
      title: stringField(data, 'title', 200),
      markdown: body.trim(),
    });
  }
  const byPath = new Map<string, ZipFile>(zip.files.map((file) => [file.path, file]));
  return {
    groups: [...groups.values()],
    articles: [...articles.values()],
    skipped,
    file: async (path) => {
      const file = byPath.get(path);
      return file ? zip.read(file) : null;
    },
  };
}

function groupTranslations(meta: FrontMatter): GroupTranslations {
  const given = meta.translations;
  if (!given || typeof given !== 'object') return {};
  const result: GroupTranslations = {};
  for (const [language, value] of Object.entries(given as Record<string, unknown>)) {
    if (!isLanguage(language) || !value || typeof value !== 'object') continue;
    const name = stringField(value as FrontMatter, 'title', 200);
    if (name)
      result[language] = { name, description: stringField(value as FrontMatter, 'description', 1000) };
  }
  return result;
}
