import type { Readable } from 'node:stream';
import {
  ARCHIVE_MANIFEST_FILE,
  archiveManifest,
  GROUP_FILE,
  HELP_CENTER_FILE,
  IMAGES_FOLDER,
  translationFileName,
  withFrontMatter,
} from '@support/shared';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { type ZipEntry, zipStream } from '../articles/zipStream';
import { type ArchiveImage, rewriteForArchive } from './archiveLinks';
import { type ArchivePlan, articlePathOf, planArchive } from './archivePlan';
import { loadArticleBatch } from './loadArticles';

/** Articles read from the database at once: the memory an export holds is about one batch. */
const BATCH = 50;

const text = (name: string, content: string): ZipEntry => ({ name, text: new TextEncoder().encode(content) });
const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/**
 * The archive's files in order (docs: the Markdown archive format), made as the zip is written:
 * the manifest, help centers and groups first, then the articles a batch at a time, each followed by
 * the images it shows (opened just before they are copied; a missing file is left out).
 */
async function* archiveEntries(input: {
  db: Db;
  storage: Storage;
  organizationId: string;
  plan: ArchivePlan;
  now: Date;
}): AsyncGenerator<ZipEntry> {
  const { plan } = input;
  yield text(ARCHIVE_MANIFEST_FILE, `${JSON.stringify(archiveManifest(input.now), null, 2)}\n`);
  for (const center of plan.helpCenters) {
    const front = { title: center.name, slug: center.slug, language: center.language };
    yield text(join(center.folder, HELP_CENTER_FILE), withFrontMatter(front, center.description ?? ''));
  }
  for (const group of plan.groups) {
    const translations = Object.fromEntries(
      Object.entries(group.translations).map(([language, t]) => [
        language,
        { title: t?.name ?? group.name, description: t?.description ?? undefined },
      ]),
    );
    const front = {
      title: group.name,
      description: group.description ?? undefined,
      position: group.position,
      translations: Object.keys(translations).length ? translations : undefined,
    };
    yield text(join(group.folder, GROUP_FILE), withFrontMatter(front, ''));
  }

  const pathOf = (id: string) => {
    const article = plan.articles.get(id);
    return article ? articlePathOf(article) : undefined;
  };
  const imageNames = new Map<string, Set<string>>();
  const all = [...plan.articles.values()];
  for (let start = 0; start < all.length; start += BATCH) {
    const batch = all.slice(start, start + BATCH);
    const loaded = await loadArticleBatch(
      input.db,
      input.organizationId,
      batch.map((a) => a.id),
    );
    for (const planned of batch) {
      const article = loaded.get(planned.id);
      if (!article) continue; // deleted since the plan was read
      const { folder, slug } = planned;
      const images = new Map<string, ArchiveImage>();
      const taken = imageNames.get(folder) ?? imageNames.set(folder, new Set()).get(folder)!;
      const rewrite = (markdown: string) =>
        rewriteForArchive({ markdown, slug, folder, media: article.media, images, taken, pathOf });
      const front = {
        title: article.title,
        slug,
        tags: article.tags,
        language: article.language ?? undefined,
        position: planned.position,
        id: article.id,
      };
      yield text(articlePathOf(planned), withFrontMatter(front, rewrite(article.content)));
      for (const translation of article.translations) {
        yield text(
          join(folder, translationFileName(slug, translation.language)),
          withFrontMatter({ title: translation.title ?? article.title }, rewrite(translation.content)),
        );
      }
      for (const image of images.values()) {
        const file = await input.storage.open(image.key);
        if (file) yield { name: join(folder, `${IMAGES_FOLDER}/${image.name}`), file };
      }
    }
  }
}

/**
 * A Markdown archive of the organization (no `helpCenterId`) or of one of its help centers, as a
 * zip stream; null when that help center is not the organization's. Refused with EXPORT_TOO_LARGE
 * (413) before the first byte when it would hold more than `maxArticles`.
 */
export async function exportMarkdownArchive(input: {
  db: Db;
  storage: Storage;
  organizationId: string;
  helpCenterId?: string;
  now: Date;
  maxArticles?: number;
}): Promise<{ filename: string; zip: Readable } | null> {
  const plan = await planArchive(input);
  if (!plan) return null;
  const day = input.now.toISOString().slice(0, 10);
  const name = input.helpCenterId ? (plan.helpCenters[0]?.slug ?? 'help-center') : 'organization';
  return {
    filename: `${name}-markdown-${day}.zip`,
    zip: zipStream(archiveEntries({ ...input, plan }), input.now),
  };
}
