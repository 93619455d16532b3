import { readFile } from 'node:fs/promises';
import { IMPORT_LIMITS } from '@support/shared';
import mammoth from 'mammoth';
import type { OpenedZip } from '../../lib/zip/readZip';
import { byTag, findAll, htmlToMarkdown, parseHtml, textOf } from './htmlToMarkdown';
import { type Source, type SourceArticle, skippedFile } from './source';

/**
 * Word files, one article each: the upload is one .docx, or a zip of them. mammoth turns a file
 * into HTML (its embedded images kept apart, by a name its markdown then uses), the HTML converter
 * into markdown. The title is the first heading, else the file's name.
 */
export async function readDocx(zip: OpenedZip, file: string): Promise<Source> {
  const single = zip.files.some((entry) => entry.path === 'word/document.xml');
  const skipped: Source['skipped'] = [];
  const articles: SourceArticle[] = [];
  const documents = single
    ? [{ path: 'document.docx', read: () => readFile(file) }]
    : zip.files
        .filter((entry) => /\.docx$/i.test(entry.path))
        .map((entry) => ({ path: entry.path, read: () => zip.read(entry, IMPORT_LIMITS.fileBytes) }));
  for (const document of documents) {
    const article = await convert(document.path, await document.read()).catch(() => null);
    if (article) articles.push(article);
    else skipped.push(skippedFile(document.path, 'UNREADABLE'));
  }
  return { groups: [], articles, skipped, file: async () => null };
}

async function convert(path: string, buffer: Buffer): Promise<SourceArticle | null> {
  const embedded: NonNullable<SourceArticle['embedded']> = new Map();
  const { value: html } = await mammoth.convertToHtml(
    { buffer },
    {
      convertImage: mammoth.images.imgElement(async (image) => {
        const bytes = Buffer.from(await image.readAsArrayBuffer());
        const extension = image.contentType.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png';
        const name = `image${embedded.size + 1}.${extension}`;
        embedded.set(name, { bytes, filename: name });
        return { src: name, alt: (image as { altText?: string }).altText ?? '' };
      }),
    },
  );
  const tree = parseHtml(html);
  const heading = findAll(tree, (element) => /^h[1-3]$/.test(element.tagName))[0];
  const title =
    (heading && textOf(heading).trim()) || (path.split('/').pop() ?? path).replace(/\.docx$/i, '');
  const markdown = await htmlToMarkdown(findAll(tree, byTag('body'))[0] ?? tree, title);
  if (!markdown) return null;
  return {
    path,
    sourceId: path,
    sourceUrl: null,
    title: title.slice(0, 200),
    markdown,
    tags: [],
    language: null,
    position: null,
    groupKey: null,
    translations: [],
    embedded,
  };
}
