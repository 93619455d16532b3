import type { GroupTranslations, HelpCenterGroups, PublicGroup } from '@support/shared';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ChangeBus, RecordChange } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf, authorizedOrganizationOf } from '../../core/tenancy';
import type { Db, Tx } from '../../db/client';
import { articles, publicGroups } from '../../db/schema';
import { articleUpdated } from '../articles/changes';
import { helpCenterChanged } from '../help-centers/changes';
import { findHelpCenter } from '../help-centers/queries';
import {
  ARRANGE_MEMBERS_ONLY,
  canArrangeHelpCenter,
  groupNameTaken,
  groupNotFound,
  intoDescendant,
} from './policy';
import {
  findGroup,
  type GroupRow,
  groupsOf,
  lockHelpCenters,
  renumberGroups,
  setGroupOrders,
} from './queries';
import { nameTaken, reorder, subtreeIds } from './tree';

type Access = { db: Db; changes: ChangeBus; actor: Actor };

export const presentGroup = (group: GroupRow): PublicGroup => ({
  id: group.id,
  helpCenterId: group.helpCenterId,
  name: group.name,
  parentId: group.parentId,
  sortOrder: group.sortOrder,
  icon: group.icon ?? null,
  description: group.description ?? null,
  translations: group.translations ?? {},
});

/**
 * `GET /help-centers/{id}/groups`: the tree (parents before their children, siblings in order),
 * the articles in it, and the organization's published articles in no group, to be placed.
 */
export async function listGroups(input: {
  db: Db;
  actor: Actor;
  helpCenterId: string;
}): Promise<HelpCenterGroups> {
  const organizationId = activeOrganizationOf(input.actor);
  const center = await findHelpCenter(input.db, organizationId, input.helpCenterId);
  const groups = await groupsOf(input.db, center.id);
  const ids = groups.map((group) => group.id);
  const rows = await input.db
    .select({
      id: articles.id,
      title: articles.title,
      isPubliclyShared: articles.isPubliclyShared,
      publicGroupId: articles.publicGroupId,
      sortOrder: articles.sortOrder,
    })
    .from(articles)
    .where(
      and(
        eq(articles.organizationId, organizationId),
        or(
          ids.length ? inArray(articles.publicGroupId, ids) : undefined,
          and(isNull(articles.publicGroupId), eq(articles.isPubliclyShared, true)),
        ),
      ),
    )
    .orderBy(asc(articles.sortOrder), asc(articles.createdAt));
  return {
    groups: depthFirst(groups).map(presentGroup),
    articles: rows.map(({ publicGroupId, ...article }) => ({
      ...article,
      publicKnowledgeBaseArticleGroupId: publicGroupId,
    })),
  };
}

function depthFirst(groups: GroupRow[]): GroupRow[] {
  const children = new Map<string | null, GroupRow[]>();
  for (const group of groups) children.set(group.parentId, [...(children.get(group.parentId) ?? []), group]);
  const ordered: GroupRow[] = [];
  const visit = (parentId: string | null) => {
    for (const group of children.get(parentId) ?? []) {
      ordered.push(group);
      visit(group.id);
    }
  };
  visit(null);
  return ordered;
}

/** `POST /help-centers/{id}/groups` {name, parentId}: placed last among its siblings. */
export async function createGroup(
  input: Access & { helpCenterId: string; name: string; parentId: string | null },
): Promise<PublicGroup> {
  const organizationId = authorizedOrganizationOf(input.actor, canArrangeHelpCenter, ARRANGE_MEMBERS_ONLY);
  return input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.helpCenterId, { lock: true });
    const groups = await groupsOf(tx, center.id);
    if (input.parentId && !groups.some((group) => group.id === input.parentId)) throw groupNotFound();
    if (nameTaken(groups, input.parentId, input.name)) throw groupNameTaken();
    const siblings = groups.filter((group) => group.parentId === input.parentId);
    const [created] = await tx
      .insert(publicGroups)
      .values({
        organizationId,
        helpCenterId: center.id,
        parentId: input.parentId,
        name: input.name,
        sortOrder: siblings.length,
      })
      .returning();
    await record(helpCenterChanged(center));
    return presentGroup(created!);
  });
}

/** Runs a change to one group's tree with the help center's row held. */
export async function withGroup<T>(
  input: Access & { groupId: string },
  work: (context: {
    tx: Tx;
    record: RecordChange;
    organizationId: string;
    group: GroupRow;
    groups: GroupRow[];
  }) => Promise<T>,
): Promise<T> {
  const organizationId = authorizedOrganizationOf(input.actor, canArrangeHelpCenter, ARRANGE_MEMBERS_ONLY);
  return input.changes.transaction(input.db, async (tx, record) => {
    const found = await findGroup(tx, organizationId, input.groupId);
    await lockHelpCenters(tx, organizationId, [found.helpCenterId]);
    const groups = await groupsOf(tx, found.helpCenterId);
    const group = groups.find((candidate) => candidate.id === found.id);
    if (!group) throw groupNotFound(); // deleted while this waited for the lock
    const result = await work({ tx, record, organizationId, group, groups });
    await record(helpCenterChanged({ id: group.helpCenterId, organizationId }));
    return result;
  });
}

