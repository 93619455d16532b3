import { ZArticle, ZStep } from '../schemas/article';
import { ZIdParam } from '../schemas/common';
import { ZStepParams } from '../schemas/steps';
import { narrationApi } from './narration';
import { schemasOf } from './schemasOf';

export const narrationSchemas = schemasOf(narrationApi, {
  transcribe: { params: ZIdParam, response: ZArticle },
  analyzeStep: { params: ZStepParams, response: ZStep },
});
