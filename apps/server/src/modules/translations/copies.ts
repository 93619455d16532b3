import type { SupportedLanguage } from '@support/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articles, articleTranslations, articleVersions } from '../../db/schema';
import { sourceHash } from './source';

/** Rows per insert: a help center of a thousand articles in several languages stays a few statements. */
const CHUNK = 200;

/**
 * Without a translation service, translations are written by hand (issue 47). Each article of
 * `articleIds` (all, when not given) gets, in each of `languages`, a copy of its source to start
 * from: NOT_TRANSLATED, which readers never see. A copy follows its source while nobody has
 * written it; a translation a person wrote, or the service wrote before, keeps its text when the
 * source changes and is marked stale ("Source changed").
 */
export async function followSourcesByHand(
  tx: Queryable,
  input: { organizationId: string; articleIds?: string[]; languages: SupportedLanguage[]; now: Date },
): Promise<void> {
  const { organizationId, languages, now } = input;
  if (!languages.length || input.articleIds?.length === 0) return;
  const sources = await tx
    .select({
      articleId: articles.id,
      title: articles.title,
      content: articleVersions.content,
      language: articleVersions.language,
    })
    .from(articles)
    .innerJoin(articleVersions, eq(articleVersions.id, articles.activeVersionId))
    .where(
      and(
        eq(articles.organizationId, organizationId),
        input.articleIds ? inArray(articles.id, input.articleIds) : undefined,
        isNull(articleVersions.failureReason),
      ),
    );
  const rows = sources
    .filter((source) => source.content.trim())
    .flatMap((source) =>
      // An article written in one of the languages is no copy to translate there.
      languages
        .filter((language) => language !== source.language)
        .map((language) => ({
          organizationId,
          articleId: source.articleId,
          language,
          title: source.title,
          content: source.content,
          sourceHash: sourceHash({ title: source.title, content: source.content }),
          state: 'NOT_TRANSLATED' as const,
          createdAt: now,
          updatedAt: now,
        })),
    );
  const copy = sql`${articleTranslations.state} = 'NOT_TRANSLATED'`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx
      .insert(articleTranslations)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [articleTranslations.articleId, articleTranslations.language],
        set: {
          title: sql`case when ${copy} then excluded.title else ${articleTranslations.title} end`,
          content: sql`case when ${copy} then excluded.content else ${articleTranslations.content} end`,
          sourceHash: sql`case when ${copy} then excluded.source_hash else ${articleTranslations.sourceHash} end`,
          staleSince: sql`case when ${copy} then null else coalesce(${articleTranslations.staleSince}, excluded.updated_at) end`,
          updatedAt: sql`case when ${copy} then excluded.updated_at else ${articleTranslations.updatedAt} end`,
        },
        // Only where the source moved on: a translation that matches it is left as it is.
        setWhere: sql`${articleTranslations.sourceHash} is distinct from excluded.source_hash`,
      });
  }
}
