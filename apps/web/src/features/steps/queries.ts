import type { SaveStepAnnotationsRequest } from '@support/shared';
import { useArticleMutation } from '../articles/queries';
import * as api from './api';

/**
 * Resolves once the refetched article has arrived, so the step editor stays busy until then (spec
 * 02 §7); its data is the saved step as the server answered, with its image as it was before.
 */
export const useSaveStepAnnotations = (id: string) =>
  useArticleMutation(id, ({ stepId, body }: { stepId: string; body: SaveStepAnnotationsRequest }) =>
    api.saveStepAnnotations(id, stepId, body),
  );
export const useDeleteStep = (id: string) =>
  useArticleMutation(id, (stepId: string) => api.deleteStep(id, stepId));
export const useSaveTranscription = (id: string) =>
  useArticleMutation(id, ({ stepId, transcription }: { stepId: string; transcription: string }) =>
    api.saveTranscription(id, stepId, transcription),
  );
export const useAnalyzeStep = (id: string) =>
  useArticleMutation(id, (stepId: string) => api.analyzeStep(id, stepId));
