import { and, eq, sql } from 'drizzle-orm';
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
  // The step and its annotations in one statement: every save is loaded twice by its render job.
  const query = db
    .select({ step: steps, annotations: annotationsOfStep })
    .from(steps)
    .where(
      and(
        eq(steps.id, ids.stepId),
        eq(steps.organizationId, ids.organizationId),
        eq(steps.articleVersionId, ids.versionId),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: steps }) : await query;
  if (!row) return null;
  const { step, annotations } = row;
  // numeric columns may come back as strings from some drivers.
  const renderStep = { ...step, zoomLevel: Number(step.zoomLevel) };
  return { step, renderStep, annotations, fingerprint: renderFingerprint(renderStep, annotations) };
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
