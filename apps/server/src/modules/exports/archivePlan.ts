import {
  archiveSlug,
  articleFileName,
  type GroupTranslations,
  UNFILED_FOLDER,
  uniqueArchiveSlug,
} from '@support/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, helpCenters, publicGroups } from '../../db/schema';
import { appError } from '../../lib/errors';

/** The most articles one export holds: past it the admin exports help center by help center. */
export const EXPORT_MAX_ARTICLES = 10_000;

export type PlannedHelpCenter = {
  folder: string;
  name: string;
  slug: string;
  language: string;
  description: string | null;
};
export type PlannedGroup = {
  folder: string;
  name: string;
  description: string | null;
  position: number;
  translations: GroupTranslations;
};
export type PlannedArticle = { id: string; folder: string; slug: string; position: number };

/** Where every help center, group and article goes in the archive, read before any file is written. */
export type ArchivePlan = {
  helpCenters: PlannedHelpCenter[];
  groups: PlannedGroup[];
  /** In the order they are written; links between them are resolved through this. */
  articles: Map<string, PlannedArticle>;
};

const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/**
 * The organization's whole content (`helpCenterId` absent: one folder per help center and
 * `_unfiled/` for articles in no group), or one help center at the archive's root. Every read
 * names the organization, so another organization's rows are never seen.
 */
export async function planArchive(input: {
  db: Db;
  organizationId: string;
  helpCenterId?: string;
  maxArticles?: number;
}): Promise<ArchivePlan | null> {
  const { db, organizationId, helpCenterId } = input;
  const centers = await db
    .select()
    .from(helpCenters)
    .where(
      and(
        eq(helpCenters.organizationId, organizationId),
        helpCenterId ? eq(helpCenters.id, helpCenterId) : undefined,
      ),
    )
    .orderBy(asc(helpCenters.createdAt), asc(helpCenters.id));
  if (helpCenterId && !centers.length) return null;
  const centerIds = centers.map((center) => center.id);
  const groupRows = centerIds.length
    ? await db
        .select()
        .from(publicGroups)
        .where(
          and(eq(publicGroups.organizationId, organizationId), inArray(publicGroups.helpCenterId, centerIds)),
        )
        .orderBy(asc(publicGroups.sortOrder), asc(publicGroups.createdAt))
    : [];
  const groupIds = groupRows.map((group) => group.id);
  const inScope = helpCenterId
    ? groupIds.length
      ? inArray(articles.publicGroupId, groupIds)
      : null
    : undefined;
  const where = inScope === null ? null : and(eq(articles.organizationId, organizationId), inScope);
  const limit = input.maxArticles ?? EXPORT_MAX_ARTICLES;
  const [total] = where ? await db.select({ n: count() }).from(articles).where(where) : [{ n: 0 }];
  if ((total?.n ?? 0) > limit) {
    throw appError('EXPORT_TOO_LARGE', `An export holds at most ${limit} articles`, { limit });
  }
  const articleRows = where
    ? await db
        .select({
          id: articles.id,
          title: articles.title,
          groupId: articles.publicGroupId,
          sortOrder: articles.sortOrder,
        })
        .from(articles)
        .where(where)
        .orderBy(asc(articles.sortOrder), asc(articles.createdAt), asc(articles.id))
    : [];

  // Every folder's names, so that no two files or folders of one folder share a name.
  const names = new Map<string, Set<string>>();
  const namesIn = (folder: string) => names.get(folder) ?? names.set(folder, new Set()).get(folder)!;
  const reserved = namesIn('');
  if (!helpCenterId) reserved.add(UNFILED_FOLDER);

  const plan: ArchivePlan = { helpCenters: [], groups: [], articles: new Map() };
  const centerFolder = new Map<string, string>();
  for (const center of centers) {
    const folder = helpCenterId ? '' : uniqueArchiveSlug(archiveSlug(center.slug), reserved);
    centerFolder.set(center.id, folder);
    plan.helpCenters.push({
      folder,
      name: center.name,
      slug: center.slug,
      language: center.language,
      description: center.description,
    });
  }

  // Parents before children: a group's folder is inside its parent's.
  const groupFolder = new Map<string, string>();
  const children = new Map<string, typeof groupRows>();
  for (const group of groupRows) {
    const key = group.parentId ?? `root:${group.helpCenterId}`;
    children.set(key, [...(children.get(key) ?? []), group]);
  }
  const place = (key: string, parentFolder: string, depth: number) => {
    if (depth > 20) return; // the tree's own bound; a deeper (corrupt) chain is left out
    for (const group of children.get(key) ?? []) {
      const folder = join(parentFolder, uniqueArchiveSlug(archiveSlug(group.name), namesIn(parentFolder)));
      groupFolder.set(group.id, folder);
      plan.groups.push({
        folder,
        name: group.name,
        description: group.description,
        position: group.sortOrder,
        translations: group.translations,
      });
      place(group.id, folder, depth + 1);
    }
  };
  for (const center of centers) place(`root:${center.id}`, centerFolder.get(center.id)!, 0);

  for (const article of articleRows) {
    const folder =
      (article.groupId && groupFolder.get(article.groupId)) ?? (helpCenterId ? null : UNFILED_FOLDER);
    if (folder === null) continue;
    const taken = namesIn(`${folder}/#files`);
    const slug = uniqueArchiveSlug(archiveSlug(article.title), taken);
    plan.articles.set(article.id, { id: article.id, folder, slug, position: article.sortOrder });
  }
  return plan;
}

export const articlePathOf = (article: PlannedArticle) => join(article.folder, articleFileName(article.slug));
