import type { HelpCenterGroups, PlaceRequest } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { articles, publicGroups } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { articleUpdated } from '../articles/changes';
import { articleNotFound } from '../articles/policy';
import { findHelpCenter } from '../help-centers/queries';
import { withArticle } from './groupArticles';
import { listGroups, withGroup } from './groups';
import { articleNotPublished, groupNameTaken, groupNotFound, intoDescendant } from './policy';
import { articlesIn, renumberArticles, renumberGroups, setGroupOrders } from './queries';
import { nameTaken, subtreeIds } from './tree';

type Place = { db: Db; changes: ChangeBus; actor: Actor; helpCenterId: string } & PlaceRequest;

const invalidPosition = (index: number, last: number) =>
  badRequest(
    `Position ${index} is past the end: there ${last === 1 ? 'is 1 item' : `are ${last} items`} there, so 0 to ${last} are possible`,
    'INVALID_POSITION',
  );

/**
 * `POST /help-centers/{id}/place` {kind, id, parentId, index}: one drag of the articles tab, the
 * move and the new order in one transaction, so a refused drop (a parent elsewhere, a position past
 * the end, a name taken there) leaves the tree as it was. Answers the tree as it is now.
 */
export async function placeInTree(input: Place): Promise<HelpCenterGroups> {
  await findHelpCenter(input.db, activeOrganizationOf(input.actor), input.helpCenterId);
  if (input.kind === 'group') await placeGroup(input);
  else await placeArticle(input);
  return listGroups({ db: input.db, actor: input.actor, helpCenterId: input.helpCenterId });
}

/** The group goes under `parentId` (null: the top level) at `index`; never below itself. */
function placeGroup(input: Place): Promise<void> {
  return withGroup({ ...input, groupId: input.id }, async ({ tx, group, groups }) => {
    if (group.helpCenterId !== input.helpCenterId) throw groupNotFound();
    const { parentId, index } = input;
    if (parentId && !groups.some((candidate) => candidate.id === parentId)) throw groupNotFound();
    if (parentId && subtreeIds(groups, group.id).has(parentId)) throw intoDescendant();
    const moves = parentId !== group.parentId;
    if (moves && nameTaken(groups, parentId, group.name, group.id)) throw groupNameTaken();
    const siblings = groups.filter(
      (candidate) => candidate.parentId === parentId && candidate.id !== group.id,
    );
    if (index > siblings.length) throw invalidPosition(index, siblings.length);
    if (moves) {
      await tx.update(publicGroups).set({ parentId, sortOrder: index }).where(eq(publicGroups.id, group.id));
    }
    const order = [...siblings];
    order.splice(index, 0, moves ? { ...group, sortOrder: index } : group);
    await setGroupOrders(
      tx,
      order.map((sibling, sortOrder) => ({ id: sibling.id, sortOrder })),
      order,
    );
    if (moves) await renumberGroups(tx, group.helpCenterId, group.parentId);
  });
}

/**
 * The article goes into group `parentId` at `index`, leaving the group it was in; null takes it out
 * of its group. Joining a group needs a published article, as adding one does.
 */
function placeArticle(input: Place): Promise<void> {
  return withArticle(
    { ...input, articleId: input.id, targetGroupId: input.parentId },
    async ({ tx, record, organizationId, article, from, to }) => {
      const ofArticle = and(eq(articles.id, article.id), eq(articles.organizationId, organizationId));
      if (to && to.helpCenterId !== input.helpCenterId) throw groupNotFound();
      if (!to) {
        // Out of a group of another help center is not this help center's tab to decide.
        if (from && from.helpCenterId !== input.helpCenterId) throw articleNotFound();
        if (input.index !== 0) throw invalidPosition(input.index, 0);
        if (!from) return;
        await tx.update(articles).set({ publicGroupId: null, sortOrder: 0 }).where(ofArticle);
        await renumberArticles(tx, organizationId, from.id);
        return;
      }
      const joins = from?.id !== to.id;
      if (joins && !article.isPubliclyShared) throw articleNotPublished();
      const inGroup = await articlesIn(tx, organizationId, [to.id]);
      const others = inGroup.filter((candidate) => candidate.id !== article.id);
      if (input.index > others.length) throw invalidPosition(input.index, others.length);
      if (joins) {
        // As when it is added: joining another help center closes the shared link past a password.
        const closesLink = from?.helpCenterId !== to.helpCenterId;
        await tx
          .update(articles)
          .set({
            publicGroupId: to.id,
            sortOrder: input.index,
            ...(closesLink ? { sharedLinkBypassesProtection: false } : {}),
          })
          .where(ofArticle);
      }
      const before = new Map(inGroup.map((candidate) => [candidate.id, candidate.sortOrder]));
      if (joins) before.set(article.id, input.index);
      const order = others.map((candidate) => candidate.id);
      order.splice(input.index, 0, article.id);
      for (const [sortOrder, id] of order.entries()) {
        if (before.get(id) === sortOrder) continue;
        await tx.update(articles).set({ sortOrder }).where(eq(articles.id, id));
        // The moved article is announced by withArticle; the others' public order changed too.
        if (id !== article.id) await record(articleUpdated({ id, organizationId }));
      }
      if (from && joins) await renumberArticles(tx, organizationId, from.id);
    },
  );
}
