import type { Step } from '@support/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stepAnnotations } from '../../db/schema/articles';
import type { Storage } from '../../lib/storage';
import { presentStep } from '../articles/presenter';
import type { StepRow } from '../steps/policy';

/** A step as the step editor reads it: with its annotations and signed image URLs. */
export async function presentedStep(db: Db, storage: Storage, step: StepRow): Promise<Step> {
  const annotations = await db
    .select()
    .from(stepAnnotations)
    .where(and(eq(stepAnnotations.organizationId, step.organizationId), eq(stepAnnotations.stepId, step.id)))
    .orderBy(asc(stepAnnotations.sortOrder));
  const sign = (key: string | null) => (key ? storage.signedUrl(key) : Promise.resolve(null));
  return presentStep(step, annotations, {
    raw: await sign(step.imageRawKey),
    processed: await sign(step.imageProcessedKey),
  });
}
