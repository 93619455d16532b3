import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { ZArticle, ZStep } from '../schemas/article';
import { ZIdParam } from '../schemas/common';
import { ZSaveTranscriptionRequest } from '../schemas/narration';
import { ZStepParams } from '../schemas/steps';
import { defineEndpoint } from './endpoint';

/**
 * Narrated recordings (issue 17). `transcribe` queues the narration's transcription (again) and
 * answers 202 with the article, its `transcriptionStatus` PENDING; the step texts are not
 * rewritten: `POST /help-articles/{id}/generate` writes them again with what was said. `analyze`
 * writes one step's AI `summary` and answers with the step (ADMINs and super admins).
 */
export const narrationApi = {
  transcribe: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/transcribe',
    summary: 'Transcribe the article’s narration (again) and assign what was said to its steps',
    tag: 'help-articles',
    auth: true,
    status: 202,
    errors: [
      ...SUBSCRIPTION_ERROR_CODES,
      'ARTICLE_NOT_FOUND',
      'NO_AUDIO',
      'TRANSCRIPTION_RUNNING',
      'ARTICLE_PROCESSING',
      'TRANSCRIPTION_NOT_CONFIGURED',
    ],
    schemas: { params: ZIdParam, response: ZArticle },
  }),
  saveTranscription: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/steps/:stepId/transcription',
    summary: 'Correct what was said during a step; the next rewrite (POST /generate) uses it',
    tag: 'help-articles',
    auth: true,
    errors: [...SUBSCRIPTION_ERROR_CODES, 'ARTICLE_NOT_FOUND', 'STEP_NOT_FOUND', 'ARTICLE_PROCESSING'],
    schemas: { params: ZStepParams, body: ZSaveTranscriptionRequest, response: ZStep },
  }),
  analyzeStep: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/steps/:stepId/analyze',
    summary: 'Write the step’s AI analysis (summary) again; ADMINs and super admins',
    tag: 'help-articles',
    auth: true,
    errors: [
      ...SUBSCRIPTION_ERROR_CODES,
      'ARTICLE_NOT_FOUND',
      'STEP_NOT_FOUND',
      'ADMIN_ONLY',
      'AI_NOT_CONFIGURED',
      'AI_UNAVAILABLE',
    ],
    schemas: { params: ZStepParams, response: ZStep },
  }),
};
