import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { articles, helpCenters, publicGroups } from '../../db/schema';
import { helpCenterOf } from '../help-centers/policy';
import { groupNotFound } from './policy';

export type GroupRow = typeof publicGroups.$inferSelect;

/** The organization's group, or 404. */
export async function findGroup(db: Queryable, organizationId: string, groupId: string): Promise<GroupRow> {
  const [group] = await db
    .select()
    .from(publicGroups)
    .where(and(eq(publicGroups.id, groupId), eq(publicGroups.organizationId, organizationId)));
  if (!group) throw groupNotFound();
  return group;
}

/**
 * Holds the help centers' rows until the transaction ends: every change to a help center's tree
 * takes turns on them, so names stay unique and orders stay 0..n. Locked in id order (no deadlock).
 */
export async function lockHelpCenters(tx: Tx, organizationId: string, ids: string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await tx
      .select({ id: helpCenters.id })
      .from(helpCenters)
      .where(helpCenterOf(organizationId, id))
      .for('update');
  }
}

export async function groupsOf(db: Queryable, helpCenterId: string): Promise<GroupRow[]> {
  return db
    .select()
    .from(publicGroups)
    .where(eq(publicGroups.helpCenterId, helpCenterId))
    .orderBy(asc(publicGroups.sortOrder), asc(publicGroups.createdAt));
}

/** Rewrites the order of a parent's children 0..n, in their current order. */
export async function renumberGroups(tx: Tx, helpCenterId: string, parentId: string | null): Promise<void> {
  const siblings = (await groupsOf(tx, helpCenterId)).filter((group) => group.parentId === parentId);
  await setGroupOrders(
    tx,
    siblings.map((group, sortOrder) => ({ id: group.id, sortOrder })),
    siblings,
  );
}

/** Writes the orders that changed. */
export async function setGroupOrders(
  tx: Tx,
  orders: { id: string; sortOrder: number }[],
  current: { id: string; sortOrder: number }[],
): Promise<void> {
  const before = new Map(current.map((group) => [group.id, group.sortOrder]));
  for (const { id, sortOrder } of orders) {
    if (before.get(id) !== sortOrder)
      await tx.update(publicGroups).set({ sortOrder }).where(eq(publicGroups.id, id));
  }
}

/** The articles of these groups (or of no group: 'none'), in their order. */
export async function articlesIn(
  db: Queryable,
  organizationId: string,
  groupIds: string[] | 'none',
): Promise<{ id: string; sortOrder: number; publicGroupId: string | null }[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({ id: articles.id, sortOrder: articles.sortOrder, publicGroupId: articles.publicGroupId })
    .from(articles)
    .where(
      and(
        eq(articles.organizationId, organizationId),
        groupIds === 'none' ? isNull(articles.publicGroupId) : inArray(articles.publicGroupId, groupIds),
      ),
    )
    .orderBy(asc(articles.sortOrder), asc(articles.createdAt));
}

/** Rewrites the order of a group's articles 0..n, in their current order. */
export async function renumberArticles(tx: Tx, organizationId: string, groupId: string): Promise<void> {
  const inGroup = await articlesIn(tx, organizationId, [groupId]);
  for (const [sortOrder, article] of inGroup.entries()) {
    if (article.sortOrder !== sortOrder)
      await tx.update(articles).set({ sortOrder }).where(eq(articles.id, article.id));
  }
}
