import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { organizations } from '../../db/schema';
import { articles, articleVersions, stepAnnotations, steps } from '../../db/schema/articles';
import type { GenerationPayload } from './payload';

/** What a generation works on: the version of the article, and how the organization writes. */
export type GenerationTarget = {
  organizationId: string;
  articleId: string;
  versionId: string;
  title: string;
  language: string;
  contentType: 'STEP_BY_STEP_GUIDE' | 'DESCRIPTIVE_GUIDE';
  failureReason: string | null;
  finishedAt: Date | null;
  addressingStyle: 'PERSONAL' | 'IMPERSONAL';
  formality: 'FORMAL' | 'INFORMAL';
  /** The organization's redaction rules for typed values (shared/redaction.ts). */
  redactionTerms: string[];
  hideTypedEmails: boolean;
};

/** The version, if it still exists and belongs to the job's organization and article; null otherwise. */
export async function loadTarget(
  db: Queryable,
  organizationId: string | null,
  payload: GenerationPayload,
): Promise<GenerationTarget | null> {
  if (!organizationId) return null;
  const [row] = await db
    .select({
      title: articles.title,
      language: articleVersions.language,
      contentType: articleVersions.contentType,
      failureReason: articleVersions.failureReason,
      finishedAt: articleVersions.finishedAt,
      addressingStyle: organizations.addressingStyle,
      formality: organizations.formality,
      redactionTerms: organizations.redactionTerms,
      hideTypedEmails: organizations.hideTypedEmails,
    })
    .from(articleVersions)
    .innerJoin(articles, eq(articles.id, articleVersions.articleId))
    .innerJoin(organizations, eq(organizations.id, articleVersions.organizationId))
    .where(
      and(
        eq(articleVersions.id, payload.versionId),
        eq(articleVersions.articleId, payload.articleId),
        eq(articleVersions.organizationId, organizationId),
        eq(articles.articleType, 'STEP_RECORDING'),
      ),
    );
  return row ? { ...row, organizationId, ...payload } : null;
}

export type StepRow = typeof steps.$inferSelect;
export type AnnotationRow = typeof stepAnnotations.$inferSelect;

/** The version's steps in order, each with its annotations in drawing order. */
export async function loadSteps(
  db: Queryable,
  target: Pick<GenerationTarget, 'organizationId' | 'versionId'>,
): Promise<{ step: StepRow; annotations: AnnotationRow[] }[]> {
  const rows = await db
    .select()
    .from(steps)
    .where(and(eq(steps.organizationId, target.organizationId), eq(steps.articleVersionId, target.versionId)))
    .orderBy(asc(steps.index));
  const annotations = rows.length
    ? await db
        .select()
        .from(stepAnnotations)
        .where(
          and(
            eq(stepAnnotations.organizationId, target.organizationId),
            inArray(
              stepAnnotations.stepId,
              rows.map((step) => step.id),
            ),
          ),
        )
        .orderBy(asc(stepAnnotations.sortOrder))
    : [];
  return rows.map((step) => ({
    step,
    annotations: annotations.filter((annotation) => annotation.stepId === step.id),
  }));
}
