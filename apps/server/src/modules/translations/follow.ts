import type { SupportedLanguage } from '@support/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ChangeBus } from '../../changes/bus';
import type { Queryable } from '../../db/client';
import {
  articles,
  articleTranslations,
  articleVersions,
  organizations,
  translationJobs,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { followSourcesByHand } from './copies';
import { translateArticleJob } from './job';
import { sourceHash } from './source';

/**
 * Translations follow their source: a recorded change to the title or text of an article's active,
 * finished version queues its translation into each of the organization's languages, in the
 * change's own transaction; without a translation service the copies not yet translated follow it
 * and the written ones are marked stale (copies.ts). Returns the unsubscribe function.
 */
export function translateOnTextChanges(
  changes: ChangeBus,
  jobs: JobQueue,
  now: () => Date,
  canTranslate: boolean,
): () => void {
  return changes.react('article', async (tx, change) => {
    if (change.kind !== 'updated' || !change.textOfVersion) return;
    const [organization] = await tx
      .select({ languages: organizations.translationLanguages })
      .from(organizations)
      .where(eq(organizations.id, change.organizationId));
    if (!organization?.languages.length) return;
    const input = {
      organizationId: change.organizationId,
      articleIds: [change.articleId],
      languages: organization.languages as SupportedLanguage[],
      now: now(),
    };
    if (canTranslate) await queueTranslations(tx, jobs, input);
    else await followSourcesByHand(tx, input);
  });
}

/**
 * Queues the translation of each article's active, finished version into `languages`: the job row
 * of that version and language is created (Waiting), or put on hold when it had translated an
 * earlier text (the old translation shows until the new one is done), or reset after a failure;
 * then a run is queued. A language whose translation already matches the source gets nothing.
 */
export async function queueTranslations(
  tx: Queryable,
  jobs: JobQueue,
  input: { organizationId: string; articleIds?: string[]; languages: SupportedLanguage[]; now: Date },
): Promise<number> {
  const { organizationId, languages, now } = input;
  if (!languages.length) return 0;
  const sources = await tx
    .select({
      articleId: articles.id,
      title: articles.title,
      versionId: articleVersions.id,
      content: articleVersions.content,
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
  const ready = sources.filter((source) => source.content.trim());
  if (!ready.length) return 0;
  const [translations, rows] = await Promise.all([
    tx
      .select({
        articleId: articleTranslations.articleId,
        language: articleTranslations.language,
        sourceHash: articleTranslations.sourceHash,
        machineSourceHash: articleTranslations.machineSourceHash,
      })
      .from(articleTranslations)
      .where(
        and(
          eq(articleTranslations.organizationId, organizationId),
          inArray(
            articleTranslations.articleId,
            ready.map((source) => source.articleId),
          ),
        ),
      ),
    tx
      .select()
      .from(translationJobs)
      .where(
        and(
          eq(translationJobs.organizationId, organizationId),
          inArray(
            translationJobs.articleVersionId,
            ready.map((source) => source.versionId),
          ),
        ),
      ),
  ]);
  let queued = 0;
  for (const source of ready) {
    const hash = sourceHash(source);
    for (const language of languages) {
      const translation = translations.find(
        (t) => t.articleId === source.articleId && t.language === language,
      );
      const row = rows.find((r) => r.articleVersionId === source.versionId && r.targetLanguage === language);
      // An edited translation is up to date too once the machine version of this source waits beside it.
      const upToDate = translation?.sourceHash === hash || translation?.machineSourceHash === hash;
      if (upToDate && row?.finishedAt && !row.failureReason) continue;
      let id = row?.id;
      if (!row) {
        const [created] = await tx
          .insert(translationJobs)
          .values({
            organizationId,
            articleId: source.articleId,
            articleVersionId: source.versionId,
            targetLanguage: language,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: translationJobs.id });
        id = created?.id;
      } else if (row.failureReason) {
        await tx
          .update(translationJobs)
          .set({ failureReason: null, startedAt: null, finishedAt: null, updatedAt: now })
          .where(eq(translationJobs.id, row.id));
      } else if (row.finishedAt && !upToDate) {
        await tx
          .update(translationJobs)
          .set({ retranslationRequestedAt: now, updatedAt: now })
          .where(eq(translationJobs.id, row.id));
      }
      if (!id) continue;
      await translateArticleJob.enqueue(jobs, tx, {
        organizationId,
        payload: { translationJobId: id, language },
      });
      queued++;
    }
  }
  return queued;
}
