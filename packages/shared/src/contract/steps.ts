import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { ZArticle, ZStep } from '../schemas/article';
import { ZSaveStepAnnotationsRequest, ZStepParams } from '../schemas/steps';
import { defineEndpoint } from './endpoint';

/** A step of an article being generated cannot change; one of another article is not found. */
const STEP_ERRORS = [
  ...SUBSCRIPTION_ERROR_CODES,
  'ARTICLE_NOT_FOUND',
  'STEP_NOT_FOUND',
  'ARTICLE_PROCESSING',
] as const;

/**
 * The step editor's calls (spec 02 §7). A save answers with the saved step, a delete with the
 * article as it is after it; the re-rendered image follows through the queue.
 */
export const stepsApi = {
  saveAnnotations: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/steps/:stepId/annotations',
    summary: 'Save a step’s annotations and image settings; answers with the saved step',
    tag: 'help-articles',
    auth: true,
    errors: [...STEP_ERRORS, 'STEP_WITHOUT_CONTEXT', 'ANNOTATION_OUTSIDE_IMAGE', 'INVALID_ANNOTATION_VALUE'],
    schemas: { params: ZStepParams, body: ZSaveStepAnnotationsRequest, response: ZStep },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/help-articles/:id/steps/:stepId',
    summary: 'Delete a step (not the last one)',
    tag: 'help-articles',
    auth: true,
    errors: [...STEP_ERRORS, 'LAST_STEP'],
    schemas: { params: ZStepParams, response: ZArticle },
  }),
};
