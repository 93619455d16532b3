import { ZArticle, ZStep } from '../schemas/article';
import { ZIdParam } from '../schemas/common';
import { ZSaveTranscriptionRequest } from '../schemas/narration';
import { ZStepParams } from '../schemas/steps';
import { narrationApi } from './narration';
import { schemasOf } from './schemasOf';

export const narrationSchemas = schemasOf(narrationApi, {
  transcribe: { params: ZIdParam, response: ZArticle },
  saveTranscription: { params: ZStepParams, body: ZSaveTranscriptionRequest, response: ZStep },
  analyzeStep: { params: ZStepParams, response: ZStep },
});
