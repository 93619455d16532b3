import { ZArticle, ZStep } from '../schemas/article';
import { ZSaveStepAnnotationsRequest, ZStepParams } from '../schemas/steps';
import { schemasOf } from './schemasOf';
import { stepsApi } from './steps';

export const stepsSchemas = schemasOf(stepsApi, {
  saveAnnotations: { params: ZStepParams, body: ZSaveStepAnnotationsRequest, response: ZStep },
  delete: { params: ZStepParams, response: ZArticle },
});
