import type { ImportKind, ImportReportItem } from '@support/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Db, Tx } from '../../db/client';
import {
  articles,
  articleTags,
  articleTranslations,
  articleVersions,
  helpCenterRedirects,
  importedArticles,
  organizationTags,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { assertRenderableMarkdown } from '../../lib/markdown';
import { recordRevision } from '../article-revisions/record';
import { articleUpdated } from '../articles/changes';
import type { PlanCatalogue } from '../billing';
import { consumeFeature } from '../billing';
import { sourceHash } from '../translations/source';
import { dropArticleImages, type ImageStore, resolveArticleLinks } from './importImages';
import type { SourceArticle } from './source';

export type ArticleTarget = {
  db: Db;
  changes: ChangeBus;
  plans: PlanCatalogue;
  store: ImageStore;
  organizationId: string;
  creatorId: string | null;
  importId: string;
  kind: ImportKind;
  sourceLanguage: string;
  idsByPath: Map<string, string>;
  /** The help center the old addresses redirect on, and each article's old address there. */
  helpCenterId: string | null;
  redirectOf: (article: SourceArticle) => string | null;
  now: Date;
};

/** Thrown inside the transaction to undo it, with the reason the report gives. */
class Skip extends Error {
  constructor(readonly reason: NonNullable<ImportReportItem['reason']>) {
    super(reason);
  }
}

/**
 * One source article in one transaction: a new article (taking its unit of the plan's article
 * limits) or the one an earlier import made from the same source, with its text, tags,
 * translations and images replaced. Past the plan's limit, or with text the renderer refuses, it is
 * skipped and nothing of it stays.
 */
export async function writeArticle(
  target: ArticleTarget,
  article: SourceArticle,
  existingId: string | undefined,
  groupId: string | null,
): Promise<ImportReportItem> {
  const { organizationId, now } = target;
  const articleId = target.idsByPath.get(article.path)!;
  const storedKeys: string[] = [];
  const images = new Map<string, string>();
  const redirect = target.helpCenterId ? target.redirectOf(article) : null;
  let dropped: { key: string }[] = [];
  try {
    await target.changes.transaction(target.db, async (tx, record) => {
      if (!existingId) {
        const usage = { db: tx, plans: target.plans, organizationId, now };
        try {
          await consumeFeature({ ...usage, feature: 'ARTICLES_TOTAL' });
          await consumeFeature({ ...usage, feature: 'ARTICLES_MONTHLY' });
        } catch (error) {
          if (error instanceof AppError && error.code === 'LIMIT_REACHED') throw new Skip('PLAN_LIMIT');
          throw error;
        }
        await tx.insert(articles).values({
          id: articleId,
          organizationId,
          creatorId: target.creatorId,
          title: article.title,
          articleType: 'FREEFORM_TEXT',
          publicGroupId: groupId,
          sortOrder: article.position ?? 0,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        dropped = await dropArticleImages(tx, organizationId, articleId);
      }
      const resolve = async (markdown: string) => {
        const resolved = await resolveArticleLinks({ ...target, tx, articleId, article, markdown, images });
        storedKeys.push(...resolved.storedKeys);
        try {
          assertRenderableMarkdown(resolved.markdown);
        } catch {
          throw new Skip('CONTENT_TOO_COMPLEX');
        }
        return resolved.markdown;
      };
      const content = await resolve(article.markdown);
      const versionId = await writeVersion(tx, target, article, articleId, content, existingId, groupId);
      await writeTags(tx, organizationId, articleId, article.tags, now);
      for (const translation of article.translations) {
        const values = {
          title: translation.title,
          content: await resolve(translation.markdown),
          state: 'EDITED' as const,
          sourceHash: sourceHash({ title: article.title, content }),
          staleSince: null,
          updatedAt: now,
        };
        await tx
          .insert(articleTranslations)
          .values({ organizationId, articleId, language: translation.language, ...values })
          .onConflictDoUpdate({
            target: [articleTranslations.articleId, articleTranslations.language],
            set: values,
          });
      }
      await tx
        .insert(importedArticles)
        .values({
          organizationId,
          articleId,
          kind: target.kind,
          sourceId: article.sourceId,
          sourcePath: article.path,
          sourceUrl: article.sourceUrl,
          lastImportId: target.importId,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: importedArticles.articleId,
          set: {
            sourcePath: article.path,
            sourceUrl: article.sourceUrl,
            lastImportId: target.importId,
            updatedAt: now,
          },
        });
      if (redirect && target.helpCenterId) {
        await tx
          .insert(helpCenterRedirects)
          .values({
            helpCenterId: target.helpCenterId,
            path: redirect,
            organizationId,
            articleId,
            createdAt: now,
          })
          .onConflictDoUpdate({
            target: [helpCenterRedirects.helpCenterId, helpCenterRedirects.path],
            set: { articleId, organizationId },
          });
      }
      await record(articleUpdated({ id: articleId, organizationId }, { textOfVersion: versionId }));
      await recordRevision(tx, {
        organizationId,
        articleId,
        authorId: target.creatorId,
        kind: 'save',
        now,
        changed: { title: true, content: true },
      });
    });
  } catch (error) {
    await Promise.all(storedKeys.map((key) => target.store.storage.delete(key)));
    if (error instanceof Skip) return item(article, 'SKIPPED', error.reason, null, null);
    throw error;
  }
  await Promise.all(dropped.map(({ key }) => target.store.storage.delete(key)));
  return item(article, existingId ? 'UPDATED' : 'IMPORTED', null, articleId, redirect);
}

const item = (
  article: SourceArticle,
  outcome: ImportReportItem['outcome'],
  reason: ImportReportItem['reason'],
  articleId: string | null,
  redirect: string | null,
): ImportReportItem => ({ path: article.path, outcome, reason, articleId, title: article.title, redirect });

async function writeVersion(
  tx: Tx,
  target: ArticleTarget,
  article: SourceArticle,
  articleId: string,
  content: string,
  existingId: string | undefined,
  groupId: string | null,
): Promise<string> {
  const { organizationId, now } = target;
  const language = article.language ?? target.sourceLanguage;
  if (existingId) {
    const [row] = await tx
      .update(articles)
      .set({ title: article.title, publicGroupId: groupId, updatedAt: now })
      .where(and(eq(articles.id, articleId), eq(articles.organizationId, organizationId)))
      .returning({ activeVersionId: articles.activeVersionId });
    if (row?.activeVersionId) {
      await tx.update(articleVersions).set({ content }).where(eq(articleVersions.id, row.activeVersionId));
      return row.activeVersionId;
    }
  }
  const [version] = await tx
    .insert(articleVersions)
    .values({
      organizationId,
      articleId,
      version: 1,
      language,
      content,
      contentType: 'DESCRIPTIVE_GUIDE',
      finishedAt: now,
      createdAt: now,
    })
    .returning({ id: articleVersions.id });
  await tx.update(articles).set({ activeVersionId: version!.id }).where(eq(articles.id, articleId));
  return version!.id;
}

async function writeTags(
  tx: Tx,
  organizationId: string,
  articleId: string,
  names: string[],
  now: Date,
): Promise<void> {
  await tx
    .delete(articleTags)
    .where(and(eq(articleTags.organizationId, organizationId), eq(articleTags.articleId, articleId)));
  if (names.length === 0) return;
  await tx
    .insert(organizationTags)
    .values(names.map((name) => ({ organizationId, name, createdAt: now })))
    .onConflictDoNothing();
  const tags = await tx
    .select({ id: organizationTags.id })
    .from(organizationTags)
    .where(and(eq(organizationTags.organizationId, organizationId), inArray(organizationTags.name, names)));
  await tx.insert(articleTags).values(tags.map((tag) => ({ organizationId, articleId, tagId: tag.id })));
}
