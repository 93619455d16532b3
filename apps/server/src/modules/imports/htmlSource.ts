import { IMPORT_LIMITS } from '@support/shared';
import type { Element } from 'hast';
import type { OpenedZip, ZipFile } from '../../lib/zip/readZip';
import { byId, byTag, findAll, htmlToMarkdown, parseHtml, textOf, titleOf } from './htmlToMarkdown';
import {
  folderOf,
  resolveRef,
  type Source,
  type SourceArticle,
  type SourceGroup,
  skippedFile,
} from './source';

const isPage = (path: string) => /\.html?$/i.test(path);
const nameOf = (path: string) => path.split('/').pop() ?? path;

/** The archive's files by path, read on demand through the zip's bounds. */
function fileReader(zip: OpenedZip): Source['file'] {
  const byPath = new Map<string, ZipFile>(zip.files.map((file) => [file.path, file]));
  return async (path) => {
    const file = byPath.get(path);
    return file ? zip.read(file) : null;
  };
}

async function readPages(zip: OpenedZip, skipped: Source['skipped']) {
  const pages: { path: string; html: string }[] = [];
  for (const file of zip.files) {
    if (!isPage(file.path)) continue;
    if (file.size > IMPORT_LIMITS.textFileBytes) skipped.push(skippedFile(file.path, 'TOO_LARGE'));
    else pages.push({ path: file.path, html: (await zip.read(file)).toString('utf8') });
  }
  return pages;
}

/** A zip of HTML pages: each page an article (title from `<title>` or `<h1>`), folders are groups. */
export async function readHtmlArchive(zip: OpenedZip): Promise<Source> {
  const skipped: Source['skipped'] = [];
  const groups = new Map<string, SourceGroup>();
  const addGroup = (folder: string): string | null => {
    if (!folder) return null;
    if (!groups.has(folder)) {
      const parentKey = addGroup(folderOf(folder));
      groups.set(folder, {
        key: folder,
        parentKey,
        name: nameOf(folder),
        description: null,
        position: null,
        translations: {},
      });
    }
    return folder;
  };
  const articles: SourceArticle[] = [];
  for (const page of await readPages(zip, skipped)) {
    const tree = parseHtml(page.html);
    const title = titleOf(tree) ?? nameOf(page.path).replace(/\.html?$/i, '');
    const body = findAll(tree, byTag('body'))[0] ?? tree;
    const markdown = await htmlToMarkdown(body, title);
    if (!markdown) {
      skipped.push(skippedFile(page.path, 'EMPTY'));
      continue;
    }
    articles.push({
      path: page.path,
      sourceId: page.path,
      sourceUrl: page.path,
      title,
      markdown,
      tags: [],
      language: null,
      position: null,
      groupKey: addGroup(folderOf(page.path)),
      translations: [],
    });
  }
  return { groups: [...groups.values()], articles, skipped, file: fileReader(zip) };
}

/** Confluence names a page `Title_123456.html` (older exports `123456.html`): the number is its id. */
const pageIdOf = (path: string) => /(?:^|_)(\d+)\.html?$/i.exec(nameOf(path))?.[1] ?? null;

/** The pages above this one, from the space's breadcrumbs (the space's home page left out). */
function parentsOf(tree: ReturnType<typeof parseHtml>, path: string): string[] {
  const trail = findAll(tree, byId('breadcrumbs'))[0];
  if (!trail) return [];
  return findAll(trail, byTag('a'))
    .map((link: Element) => resolveRef(path, String(link.properties.href ?? '')))
    .filter((target): target is string => !!target && nameOf(target) !== 'index.html');
}

/**
 * A Confluence space export (its HTML zip): every page but the space's `index.html` is an article;
 * a page with pages below it is also a group holding them (the breadcrumbs give the tree), its
 * attachments (`attachments/{pageId}/{file}`) are images like any other relative image.
 */
export async function readConfluenceExport(zip: OpenedZip): Promise<Source> {
  const skipped: Source['skipped'] = [];
  const parsed = (await readPages(zip, skipped))
    .filter((page) => nameOf(page.path) !== 'index.html')
    .map((page) => ({ ...page, tree: parseHtml(page.html) }));
  const titles = new Map<string, string>();
  for (const page of parsed) titles.set(page.path, confluenceTitle(page.tree) ?? nameOf(page.path));
  const groups = new Map<string, SourceGroup>();
  const articles: SourceArticle[] = [];
  for (const page of parsed) {
    const parents = parentsOf(page.tree, page.path);
    parents.forEach((parent, depth) => {
      if (groups.has(parent)) return;
      groups.set(parent, {
        key: parent,
        parentKey: parents[depth - 1] ?? null,
        name: titles.get(parent) ?? nameOf(parent),
        description: null,
        position: null,
        translations: {},
      });
    });
    const title = titles.get(page.path)!;
    const content = findAll(page.tree, byId('main-content'))[0] ?? findAll(page.tree, byTag('body'))[0];
    const markdown = content ? await htmlToMarkdown(content, title) : '';
    if (!markdown) {
      skipped.push(skippedFile(page.path, 'EMPTY'));
      continue;
    }
    articles.push({
      path: page.path,
      sourceId: pageIdOf(page.path) ?? page.path,
      sourceUrl: page.path,
      title,
      markdown,
      tags: [],
      language: null,
      position: null,
      groupKey: parents.at(-1) ?? null,
      translations: [],
    });
  }
  // Parents first, as the writer makes them.
  const ordered = [...groups.values()].sort((a, b) => depthOf(groups, a) - depthOf(groups, b));
  return { groups: ordered, articles, skipped, file: fileReader(zip) };
}

function depthOf(groups: Map<string, SourceGroup>, group: SourceGroup): number {
  let depth = 0;
  for (let at = group.parentKey; at && depth < 100; at = groups.get(at)?.parentKey ?? null) depth++;
  return depth;
}

/** "Space : Page title" in the title heading, or the page's `<title>`, without the space's name. */
function confluenceTitle(tree: ReturnType<typeof parseHtml>): string | null {
  const heading = findAll(tree, byId('title-text'))[0] ?? findAll(tree, byId('title-heading'))[0];
  const text = (heading ? textOf(heading) : (titleOf(tree) ?? '')).trim();
  const title = text.includes(' : ') ? text.slice(text.indexOf(' : ') + 3).trim() : text;
  return title ? title.slice(0, 200) : null;
}
