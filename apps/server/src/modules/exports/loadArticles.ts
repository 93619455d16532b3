import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  articleTags,
  articleTranslations,
  articleVersions,
  externalImages,
  organizationTags,
  steps,
} from '../../db/schema';
import type { ArticleMedia } from './archiveLinks';

export type ExportedArticle = {
  id: string;
  title: string;
  language: string | null;
  content: string;
  tags: string[];
  translations: { language: string; title: string | null; content: string }[];
  media: ArticleMedia;
};

/**
 * A batch of the organization's articles with what the archive writes of them: the shown
 * version's text and language, tag names, translations (not the untranslated copies, which readers
 * never see either) and the storage keys of their images. Six queries per batch, whatever its size.
 */
export async function loadArticleBatch(
  db: Db,
  organizationId: string,
  ids: string[],
): Promise<Map<string, ExportedArticle>> {
  const result = new Map<string, ExportedArticle>();
  if (!ids.length) return result;
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      versionId: articleVersions.id,
      language: articleVersions.language,
      content: articleVersions.content,
      mediaOutput: articleVersions.mediaOutput,
    })
    .from(articles)
    .leftJoin(
      articleVersions,
      and(
        eq(articleVersions.id, articles.activeVersionId),
        eq(articleVersions.organizationId, organizationId),
      ),
    )
    .where(and(eq(articles.organizationId, organizationId), inArray(articles.id, ids)));
  const versionIds = rows.flatMap((row) => (row.versionId ? [row.versionId] : []));
  const [stepRows, uploads, tags, translations] = await Promise.all([
    versionIds.length
      ? db
          .select({
            versionId: steps.articleVersionId,
            index: steps.index,
            raw: steps.imageRawKey,
            processed: steps.imageProcessedKey,
          })
          .from(steps)
          .where(and(eq(steps.organizationId, organizationId), inArray(steps.articleVersionId, versionIds)))
      : Promise.resolve([]),
    db
      .select()
      .from(externalImages)
      .where(and(eq(externalImages.organizationId, organizationId), inArray(externalImages.articleId, ids))),
    db
      .select({ articleId: articleTags.articleId, name: organizationTags.name })
      .from(articleTags)
      .innerJoin(organizationTags, eq(organizationTags.id, articleTags.tagId))
      .where(and(eq(articleTags.organizationId, organizationId), inArray(articleTags.articleId, ids)))
      .orderBy(asc(organizationTags.name)),
    db
      .select({
        articleId: articleTranslations.articleId,
        language: articleTranslations.language,
        title: articleTranslations.title,
        content: articleTranslations.content,
      })
      .from(articleTranslations)
      .where(
        and(
          eq(articleTranslations.organizationId, organizationId),
          inArray(articleTranslations.articleId, ids),
          ne(articleTranslations.state, 'NOT_TRANSLATED'),
        ),
      )
      .orderBy(asc(articleTranslations.language)),
  ]);

  for (const row of rows) {
    const gifKey = row.mediaOutput?.gifKey;
    result.set(row.id, {
      id: row.id,
      title: row.title,
      language: row.language,
      content: row.content ?? '',
      tags: [],
      translations: [],
      media: { steps: new Map(), uploads: new Map(), gifKey: typeof gifKey === 'string' ? gifKey : null },
    });
  }
  const byVersion = new Map(rows.map((row) => [row.versionId, row.id]));
  for (const step of stepRows) {
    const key = step.processed ?? step.raw;
    const article = result.get(byVersion.get(step.versionId) ?? '');
    if (key && article) article.media.steps.set(step.index, key);
  }
  for (const upload of uploads) {
    result
      .get(upload.articleId)
      ?.media.uploads.set(upload.id, { filename: upload.filename, key: upload.storageKey });
  }
  for (const tag of tags) result.get(tag.articleId)?.tags.push(tag.name);
  for (const translation of translations) result.get(translation.articleId)?.translations.push(translation);
  return result;
}
