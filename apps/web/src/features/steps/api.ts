import { narrationApi, type SaveStepAnnotationsRequest, type Step, stepsApi } from '@support/shared';
import { call } from '../../lib/client';

/**
 * Spec 02 §7 step editor: the step's annotations and settings, in integer pixels of its context.
 * Answers with the saved step (its image re-rendered later, in the queue).
 */
export function saveStepAnnotations(
  id: string,
  stepId: string,
  body: SaveStepAnnotationsRequest,
): Promise<Step> {
  return call(stepsApi.saveAnnotations, { params: { id, stepId }, body });
}

export async function deleteStep(id: string, stepId: string): Promise<void> {
  await call(stepsApi.delete, { params: { id, stepId } });
}

/** What was said during the step, corrected; empty clears it. The next rewrite writes from it. */
export function saveTranscription(id: string, stepId: string, transcription: string): Promise<Step> {
  const body = { transcription: transcription.trim() ? transcription : null };
  return call(narrationApi.saveTranscription, { params: { id, stepId }, body });
}

/** Writes the step's AI analysis (summary) again: ADMINs and super admins. */
export function analyzeStep(id: string, stepId: string): Promise<Step> {
  return call(narrationApi.analyzeStep, { params: { id, stepId } });
}
