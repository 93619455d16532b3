import { and, eq } from 'drizzle-orm';
import type { ChangeBus, RecordChange } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db, Tx } from '../../db/client';
import { articles } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { articleUpdated } from '../articles/changes';
import { articleNotFound, articleOf } from '../articles/policy';
import { helpCenterChanged } from '../help-centers/changes';
import { ARRANGE_MEMBERS_ONLY, articleNotPublished, canArrangeHelpCenter, groupNotFound } from './policy';
import { articlesIn, findGroup, type GroupRow, lockHelpCenters, renumberArticles } from './queries';
import { reorder } from './tree';

type Access = { db: Db; changes: ChangeBus; actor: Actor };
type ArticleRow = { id: string; isPubliclyShared: boolean; publicGroupId: string | null };

/**
 * Runs a change to one article's place with its row and the help centers involved held (the one it
 * leaves and the one it joins), so two moves at once cannot leave a group's order with gaps.
 */
export async function withArticle<T>(
  input: Access & { articleId: string; targetGroupId: string | null },
  work: (context: {
    tx: Tx;
    record: RecordChange;
    organizationId: string;
    article: ArticleRow;
    from: GroupRow | null;
    to: GroupRow | null;
  }) => Promise<T>,
): Promise<T> {
  const organizationId = authorizedOrganizationOf(input.actor, canArrangeHelpCenter, ARRANGE_MEMBERS_ONLY);
  return input.changes.transaction(input.db, async (tx, record) => {
    const readArticle = (lock: boolean) => {
      const query = tx
        .select({
          id: articles.id,
          isPubliclyShared: articles.isPubliclyShared,
          publicGroupId: articles.publicGroupId,
        })
        .from(articles)
        .where(articleOf(organizationId, input.articleId));
      return lock ? query.for('update') : query;
    };
    const to = input.targetGroupId ? await findGroup(tx, organizationId, input.targetGroupId) : null;
    // Help centers first, then the article: the order every other change of a tree takes
    // (deleting a group or a help center, reordering), so two of them never wait on each other.
    let [article] = await readArticle(false);
    if (!article) throw articleNotFound();
    let from: GroupRow | null = null;
    for (let attempt = 0; ; attempt++) {
      from = article.publicGroupId ? await findGroup(tx, organizationId, article.publicGroupId) : null;
      await lockHelpCenters(
        tx,
        organizationId,
        [from?.helpCenterId, to?.helpCenterId].filter((id): id is string => Boolean(id)),
      );
      const [locked] = await readArticle(true);
      if (!locked) throw articleNotFound();
      const moved = locked.publicGroupId !== article.publicGroupId;
      article = locked;
      // Moved into another help center meanwhile: lock that one too, then look again.
      if (!moved) break;
      if (attempt >= 2)
        throw conflict('The article was moved at the same time; please try again', 'ARTICLE_MOVED');
    }
    const centers = [from?.helpCenterId, to?.helpCenterId].filter((id): id is string => Boolean(id));
    // The target may have been deleted while this waited for the lock.
    if (to && !(await findGroup(tx, organizationId, to.id).catch(() => null))) throw groupNotFound();
    const result = await work({ tx, record, organizationId, article, from, to });
    await record(articleUpdated({ id: article.id, organizationId }));
    for (const helpCenterId of new Set(centers))
      await record(helpCenterChanged({ id: helpCenterId, organizationId }));
    return result;
  });
}

/**
 * `POST /groups/{groupId}/articles/{articleId}` and `PUT /groups/articles/{articleId}/move`
 * {targetGroupId}: the article goes last in the group, leaving the group it was in (an article is
 * in at most one). Only published articles: a help center shows nothing a reader cannot open.
 */
export function placeArticle(input: Access & { articleId: string; groupId: string }): Promise<void> {
  return withArticle(
    { ...input, targetGroupId: input.groupId },
    async ({ tx, organizationId, article, from, to }) => {
      if (!article.isPubliclyShared) throw articleNotPublished();
      if (from?.id === to!.id) return;
      const last = (await articlesIn(tx, organizationId, [to!.id])).length;
      // Keeping the shared link public past a password is decided for one help center: joining
      // another one (or the same again) closes the link until an admin decides anew (issue 43).
      const joins = from?.helpCenterId !== to!.helpCenterId;
      await tx
        .update(articles)
        .set({
          publicGroupId: to!.id,
          sortOrder: last,
          ...(joins ? { sharedLinkBypassesProtection: false } : {}),
        })
        .where(and(eq(articles.id, article.id), eq(articles.organizationId, organizationId)));
      if (from) await renumberArticles(tx, organizationId, from.id);
    },
  );
}

/** `DELETE /groups/articles/{articleId}`: out of its group; the article itself stays. */
export function removeArticleFromGroup(input: Access & { articleId: string }): Promise<void> {
  return withArticle({ ...input, targetGroupId: null }, async ({ tx, organizationId, article, from }) => {
    if (!from) return;
    await tx
      .update(articles)
      .set({ publicGroupId: null, sortOrder: 0 })
      .where(and(eq(articles.id, article.id), eq(articles.organizationId, organizationId)));
    await renumberArticles(tx, organizationId, from.id);
  });
}

/**
 * `PUT /groups/{groupId or null}/articles/reorder` {articleOrders}: the articles of one group (or
 * those in no group) in a new order, rewritten 0..n. Every article named must be in that group.
 */
export async function reorderArticles(
  input: Access & { groupId: string | null; articleOrders: { articleId: string; sortOrder: number }[] },
): Promise<void> {
  const organizationId = authorizedOrganizationOf(input.actor, canArrangeHelpCenter, ARRANGE_MEMBERS_ONLY);
  await input.changes.transaction(input.db, async (tx, record) => {
    const group = input.groupId ? await findGroup(tx, organizationId, input.groupId) : null;
    if (group) await lockHelpCenters(tx, organizationId, [group.helpCenterId]);
    const current = await articlesIn(tx, organizationId, group ? [group.id] : 'none');
    const ids = new Set(current.map((article) => article.id));
    if (input.articleOrders.some((entry) => !ids.has(entry.articleId))) throw articleNotFound();
    const orders = reorder(
      current,
      input.articleOrders.map((entry) => ({ id: entry.articleId, sortOrder: entry.sortOrder })),
    );
    const before = new Map(current.map((article) => [article.id, article.sortOrder]));
    for (const { id, sortOrder } of orders) {
      if (before.get(id) === sortOrder) continue;
      await tx.update(articles).set({ sortOrder }).where(eq(articles.id, id));
      await record(articleUpdated({ id, organizationId }));
    }
    if (group) await record(helpCenterChanged({ id: group.helpCenterId, organizationId }));
  });
}
