import type { Readable } from 'node:stream';
import { articleDownloadFilename, imageDescription } from '@support/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import { articleVersions, externalImages, steps } from '../../db/schema/articles';
import { forbidden } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { checkFeature, type PlanCatalogue } from '../billing';
import { findArticle } from './queries';
import { type ZipEntry, zipStream } from './zipStream';

/**
 * `GET /help-articles/{id}/download`: a zip of `article.md` and its images under the names the
 * markdown uses (spec 02 §5): `stepN.png`, `output.gif`, and each external image's filename, and a
 * narrated recording's audio (`audio.webm`, …; issue 17). Only
 * with DOWNLOADABLE_ARTICLES (403 FEATURE_NOT_AVAILABLE with the feature check otherwise).
 */
export async function downloadArticle(input: {
  db: Db;
  storage: Storage;
  plans: PlanCatalogue;
  actor: Actor;
  id: string;
  now: Date;
}): Promise<{ filename: string; zip: Readable }> {
  const { db, actor } = input;
  const article = await findArticle(db, actor, input.id);
  const check = await checkFeature({
    db,
    plans: input.plans,
    actor,
    now: input.now,
    feature: 'DOWNLOADABLE_ARTICLES',
  });
  if (!check.hasAccess) {
    throw forbidden(
      check.upgradeMessage ?? 'Downloading articles is not available',
      'FEATURE_NOT_AVAILABLE',
      check,
    );
  }
  const [version] = article.activeVersionId
    ? await db.select().from(articleVersions).where(eq(articleVersions.id, article.activeVersionId))
    : [];
  const [stepRows, images] = await Promise.all([
    version
      ? db
          .select({ index: steps.index, raw: steps.imageRawKey, processed: steps.imageProcessedKey })
          .from(steps)
          .where(
            and(eq(steps.organizationId, article.organizationId), eq(steps.articleVersionId, version.id)),
          )
          .orderBy(asc(steps.index))
      : Promise.resolve([]),
    db
      .select()
      .from(externalImages)
      .where(
        and(
          eq(externalImages.organizationId, article.organizationId),
          eq(externalImages.articleId, article.id),
        ),
      )
      .orderBy(asc(externalImages.createdAt)),
  ]);

  let markdown = version?.content ?? '';
  const files: { name: string; key: string }[] = [];
  const taken = new Set(['article.md']);
  const add = (name: string, key: string) => {
    files.push({ name, key });
    taken.add(name);
  };
  for (const step of stepRows) {
    const key = step.processed ?? step.raw;
    const name = `step${step.index + 1}.png`;
    if (key && !taken.has(name)) add(name, key);
  }
  const gifKey = version?.mediaOutput?.gifKey;
  if (typeof gifKey === 'string') add('output.gif', gifKey);
  // The narration as recorded, under its format's extension (audio.webm, audio.mp3, …).
  const audioKey = version?.hasAudio ? version.mediaOutput?.audioKey : undefined;
  if (typeof audioKey === 'string') add(audioKey.slice(audioKey.lastIndexOf('/') + 1), audioKey);
  for (const image of images) {
    let name = image.filename;
    // Two uploads with one name: the later one is renamed, and so are its links.
    if (taken.has(name)) name = name.replace(/(\.[^.]*)?$/, `-${image.id.slice(0, 8)}$1`);
    // Outside the product the id means nothing: the link's alt text becomes the image's description.
    const link = new RegExp(`!\\[External:\\s*${image.id}\\]\\(([^)\\s]*)(?:\\s+"([^"]*)")?\\)`, 'gi');
    markdown = markdown.replace(link, (_, url: string, title: string | undefined) => {
      const description = imageDescription({ alt: `External:${image.id}`, url, title });
      return `![${description.replace(/[[\]\\]/g, '')}](${name})`;
    });
    add(name, image.storageKey);
  }

  // The file stands on its own outside the product, so it carries its title as the first heading
  // (generated and written articles often start with their first step or paragraph).
  if (!/^\s*#\s/.test(markdown)) markdown = `# ${article.title.trim()}\n\n${markdown}`;

  // Opened before the first byte is sent, so a missing file is left out rather than breaking the zip.
  const opened = await Promise.all(files.map((file) => input.storage.open(file.key)));
  const entries: ZipEntry[] = [{ name: 'article.md', text: new TextEncoder().encode(markdown) }];
  files.forEach((file, i) => {
    const object = opened[i];
    if (object) entries.push({ name: file.name, file: object });
  });
  return { filename: articleDownloadFilename(article.title), zip: zipStream(entries, article.updatedAt) };
}
