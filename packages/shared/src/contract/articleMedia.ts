import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import {
  ZArticle,
  ZExternalImage,
  ZExternalImageList,
  ZExternalImageParams,
  ZStorageUsage,
} from '../schemas/article';
import { ZGifRequestResponse, ZIdParam, ZOkResponse } from '../schemas/common';
import { ZChangeContentTypeRequest } from '../schemas/recording';
import { ZSmartEditRequest, ZSmartEditResponse } from '../schemas/smartEdit';
import { defineEndpoint } from './endpoint';

/** Every call needs an active subscription; one article of another organization is not found. */
const ARTICLE_ERRORS = [...SUBSCRIPTION_ERROR_CODES, 'ARTICLE_NOT_FOUND'] as const;

/** Only a step recording that is not being generated starts again; a lack of credits stops it. */
const GENERATION_ERRORS = [
  ...ARTICLE_ERRORS,
  'NOT_A_STEP_RECORDING',
  'NO_RECORDING',
  'ALREADY_PROCESSING',
  'NO_CREDITS_LEFT',
] as const;

/**
 * Spec 02 §7: a step recording's text written again. Each answers with the article as it is now
 * (processing), so the client shows the processing screen and refetches until it is finished.
 */
export const generationApi = {
  generate: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/generate',
    tag: 'help-articles',
    auth: true,
    errors: GENERATION_ERRORS,
    schemas: { params: ZIdParam, response: ZArticle },
  }),
  restart: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/restart-generation',
    tag: 'help-articles',
    auth: true,
    errors: [...GENERATION_ERRORS, 'NOT_FAILED'],
    schemas: { params: ZIdParam, response: ZArticle },
  }),
  changeContentType: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/change-content-type',
    tag: 'help-articles',
    auth: true,
    errors: [...GENERATION_ERRORS, 'CONTENT_TYPE_UNCHANGED'],
    schemas: { params: ZIdParam, response: ZArticle, body: ZChangeContentTypeRequest },
  }),
};

/**
 * Spec 02 §7: the demo GIF of a step recording, rendered in the queue (202); 200 with
 * `queued: false` when the GIF of the current frames is there and shown already.
 */
export const demoGifApi = {
  generate: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/generate-gif',
    summary: 'Render the demo GIF of a step recording (queued)',
    tag: 'help-articles',
    auth: true,
    status: 202,
    /** The GIF of the current frames is there and shown already: `queued: false`. */
    alsoAnswers: [200],
    errors: [...ARTICLE_ERRORS, 'NOT_A_STEP_RECORDING', 'ARTICLE_PROCESSING', 'ARTICLE_FAILED'],
    schemas: { params: ZIdParam, response: ZGifRequestResponse },
  }),
};

/** Spec 02 §7: images a writer adds to an article besides its steps, and the storage they use. */
export const externalImagesApi = {
  /**
   * One image file (multipart field `image`, PNG, JPEG, GIF or WebP by its bytes, decoded whole)
   * for an article's text. 400 NOT_AN_IMAGE / INVALID_IMAGE / INVALID_UPLOAD, 413 IMAGE_TOO_LARGE,
   * 403 STORAGE_QUOTA_EXCEEDED past the organization's image storage.
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/external-images',
    summary: 'Upload an image for the article text',
    tag: 'help-articles',
    auth: true,
    status: 201,
    formBody: {
      description: 'The image',
      parts: { image: { description: 'The image file', file: true } },
    },
    errors: [
      ...ARTICLE_ERRORS,
      'NOT_AN_IMAGE',
      'INVALID_IMAGE',
      'INVALID_UPLOAD',
      'IMAGE_TOO_LARGE',
      'STORAGE_QUOTA_EXCEEDED',
    ],
    schemas: { params: ZIdParam, response: ZExternalImage },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/help-articles/:id/external-images',
    tag: 'help-articles',
    auth: true,
    errors: ARTICLE_ERRORS,
    schemas: { params: ZIdParam, response: ZExternalImageList },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/help-articles/:id/external-images/:imageId',
    tag: 'help-articles',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'IMAGE_NOT_FOUND'],
    schemas: { params: ZExternalImageParams, response: ZOkResponse },
  }),
  storageUsage: defineEndpoint({
    method: 'GET',
    path: '/storage-usage',
    tag: 'plans',
    auth: true,
    errors: SUBSCRIPTION_ERROR_CODES,
    schemas: { response: ZStorageUsage },
  }),
};

/** Spec 02 §7: a passage of an article rewritten by the AI as the writer asks. */
export const smartEditApi = {
  edit: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/smart-edit',
    tag: 'help-articles',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'FEATURE_NOT_AVAILABLE', 'AI_NOT_CONFIGURED', 'AI_UNAVAILABLE'],
    schemas: { params: ZIdParam, body: ZSmartEditRequest, response: ZSmartEditResponse },
  }),
};
