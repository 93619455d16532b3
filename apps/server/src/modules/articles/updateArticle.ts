import { articleStatus, type RevisionChanges, type UpdateArticleTagsRequest } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db, Tx } from '../../db/client';
import { organizationTags } from '../../db/schema';
import { articles, articleTags, articleVersions } from '../../db/schema/articles';
import { badRequest, conflict } from '../../lib/errors';
import { assertRenderableMarkdown } from '../../lib/markdown';
import { recordRevision } from '../article-revisions/record';
import { assertNotStale } from '../article-revisions/stale';
import { articleUpdated } from './changes';
import { articleNotFound, articleOf } from './policy';
import { findArticle } from './queries';
import { emitArticleEvent } from './webhookEvents';

type Edit = {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  id: string;
  now: Date;
  /** The editor's `latestRevision.updatedAt` when it loaded the article (stale-save check). */
  baseRevisionAt?: string | null;
};

/**
 * Every save of an article: refused when stale, recorded as a revision when it changed something,
 * and told to the webhooks that asked for `article.updated`.
 */
async function saveRevision(
  tx: Tx,
  input: Edit,
  article: { organizationId: string; id: string; title: string },
  kind: 'save' | 'ai-edit',
  changed: RevisionChanges,
): Promise<void> {
  const on = { organizationId: article.organizationId, articleId: article.id };
  await assertNotStale(tx, { ...on, userId: input.actor.userId, baseRevisionAt: input.baseRevisionAt });
  await recordRevision(tx, { ...on, authorId: input.actor.userId, kind, now: input.now, changed });
  await emitArticleEvent(tx, 'article.updated', article, input.now);
}

/**
 * `PUT /help-articles/{id}` {content}: new text for the active version. Not while a recording is
 * still being written or after it failed: the generator would overwrite it, and the editor is
 * hidden then (spec 02 §4 "Editing"). Content the renderer cannot handle in bounds is refused
 * (400 CONTENT_TOO_COMPLEX); the change event has the new content rendered for the public pages.
 */
export async function updateArticleContent(
  input: Edit & { content: string; aiEdit?: boolean },
): Promise<void> {
  assertRenderableMarkdown(input.content);
  const article = await findArticle(input.db, input.actor, input.id);
  const [version] = article.activeVersionId
    ? await input.db
        .select({ failureReason: articleVersions.failureReason, finishedAt: articleVersions.finishedAt })
        .from(articleVersions)
        .where(eq(articleVersions.id, article.activeVersionId))
    : [];
  if (
    !version ||
    articleStatus({ articleType: article.articleType, activeArticleVersion: version }) !== 'finished'
  ) {
    throw conflict(
      'This article cannot be edited while it is being generated or after it failed',
      'ARTICLE_NOT_EDITABLE',
    );
  }
  await input.changes.transaction(input.db, async (tx, record) => {
    await tx
      .update(articleVersions)
      .set({ content: input.content })
      .where(
        and(
          eq(articleVersions.id, article.activeVersionId!),
          eq(articleVersions.organizationId, article.organizationId),
        ),
      );
    await tx.update(articles).set({ updatedAt: input.now }).where(eq(articles.id, article.id));
    await record(articleUpdated(article, { textOfVersion: article.activeVersionId! }));
    const kind = input.aiEdit ? 'ai-edit' : 'save';
    await saveRevision(tx, input, article, kind, { content: true });
  });
}

/** `PUT /help-articles/{id}/title` {title}: already trimmed and non-empty by the schema. */
export async function updateArticleTitle(input: Edit & { title: string }): Promise<void> {
  const organizationId = activeOrganizationOf(input.actor);
  await input.changes.transaction(input.db, async (tx, record) => {
    const [updated] = await tx
      .update(articles)
      .set({ title: input.title, updatedAt: input.now })
      .where(articleOf(organizationId, input.id))
      .returning({ id: articles.id, title: articles.title, activeVersionId: articles.activeVersionId });
    if (!updated) throw articleNotFound();
    const textOfVersion = updated.activeVersionId ?? undefined;
    await record(articleUpdated({ id: updated.id, organizationId }, { textOfVersion }));
    await saveRevision(tx, input, { ...updated, organizationId }, 'save', { title: true });
  });
}

/**
 * `PUT /help-articles/{id}/tags` {tags}: the article's whole set of tags, each given by id, {id}
 * or {name}. Only the organization's own tags can be attached; anything else is refused whole.
 */
export async function updateArticleTags(
  input: Edit & { tags: UpdateArticleTagsRequest['tags'] },
): Promise<void> {
  const article = await findArticle(input.db, input.actor, input.id);
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const tag of input.tags) {
    if (typeof tag === 'string') ids.add(tag);
    else if ('id' in tag) ids.add(tag.id);
    else names.add(tag.name);
  }
  const found =
    ids.size || names.size
      ? await organizationTagsMatching(input.db, article.organizationId, ids, names)
      : [];
  const foundIds = new Set(found.map((tag) => tag.id));
  const foundNames = new Set(found.map((tag) => tag.name));
  const missing =
    [...ids].some((id) => !foundIds.has(id)) || [...names].some((name) => !foundNames.has(name));
  if (missing) throw badRequest('Unknown tag: only tags of your organization can be added', 'UNKNOWN_TAG');

  await input.changes.transaction(input.db, async (tx, record) => {
    await tx.delete(articleTags).where(eq(articleTags.articleId, article.id));
    if (foundIds.size) {
      await tx.insert(articleTags).values(
        [...foundIds].map((tagId) => ({
          organizationId: article.organizationId,
          articleId: article.id,
          tagId,
        })),
      );
    }
    await tx.update(articles).set({ updatedAt: input.now }).where(eq(articles.id, article.id));
    await record(articleUpdated(article));
    await saveRevision(tx, input, article, 'save', { tags: true });
  });
}

/** The organization has few tags: all of them in one round trip, matched by id or exact name. */
async function organizationTagsMatching(
  db: Db,
  organizationId: string,
  ids: Set<string>,
  names: Set<string>,
) {
  const rows = await db
    .select({ id: organizationTags.id, name: organizationTags.name })
    .from(organizationTags)
    .where(eq(organizationTags.organizationId, organizationId));
  return rows.filter((tag) => ids.has(tag.id) || names.has(tag.name));
}
