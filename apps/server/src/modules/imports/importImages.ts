import { externalImageMarkdown } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { externalImages } from '../../db/schema';
import { probeImage } from '../../lib/images/probe';
import type { Storage } from '../../lib/storage';
import { assertQuota } from '../images/quota';
import { detectImageType, IMAGE_EXTENSIONS, imageFilename } from '../images/sniff';
import { resolveRef, type SourceArticle } from './source';

const SHARP_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** `![alt](target "title")` and `[text](target)`: the target without its title. */
const LINK = /(!?)\[([^\]\n]*)\]\(\s*(<[^>\n]*>|[^()\s]+)(?:\s+"[^"\n]*")?\s*\)/g;

export type ImageStore = {
  storage: Storage;
  quotaBytes: number;
  /** The bytes of an archive path (null when there is none). */
  file(path: string): Promise<Buffer | null>;
};

/**
 * The article's markdown with its relative links resolved: an image of the archive becomes an
 * external image of the article (stored like an upload, checked like one, counted in the quota),
 * a link to another imported file becomes `article:{id}`. What cannot be resolved stays as written.
 */
export async function resolveArticleLinks(input: {
  tx: Queryable;
  store: ImageStore;
  organizationId: string;
  articleId: string;
  article: SourceArticle;
  markdown: string;
  /** Article ids by their archive path. */
  idsByPath: Map<string, string>;
  /** The images stored for this article so far (its translations use the same ones), by path. */
  images: Map<string, string>;
  now: Date;
}): Promise<{ markdown: string; storedKeys: string[] }> {
  const { store, article, images } = input;
  const storedKeys: string[] = [];
  const replacements = new Map<string, string>();
  for (const match of input.markdown.matchAll(LINK)) {
    const [whole, bang, , target] = match;
    if (!target || replacements.has(whole)) continue;
    if (!bang) {
      const path = resolveRef(article.path, target);
      const id = path ? input.idsByPath.get(path) : undefined;
      const anchor = /#.*$/.exec(target)?.[0] ?? '';
      if (id) replacements.set(whole, whole.replace(target, `article:${id}${anchor}`));
      continue;
    }
    const embedded = article.embedded?.get(target);
    const path = embedded ? `embedded:${target}` : resolveRef(article.path, target);
    if (!path) continue;
    let markdown = images.get(path);
    if (!markdown) {
      const bytes = embedded?.bytes ?? (await store.file(path));
      const stored = bytes && (await storeImage({ ...input, bytes, filename: embedded?.filename ?? path }));
      if (!stored) continue;
      storedKeys.push(stored.key);
      markdown = stored.markdown;
      images.set(path, markdown);
    }
    replacements.set(whole, markdown);
  }
  let markdown = input.markdown;
  for (const [from, to] of replacements) markdown = markdown.split(from).join(to);
  return { markdown, storedKeys };
}

async function storeImage(input: {
  tx: Queryable;
  store: ImageStore;
  organizationId: string;
  articleId: string;
  bytes: Buffer;
  filename: string;
  now: Date;
}): Promise<{ key: string; markdown: string } | null> {
  const type = detectImageType(input.bytes);
  if (!type || !(await probeImage(input.bytes, SHARP_FORMATS[type])).ok) return null;
  try {
    await assertQuota({
      db: input.tx,
      organizationId: input.organizationId,
      quotaBytes: input.store.quotaBytes,
      adding: input.bytes.length,
    });
  } catch {
    return null; // past the quota the image stays a link to nothing; the article is still imported
  }
  const id = crypto.randomUUID();
  const key = `organizations/${input.organizationId}/articles/${input.articleId}/external/${id}${IMAGE_EXTENSIONS[type]}`;
  await input.store.storage.put(key, input.bytes, type);
  const filename = imageFilename(input.filename.split('/').pop(), type);
  await input.tx.insert(externalImages).values({
    id,
    organizationId: input.organizationId,
    articleId: input.articleId,
    filename,
    storageKey: key,
    contentType: type,
    size: input.bytes.length,
    createdAt: input.now,
  });
  return { key, markdown: externalImageMarkdown(id, filename) };
}

/** A re-import replaces the images the article had: the old rows go now, their files after commit. */
export async function dropArticleImages(tx: Queryable, organizationId: string, articleId: string) {
  return tx
    .delete(externalImages)
    .where(and(eq(externalImages.organizationId, organizationId), eq(externalImages.articleId, articleId)))
    .returning({ key: externalImages.storageKey });
}