/** `PUT /groups/{groupId}` {name}. */
export function renameGroup(input: Access & { groupId: string; name: string }): Promise<PublicGroup> {
  return withGroup(input, async ({ tx, group, groups }) => {
    if (nameTaken(groups, group.parentId, input.name, group.id)) throw groupNameTaken();
    await tx.update(publicGroups).set({ name: input.name }).where(eq(publicGroups.id, group.id));
    return presentGroup({ ...group, name: input.name });
  });
}

/** `PUT /groups/{groupId}/card` {icon, description}: how the group's card looks on the home page. */
export function setGroupCard(
  input: Access & { groupId: string; icon: PublicGroup['icon']; description: string | null },
): Promise<PublicGroup> {
  return withGroup(input, async ({ tx, group }) => {
    const card = { icon: input.icon, description: input.description };
    await tx.update(publicGroups).set(card).where(eq(publicGroups.id, group.id));
    return presentGroup({ ...group, ...card });
  });
}

/** `PUT /groups/{groupId}/translations` {translations}: the name and sentence per other language. */
export function setGroupTranslations(
  input: Access & { groupId: string; translations: GroupTranslations },
): Promise<PublicGroup> {
  return withGroup(input, async ({ tx, group }) => {
    const { translations } = input;
    await tx.update(publicGroups).set({ translations }).where(eq(publicGroups.id, group.id));
    return presentGroup({ ...group, translations });
  });
}

/**
 * `DELETE /groups/{groupId}`: the group and every group below it. Their articles stay, in no group
 * (each announced, as its public page changes); the remaining siblings are numbered 0..n again.
 */
export function deleteGroup(input: Access & { groupId: string }): Promise<void> {
  return withGroup(input, async ({ tx, record, organizationId, group, groups }) => {
    const removed = [...subtreeIds(groups, group.id)];
    const freed = await tx
      .update(articles)
      .set({ publicGroupId: null, sortOrder: 0 })
      .where(and(eq(articles.organizationId, organizationId), inArray(articles.publicGroupId, removed)))
      .returning({ id: articles.id });
    await tx.delete(publicGroups).where(eq(publicGroups.id, group.id));
    await renumberGroups(tx, group.helpCenterId, group.parentId);
    for (const article of freed) await record(articleUpdated({ id: article.id, organizationId }));
  });
}

/** `PUT /groups/{groupId}/move` {targetParentId}: last among its new siblings; never below itself. */
export function moveGroup(
  input: Access & { groupId: string; targetParentId: string | null },
): Promise<PublicGroup> {
  return withGroup(input, async ({ tx, group, groups }) => {
    const target = input.targetParentId;
    if (target && !groups.some((candidate) => candidate.id === target)) throw groupNotFound();
    if (target && subtreeIds(groups, group.id).has(target)) throw intoDescendant();
    if (target === group.parentId) return presentGroup(group);
    if (nameTaken(groups, target, group.name, group.id)) throw groupNameTaken();
    const sortOrder = groups.filter((candidate) => candidate.parentId === target).length;
    await tx.update(publicGroups).set({ parentId: target, sortOrder }).where(eq(publicGroups.id, group.id));
    await renumberGroups(tx, group.helpCenterId, group.parentId);
    return presentGroup({ ...group, parentId: target, sortOrder });
  });
}

/**
 * `PUT /help-centers/{id}/groups/reorder` {parentId, groupOrders}: the children of one parent in a
 * new order, rewritten 0..n. Every group named must be a child of that parent.
 */
export async function reorderGroups(
  input: Access & {
    helpCenterId: string;
    parentId: string | null;
    groupOrders: { groupId: string; sortOrder: number }[];
  },
): Promise<PublicGroup[]> {
  const organizationId = authorizedOrganizationOf(input.actor, canArrangeHelpCenter, ARRANGE_MEMBERS_ONLY);
  return input.changes.transaction(input.db, async (tx, record) => {
    const center = await findHelpCenter(tx, organizationId, input.helpCenterId, { lock: true });
    const groups = await groupsOf(tx, center.id);
    if (input.parentId && !groups.some((group) => group.id === input.parentId)) throw groupNotFound();
    const siblings = groups.filter((group) => group.parentId === input.parentId);
    const siblingIds = new Set(siblings.map((group) => group.id));
    if (input.groupOrders.some((entry) => !siblingIds.has(entry.groupId))) throw groupNotFound();
    const orders = reorder(
      siblings,
      input.groupOrders.map((entry) => ({ id: entry.groupId, sortOrder: entry.sortOrder })),
    );
    await setGroupOrders(tx, orders, siblings);
    await record(helpCenterChanged(center));
    const byId = new Map(siblings.map((group) => [group.id, group]));
    return orders.map(({ id, sortOrder }) => presentGroup({ ...byId.get(id)!, sortOrder }));
  });
}
