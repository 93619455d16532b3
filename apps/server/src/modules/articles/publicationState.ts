import type { PublicationState } from '@support/shared';
import { type SQL, sql } from 'drizzle-orm';
import { articleRevisions } from '../../db/schema/articleRevisions';
import { articles } from '../../db/schema/articles';

/**
 * An article's publication state (issue 48) in SQL, for the list's badge and its filter alike:
 * a review under way first (articles.review_state), then published or not, and published with
 * unpublished changes when a revision that changes the draft (not a publish, an unpublish or a
 * translation, which goes live on its own) came after the publish revision readers see. Both
 * lookups run along the revisions' (organization, article, created_at) index.
 */
export const publicationStateOf: SQL<PublicationState> = sql<PublicationState>`(case
  when ${articles.reviewState} is not null then ${articles.reviewState}
  when not ${articles.isPubliclyShared} then 'DRAFT'
  when ${articles.publishedRevisionId} is not null and exists (
    select 1 from ${articleRevisions} later
    where later.organization_id = ${articles.organizationId} and later.article_id = ${articles.id}
      and later.kind not in ('publish', 'unpublish', 'translation')
      and later.created_at > (select p.created_at from ${articleRevisions} p
        where p.id = ${articles.publishedRevisionId} and p.organization_id = ${articles.organizationId})
  ) then 'PUBLISHED_WITH_CHANGES'
  else 'PUBLISHED' end)`;
