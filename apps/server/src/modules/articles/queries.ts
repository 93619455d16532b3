import type { Article, ArticleList, ArticleListQuery, ArticleTag } from '@support/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Queryable } from '../../db/client';
import { articleRevisions, organizations, organizationTags, users } from '../../db/schema';
import {
  articles,
  articleTags,
  articleTranslations,
  articleVersions,
  stepAnnotations,
  steps,
} from '../../db/schema/articles';
import type { Storage } from '../../lib/storage';
import { openThreadCounts } from '../article-comments/queries';
import { articlesWithText } from '../help-center-site/searchArticleText';
import { protectedHelpCenterOf } from '../help-centers/protection';
import { afterCursor, createdAtText, decodeCursor, encodeCursor, listFilterConditions } from './listFilters';
import { articleNotFound, articleOf, canDeleteArticle, canKeepSharedLinkPublic } from './policy';
import { presentArticle, presentListItem, presentStep } from './presenter';

const creatorColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The article's tags as one JSON array, so the list stays a single query. */
const tagsOf = sql<ArticleTag[]>`coalesce((
  select json_agg(json_build_object('id', ${organizationTags.id}, 'name', ${organizationTags.name})
    order by ${organizationTags.name})
  from ${articleTags} join ${organizationTags} on ${organizationTags.id} = ${articleTags.tagId}
  where ${articleTags.articleId} = ${articles.id}
), '[]'::json)`;

/**
 * The languages the article can be read in besides its source: translations with text in one of
 * the organization's current translation languages (a removed language's rows are kept but hidden),
 * in the organization's order, as one JSON array like the tags.
 */
const translatedLanguagesOf = sql<string[]>`coalesce((
  select json_agg(${articleTranslations.language}
    order by array_position(${organizations.translationLanguages}, ${articleTranslations.language}))
  from ${articleTranslations} join ${organizations}
    on ${organizations.id} = ${articleTranslations.organizationId}
  where ${articleTranslations.organizationId} = ${articles.organizationId}
    and ${articleTranslations.articleId} = ${articles.id}
    and ${articleTranslations.language} = any(${organizations.translationLanguages})
    and btrim(${articleTranslations.content}) <> ''
    and ${articleTranslations.state} <> 'NOT_TRANSLATED'
), '[]'::json)`;

export type Visibility = 'all' | 'public' | 'private';

/**
 * Newest first, in the order of the (organization_id, created_at DESC NULLS LAST, id) index. A plain
 * `desc` means NULLS FIRST, which that index cannot give: the database then read and sorted all of
 * an organization's articles for every page (1.4 ms for 50 of 1,000 on the embedded database,
 * 0.15 ms along the index).
 */
const newestFirst = [sql`${articles.createdAt} desc nulls last`, asc(articles.id)] as const;

/**
 * `GET /help-articles` (and /public, /private): the organization's articles, newest first, with
 * creator, tags and the active version's status fields, in one query. The page's ids are chosen
 * first, on the (organization_id, created_at desc, id) index, and only those rows are joined with
 * their creator, version and tags: selecting the tags alongside the sort made the database build
 * them for every article of the organization before keeping 50 (1,000 tag lookups for a page).
 * Without paging it returns them all, as the list screen shows them all.
 */
export async function listArticles(
  input: {
    db: Queryable;
    actor: Actor;
    visibility: Visibility;
  } & ArticleListQuery,
): Promise<ArticleList> {
  const organizationId = activeOrganizationOf(input.actor);
  const withText = input.q
    ? await articlesWithText({ db: input.db, organizationId, language: input.actor.language, q: input.q })
    : null;
  const conditions: SQL[] = [
    eq(articles.organizationId, organizationId),
    ...listFilterConditions({ ...input, withText }),
  ];
  if (input.visibility !== 'all')
    conditions.push(eq(articles.isPubliclyShared, input.visibility === 'public'));
  let pageIds = input.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(...conditions, ...(input.cursor ? [afterCursor(decodeCursor(input.cursor))] : [])))
    .orderBy(...newestFirst)
    .$dynamic();
  // One more than asked: whether there is a next page, without counting.
  if (input.limit !== undefined) pageIds = pageIds.limit(input.limit + 1);
  if (input.offset !== undefined) pageIds = pageIds.offset(input.offset);
  const page = pageIds.as('page');
  const rows = await input.db
    .select({
      article: articles,
      createdAtText,
      creator: creatorColumns,
      tags: tagsOf,
      translatedLanguages: translatedLanguagesOf,
      version: {
        id: articleVersions.id,
        version: articleVersions.version,
        contentType: articleVersions.contentType,
        failureReason: articleVersions.failureReason,
        finishedAt: articleVersions.finishedAt,
        hasAudio: articleVersions.hasAudio,
        language: articleVersions.language,
        generationStage: articleVersions.generationStage,
        createdAt: articleVersions.createdAt,
      },
    })
    .from(page)
    .innerJoin(articles, eq(articles.id, page.id))
    .leftJoin(users, eq(users.id, articles.creatorId))
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .orderBy(...newestFirst);
  const more = input.limit !== undefined && rows.length > input.limit;
  const shown = more ? rows.slice(0, input.limit) : rows;
  const last = shown.at(-1);
  const nextCursor =
    more && last ? encodeCursor({ createdAt: last.createdAtText, id: last.article.id }) : null;
  // Counted apart only when paging: a window count would make every page read all the rows.
  const paged = input.limit !== undefined || input.offset !== undefined || input.cursor !== undefined;
  const total = paged ? await countMatching(input.db, conditions) : shown.length;
  const openThreads = await openThreadCounts(
    input.db,
    organizationId,
    shown.map((row) => row.article.id),
  );
  const items = shown.map((row) =>
    presentListItem({ ...row, openCommentThreads: openThreads.get(row.article.id) ?? 0 }),
  );
  return { articles: items, total, nextCursor };
}

