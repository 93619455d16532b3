import type { BulkArticleAction, BulkArticleResult, BulkArticlesResponse } from '@support/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { organizationTags } from '../../db/schema';
import { articles, articleTags } from '../../db/schema/articles';
import { AppError, badRequest } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { placeArticle, removeArticleFromGroup } from '../public-groups/groupArticles';
import { findGroup } from '../public-groups/queries';
import { deleteArticle } from './deleteArticle';
import { ARTICLE_NOT_FOUND } from './policy';
import { setArticleShared } from './publishArticle';
import { updateArticleTags } from './updateArticle';

type Bulk = {
  db: Db;
  changes: ChangeBus;
  storage: Storage;
  actor: Actor;
  ids: string[];
  action: BulkArticleAction;
  now: Date;
  log: { warn(obj: unknown, msg: string): void };
};

/** What the bulk call needs to know of an article before it changes it. */
type Before = { id: string; shared: boolean; groupId: string | null; tagIds: string[] };

/**
 * `POST /help-articles/bulk`: the action on each article in turn, through the article's single
 * call, so plan, permission, search-index and change-event rules are the ones a single edit has.
 * Each article is its own transaction: one refused article leaves the others changed. An article
 * already as asked is `ok` without a change (`changed: false`), so an undo leaves it alone too.
 * A group or tag the organization does not have refuses the whole request: no article could move.
 */
export async function bulkArticles(input: Bulk): Promise<BulkArticlesResponse> {
  const organizationId = activeOrganizationOf(input.actor);
  const { action } = input;
  if (action.type === 'placeInGroup') await findGroup(input.db, organizationId, action.groupId);
  if (action.type === 'addTag' || action.type === 'removeTag') {
    await assertOwnTag(input.db, organizationId, action.tag);
  }
  const known = await currentState(input.db, organizationId, input.ids);
  const results: BulkArticleResult[] = [];
  for (const id of input.ids) {
    const before = known.get(id);
    try {
      // Another organization's article (or none) is answered as its single call would: not found.
      if (!before) throw new AppError('ARTICLE_NOT_FOUND', ARTICLE_NOT_FOUND);
      const changed = await apply(input, before);
      results.push({ id, ok: true, changed });
    } catch (error) {
      // Only refusals the catalogue names are one article's outcome; a fault stops the request.
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, code: error.code, message: error.message });
    }
  }
  const succeeded = results.filter((result) => result.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
}

/** Runs the action on one article; whether anything changed. */
async function apply(input: Bulk, before: Before): Promise<boolean> {
  const { action } = input;
  const target = { db: input.db, changes: input.changes, actor: input.actor, id: before.id, now: input.now };
  const place = { db: input.db, changes: input.changes, actor: input.actor, articleId: before.id };
  switch (action.type) {
    case 'publish':
    case 'unpublish': {
      const shared = action.type === 'publish';
      if (before.shared === shared) return false;
      await setArticleShared({ ...target, shared });
      return true;
    }
    case 'placeInGroup':
      if (before.groupId === action.groupId) return false;
      await placeArticle({ ...place, groupId: action.groupId });
      return true;
    case 'removeFromGroup':
      if (!before.groupId) return false;
      await removeArticleFromGroup(place);
      return true;
    case 'addTag':
    case 'removeTag': {
      const has = before.tagIds.includes(action.tag);
      if (has === (action.type === 'addTag')) return false;
      const tags = has ? before.tagIds.filter((tag) => tag !== action.tag) : [...before.tagIds, action.tag];
      await updateArticleTags({ ...target, tags });
      return true;
    }
    case 'delete':
      await deleteArticle({ ...target, storage: input.storage, log: input.log });
      return true;
  }
}

/** The organization's articles among `ids` (others are simply absent), with their tags, in two queries. */
async function currentState(db: Db, organizationId: string, ids: string[]): Promise<Map<string, Before>> {
  const rows = await db
    .select({ id: articles.id, shared: articles.isPubliclyShared, groupId: articles.publicGroupId })
    .from(articles)
    .where(and(eq(articles.organizationId, organizationId), inArray(articles.id, ids)));
  const found = new Map(rows.map((row) => [row.id, { ...row, tagIds: [] as string[] }]));
  if (!rows.length) return found;
  const tags = await db
    .select({ articleId: articleTags.articleId, tagId: articleTags.tagId })
    .from(articleTags)
    .where(
      and(
        eq(articleTags.organizationId, organizationId),
        inArray(
          articleTags.articleId,
          rows.map((row) => row.id),
        ),
      ),
    );
  for (const tag of tags) found.get(tag.articleId)?.tagIds.push(tag.tagId);
  return found;
}

async function assertOwnTag(db: Db, organizationId: string, tagId: string): Promise<void> {
  const [tag] = await db
    .select({ id: organizationTags.id })
    .from(organizationTags)
    .where(and(eq(organizationTags.id, tagId), eq(organizationTags.organizationId, organizationId)));
  if (!tag) throw badRequest('Unknown tag: only tags of your organization can be added', 'UNKNOWN_TAG');
}
