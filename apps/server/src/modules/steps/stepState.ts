import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { stepAnnotations, steps } from '../../db/schema/articles';
import type { RenderAnnotation } from '../../lib/images';
import type { StepRow } from './policy';
import { type RenderInput, renderFingerprint } from './renderKey';

export type StepState = {
  step: StepRow;
  renderStep: RenderInput;
  annotations: RenderAnnotation[];
  fingerprint: string;
};

/**
 * A step of a version as the renderer needs it, with the fingerprint of its look; null when the
 * step is gone (deleted, or the version replaced). `lock` holds the row until the transaction ends.
 */
export async function loadStepState(
  db: Queryable,
  ids: { organizationId: string; versionId: string; stepId: string },
  options: { lock?: boolean } = {},
): Promise<StepState | null> {
  const query = db
    .select()
    .from(steps)
    .where(
      and(
        eq(steps.id, ids.stepId),
        eq(steps.organizationId, ids.organizationId),
        eq(steps.articleVersionId, ids.versionId),
      ),
    );
  const [step] = options.lock ? await query.for('update') : await query;
  if (!step) return null;
  const annotations = await db
    .select({
      type: stepAnnotations.type,
      positionX: stepAnnotations.positionX,
      positionY: stepAnnotations.positionY,
      width: stepAnnotations.width,
      height: stepAnnotations.height,
      value: stepAnnotations.value,
    })
    .from(stepAnnotations)
    .where(and(eq(stepAnnotations.organizationId, ids.organizationId), eq(stepAnnotations.stepId, step.id)))
    .orderBy(asc(stepAnnotations.sortOrder));
  // numeric columns may come back as strings from some drivers.
  const renderStep = { ...step, zoomLevel: Number(step.zoomLevel) };
  return { step, renderStep, annotations, fingerprint: renderFingerprint(renderStep, annotations) };
}