async function countMatching(db: Queryable, conditions: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(articles)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** `GET /help-articles/{id}`: the article with its active version, steps (signed image URLs) and tags. */
export async function loadArticle(input: {
  db: Queryable;
  storage: Storage;
  actor: Actor;
  id: string;
}): Promise<Article> {
  const { db, storage, actor } = input;
  const organizationId = activeOrganizationOf(actor);
  const [row] = await db
    .select({ article: articles, creator: creatorColumns, tags: tagsOf, version: articleVersions })
    .from(articles)
    .leftJoin(users, eq(users.id, articles.creatorId))
    .leftJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(articleOf(organizationId, input.id));
  if (!row) throw articleNotFound();

  const [stepRows, orgTags, protectedCenter, [latestRevision]] = await Promise.all([
    row.version
      ? db
          .select()
          .from(steps)
          .where(and(eq(steps.organizationId, organizationId), eq(steps.articleVersionId, row.version.id)))
          .orderBy(asc(steps.index))
      : Promise.resolve([]),
    db
      .select({ id: organizationTags.id, name: organizationTags.name })
      .from(organizationTags)
      .where(eq(organizationTags.organizationId, organizationId))
      .orderBy(asc(organizationTags.name)),
    protectedHelpCenterOf(db, row.article),
    // The editor sends this back with its saves: a newer one by someone else is a stale save (409).
    db
      .select({ id: articleRevisions.id, updatedAt: articleRevisions.updatedAt })
      .from(articleRevisions)
      .where(
        and(eq(articleRevisions.organizationId, organizationId), eq(articleRevisions.articleId, input.id)),
      )
      .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
      .limit(1),
  ]);
  const annotationRows = stepRows.length
    ? await db
        .select()
        .from(stepAnnotations)
        .where(
          and(
            eq(stepAnnotations.organizationId, organizationId),
            inArray(
              stepAnnotations.stepId,
              stepRows.map((step) => step.id),
            ),
          ),
        )
        .orderBy(asc(stepAnnotations.sortOrder))
    : [];
  const sign = (key: string | null) => (key ? storage.signedUrl(key) : Promise.resolve(null));
  const presentedSteps = await Promise.all(
    stepRows.map(async (step) =>
      presentStep(
        step,
        annotationRows.filter((annotation) => annotation.stepId === step.id),
        { raw: await sign(step.imageRawKey), processed: await sign(step.imageProcessedKey) },
      ),
    ),
  );
  const gifKey = row.version?.mediaOutput?.gifKey;
  const audioKey = row.version?.hasAudio ? row.version.mediaOutput?.audioKey : undefined;
  return presentArticle({
    article: row.article,
    creator: row.creator,
    tags: row.tags,
    organizationTags: orgTags,
    version: row.version,
    steps: presentedSteps,
    gifUrl: typeof gifKey === 'string' ? await storage.signedUrl(gifKey) : null,
    audioUrl: typeof audioKey === 'string' ? await storage.signedUrl(audioKey) : null,
    canDelete: canDeleteArticle(actor, row.article),
    sharedLinkProtection: protectedCenter && {
      helpCenterName: protectedCenter.name,
      keptPublic: row.article.sharedLinkBypassesProtection,
      canChange: canKeepSharedLinkPublic(actor),
    },
    latestRevision: latestRevision
      ? { id: latestRevision.id, updatedAt: latestRevision.updatedAt.toISOString() }
      : null,
  });
}

/** The article row of the caller's organization, for a write; 404 when there is none. */
export async function findArticle(db: Queryable, actor: Actor, id: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(articleOf(activeOrganizationOf(actor), id));
  if (!row) throw articleNotFound();
  return row;
}
