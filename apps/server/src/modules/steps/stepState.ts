import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { steps } from '../../db/schema/articles';
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
  const states = await loadStepStates(db, ids, [ids.stepId], options);
  return states.get(ids.stepId) ?? null;
}

/**
 * The steps of a version that still exist among `stepIds`, each with its annotations, in one
 * statement: a render job reads its whole batch at once, not one step at a time. Locked rows are
 * taken in id order, so two jobs of one version never wait on each other in a circle.
 */
export async function loadStepStates(
  db: Queryable,
  ids: { organizationId: string; versionId: string },
  stepIds: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, StepState>> {
  const states = new Map<string, StepState>();
  if (stepIds.length === 0) return states;
  const query = db
    .select({ step: steps, annotations: annotationsOfStep })
    .from(steps)
    .where(
      and(
        inArray(steps.id, [...stepIds]),
        eq(steps.organizationId, ids.organizationId),
        eq(steps.articleVersionId, ids.versionId),
      ),
    )
    .orderBy(asc(steps.id));
  const rows = options.lock ? await query.for('update', { of: steps }) : await query;
  for (const { step, annotations } of rows) {
    // numeric columns may come back as strings from some drivers.
    const renderStep = { ...step, zoomLevel: Number(step.zoomLevel) };
    states.set(step.id, {
      step,
      renderStep,
      annotations,
      fingerprint: renderFingerprint(renderStep, annotations),
    });
  }
  return states;
}

/**
 * The step's annotations in drawing order, as the renderer takes them. Written out in SQL: drizzle
 * leaves column names unqualified in a one-table select, which the subquery would read as its own.
 */
const annotationsOfStep = sql<RenderAnnotation[]>`coalesce((
  select json_agg(json_build_object(
    'type', a.type, 'positionX', a.position_x, 'positionY', a.position_y,
    'width', a.width, 'height', a.height, 'value', a.value
  ) order by a.sort_order)
  from step_annotations a
  where a.organization_id = "steps"."organization_id" and a.step_id = "steps"."id"
), '[]'::json)`.mapWith((value: RenderAnnotation[] | string) =>
  typeof value === 'string' ? (JSON.parse(value) as RenderAnnotation[]) : value,
);
