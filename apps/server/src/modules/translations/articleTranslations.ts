import type {
  ArticleTranslation,
  ArticleTranslations,
  SupportedLanguage,
  TranslationEdit,
} from '@support/shared';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Actor } from '../../core/actor';
import type { Db } from '../../db/client';
import {
  articles,
  articleTranslations,
  articleVersions,
  organizations,
  translationJobs,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest, conflict, serviceUnavailable } from '../../lib/errors';
import { assertRenderableMarkdown } from '../../lib/markdown';
import { recordRevision } from '../article-revisions/record';
import { findArticle } from '../articles/queries';
import { ARTICLE_PROCESSING } from '../steps/policy';
import { queueTranslations } from './follow';
import { TRANSLATION_NOT_CONFIGURED_MESSAGE } from './languageChanges';
import { presentTranslation, presentTranslationJob } from './presenter';
import type { TranslationProvider } from './providers';
import { NO_MACHINE_VERSION, sourceHash } from './source';

const NOT_ENABLED = 'This language is not one of the organization’s translation languages';

/** `GET /help-articles/{id}/translations` (spec 02 §3 "Article translations"). */
export async function getArticleTranslations(input: {
  db: Db;
  actor: Actor;
  articleId: string;
}): Promise<ArticleTranslations> {
  const article = await findArticle(input.db, input.actor, input.articleId);
  const [organization] = await input.db
    .select({ source: organizations.sourceLanguage, languages: organizations.translationLanguages })
    .from(organizations)
    .where(eq(organizations.id, article.organizationId));
  const [version] = article.activeVersionId
    ? await input.db
        .select({ language: articleVersions.language })
        .from(articleVersions)
        .where(eq(articleVersions.id, article.activeVersionId))
    : [];
  const enabled = (organization?.languages ?? []) as SupportedLanguage[];
  const [translations, jobs] = enabled.length
    ? await Promise.all([
        input.db
          .select()
          .from(articleTranslations)
          .where(
            and(
              eq(articleTranslations.organizationId, article.organizationId),
              eq(articleTranslations.articleId, article.id),
              inArray(articleTranslations.language, enabled),
            ),
          ),
        article.activeVersionId
          ? input.db
              .select({ ...getTableColumns(translationJobs), articleTitle: articles.title })
              .from(translationJobs)
              .innerJoin(articles, eq(articles.id, translationJobs.articleId))
              .where(
                and(
                  eq(translationJobs.organizationId, article.organizationId),
                  eq(translationJobs.articleVersionId, article.activeVersionId),
                  inArray(translationJobs.targetLanguage, enabled),
                ),
              )
          : Promise.resolve([]),
      ])
    : [[], []];
  const order = (language: string) => enabled.indexOf(language as SupportedLanguage);
  return {
    sourceLanguage: (version?.language ?? organization?.source ?? 'en') as SupportedLanguage,
    enabledLanguages: enabled,
    translations: translations
      .filter((row) => row.content.trim())
      .sort((a, b) => order(a.language) - order(b.language))
      .map(presentTranslation),
    translationJobs: jobs
      .sort((a, b) => order(a.targetLanguage) - order(b.targetLanguage))
      .map(presentTranslationJob),
  };
}

/**
 * `PUT /help-articles/{id}/translations/{language}`: a person's title and text for one language,
 * a copy not translated yet or a machine translation alike. It becomes EDITED: automatic updates
 * leave it alone, mark it stale when the source changes and offer their version beside it.
 */
export async function editTranslation(input: {
  db: Db;
  changes: ChangeBus;
  actor: Actor;
  articleId: string;
  language: SupportedLanguage;
  edit: TranslationEdit;
  now: Date;
}): Promise<ArticleTranslation> {
  assertRenderableMarkdown(input.edit.content);
  const article = await findArticle(input.db, input.actor, input.articleId);
  await assertEnabled(input.db, article.organizationId, input.language);
  const [version] = article.activeVersionId
    ? await input.db
        .select({ content: articleVersions.content })
        .from(articleVersions)
        .where(eq(articleVersions.id, article.activeVersionId))
    : [];
  // A person's text matches the source as it is now: it is not stale until the source changes.
  const values = {
    title: input.edit.title,
    content: input.edit.content,
    state: 'EDITED' as const,
    sourceHash: sourceHash({ title: article.title, content: version?.content ?? '' }),
    staleSince: null,
    updatedAt: input.now,
  };
  const [saved] = await input.changes.transaction(input.db, async (tx, record) => {
    const rows = await tx
      .insert(articleTranslations)
      .values({
        organizationId: article.organizationId,
        articleId: article.id,
        language: input.language,
        ...values,
      })
      .onConflictDoUpdate({
        target: [articleTranslations.articleId, articleTranslations.language],
        set: values,
      })
      .returning();
    await record({
      topic: 'translation',
      organizationId: article.organizationId,
      articleId: article.id,
      language: input.language,
    });
    await recordRevision(tx, {
      organizationId: article.organizationId,
      articleId: article.id,
      authorId: input.actor.userId,
      kind: 'translation',
      now: input.now,
      changed: { language: input.language },
    });
    return rows;
  });
  return presentTranslation(saved!);
}

/**
 * `POST /help-articles/{id}/translations/{language}/retry`: translates the language again now: after
 * a failure, to translate a copy that was written by hand so far, or to replace an edited
 * translation with a fresh one.
 */
export async function retryTranslation(input: {
  db: Db;
  jobs: JobQueue;
  translator: TranslationProvider | null;
  actor: Actor;
  articleId: string;
  language: SupportedLanguage;
  now: Date;
}): Promise<void> {
  if (!input.translator)
    throw serviceUnavailable(TRANSLATION_NOT_CONFIGURED_MESSAGE, 'TRANSLATION_NOT_CONFIGURED');
  const article = await findArticle(input.db, input.actor, input.articleId);
  await assertEnabled(input.db, article.organizationId, input.language);
  const [version] = article.activeVersionId
    ? await input.db
        .select({ finishedAt: articleVersions.finishedAt, failureReason: articleVersions.failureReason })
        .from(articleVersions)
        .where(eq(articleVersions.id, article.activeVersionId))
    : [];
  if (!version?.finishedAt || version.failureReason) throw conflict(ARTICLE_PROCESSING, 'ARTICLE_PROCESSING');
  await input.db.transaction(async (tx) => {
    // Forgetting what the translation was made from makes it due again.
    await tx
      .update(articleTranslations)
      // An edited one becomes the service's again; a copy not translated yet stays hidden until then.
      .set({
        state: sql`case when ${articleTranslations.state} = 'EDITED' then 'MACHINE' else ${articleTranslations.state} end`,
        sourceHash: null,
        ...NO_MACHINE_VERSION,
      })
      .where(
        and(
          eq(articleTranslations.organizationId, article.organizationId),
          eq(articleTranslations.articleId, article.id),
          eq(articleTranslations.language, input.language),
        ),
      );
    await queueTranslations(tx, input.jobs, {
      organizationId: article.organizationId,
      articleIds: [article.id],
      languages: [input.language],
      now: input.now,
    });
  });
}

export async function assertEnabled(
  db: Db,
  organizationId: string,
  language: SupportedLanguage,
): Promise<void> {
  const [row] = await db
    .select({ enabled: sql<boolean>`${language} = any(${organizations.translationLanguages})` })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row?.enabled) throw badRequest(NOT_ENABLED, 'LANGUAGE_NOT_ENABLED');
}
