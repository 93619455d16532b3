import type { AdminArticle, AdminArticleFile, AdminArticleFileKind } from '@support/shared';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  articleVersions,
  externalImages,
  jobs,
  organizations,
  steps,
  translationJobs,
  users,
} from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { articleNotFound } from '../articles/policy';

/** The kind of a file a version's mediaOutput names (`gifKey`, `audioKey`, …). */
const MEDIA_KINDS: Record<string, AdminArticleFileKind> = { gifKey: 'gif', audioKey: 'audio' };

/** Sizes as storage reports them (a stat on disk, a HEAD on S3), a few at a time; null when a file is missing. */
async function sizesOf(storage: Storage, keys: string[]): Promise<Map<string, number | null>> {
  const sizes = new Map<string, number | null>();
  const queue = [...new Set(keys)];
  const worker = async () => {
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      const opened = storage.open ? await storage.open(key).catch(() => null) : null;
      sizes.set(key, opened ? opened.size : null);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return sizes;
}

/**
 * One article of any organization as an operator needs it: who made it, its versions, the jobs
 * that worked on it, and every stored file it owns with its size (what deleting it would free).
 */
export async function adminArticle(input: { db: Db; storage: Storage; id: string }): Promise<AdminArticle> {
  const { db, id } = input;
  const [row] = await db
    .select({
      article: articles,
      organization: { id: organizations.id, name: organizations.name },
      creator: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(articles)
    .innerJoin(organizations, eq(organizations.id, articles.organizationId))
    .leftJoin(users, eq(users.id, articles.creatorId))
    .where(eq(articles.id, id));
  if (!row) throw articleNotFound();
  const { article } = row;
  const organizationId = article.organizationId;

  const [versions, stepRows, jobRows, images] = await Promise.all([
    db
      .select()
      .from(articleVersions)
      .where(and(eq(articleVersions.organizationId, organizationId), eq(articleVersions.articleId, id)))
      .orderBy(desc(articleVersions.version)),
    db
      .select({
        versionId: steps.articleVersionId,
        index: steps.index,
        raw: steps.imageRawKey,
        processed: steps.imageProcessedKey,
      })
      .from(steps)
      .innerJoin(articleVersions, eq(articleVersions.id, steps.articleVersionId))
      .where(and(eq(steps.organizationId, organizationId), eq(articleVersions.articleId, id)))
      .orderBy(asc(steps.index)),
    // Translations name their translation job's row instead of the article.
    db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.organizationId, organizationId),
          or(
            sql`${jobs.payload}->>'articleId' = ${id}`,
            sql`${jobs.payload}->>'translationJobId' in (select ${translationJobs.id}::text from ${translationJobs} where ${translationJobs.organizationId} = ${organizationId} and ${translationJobs.articleId} = ${id})`,
          ),
        ),
      )
      .orderBy(desc(jobs.createdAt))
      .limit(200),
    db
      .select({ key: externalImages.storageKey, size: externalImages.size })
      .from(externalImages)
      .where(and(eq(externalImages.organizationId, organizationId), eq(externalImages.articleId, id))),
  ]);

  const numberOf = new Map(versions.map((version) => [version.id, version.version]));
  const stored: Omit<AdminArticleFile, 'sizeBytes'>[] = [];
  for (const version of versions) {
    for (const [name, value] of Object.entries(version.mediaOutput ?? {})) {
      if (!name.endsWith('Key') || typeof value !== 'string') continue;
      stored.push({ kind: MEDIA_KINDS[name] ?? 'media', key: value, version: version.version });
    }
  }
  for (const step of stepRows) {
    const version = numberOf.get(step.versionId) ?? null;
    if (step.raw) stored.push({ kind: 'screenshot', key: step.raw, version });
    if (step.processed) stored.push({ kind: 'rendered-screenshot', key: step.processed, version });
  }
  const sizes = await sizesOf(
    input.storage,
    stored.map((file) => file.key),
  );
  const files: AdminArticleFile[] = [
    ...stored.map((file) => ({ ...file, sizeBytes: sizes.get(file.key) ?? null })),
    // Their size was recorded at upload: no storage call needed.
    ...images.map((image) => ({
      kind: 'external-image' as const,
      key: image.key,
      version: null,
      sizeBytes: image.size,
    })),
  ];

  const stepCounts = new Map<string, number>();
  for (const step of stepRows) stepCounts.set(step.versionId, (stepCounts.get(step.versionId) ?? 0) + 1);
  const creator = row.creator?.id ? row.creator : null;
  return {
    article: {
      id: article.id,
      title: article.title,
      status: article.publicGroupId ? 'published' : article.isPubliclyShared ? 'shared' : 'private',
      articleType: article.articleType,
      organization: row.organization,
      creator: creator
        ? {
            id: creator.id,
            email: creator.email,
            name: `${creator.firstName} ${creator.lastName}`.trim() || null,
          }
        : null,
      createdAt: article.createdAt.toISOString(),
      updatedAt: article.updatedAt.toISOString(),
    },
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      language: version.language,
      contentType: version.contentType,
      active: version.id === article.activeVersionId,
      hasAudio: version.hasAudio,
      generationStage: version.generationStage,
      failureReason: version.failureReason,
      stepCount: stepCounts.get(version.id) ?? 0,
      createdAt: version.createdAt.toISOString(),
      finishedAt: version.finishedAt?.toISOString() ?? null,
    })),
    jobs: jobRows.map((job) => ({
      id: job.id,
      type: job.type,
      status: job.status,
      attempts: job.attempts,
      maxAttempts: job.maxAttempts,
      lastError: job.lastError,
      runAt: job.runAt.toISOString(),
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    })),
    files,
    totalBytes: files.reduce((sum, file) => sum + (file.sizeBytes ?? 0), 0),
  };
}
