import type { TranslationJob } from '@support/shared';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { activeOrganizationOf } from '../../core/tenancy';
import type { Queryable } from '../../db/client';
import { articles, organizations, translationJobs } from '../../db/schema';
import { presentTranslationJob } from './presenter';

/** Jobs listed at most: the newest first; a team with thousands of articles sees the recent ones. */
const LIST_MAX = 200;

/**
 * `GET /organization/translation-jobs`: the active organization's jobs of its articles' current
 * versions in its current languages, newest first.
 */
export async function listTranslationJobs(input: { db: Queryable; actor: Actor }): Promise<TranslationJob[]> {
  const organizationId = activeOrganizationOf(input.actor);
  const rows = await input.db
    .select({ ...getTableColumns(translationJobs), articleTitle: articles.title })
    .from(translationJobs)
    .innerJoin(articles, eq(articles.id, translationJobs.articleId))
    .innerJoin(organizations, eq(organizations.id, translationJobs.organizationId))
    .where(
      and(
        eq(translationJobs.organizationId, organizationId),
        eq(articles.organizationId, organizationId),
        eq(articles.activeVersionId, translationJobs.articleVersionId),
        sql`${translationJobs.targetLanguage} = any(${organizations.translationLanguages})`,
      ),
    )
    .orderBy(desc(translationJobs.updatedAt), desc(translationJobs.id))
    .limit(LIST_MAX);
  return rows.map(presentTranslationJob);
}
