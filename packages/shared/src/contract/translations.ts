import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZArticleTranslation,
  ZArticleTranslations,
  ZTranslationEdit,
  ZTranslationParams,
} from '../schemas/translation';
import { defineEndpoint } from './endpoint';

const ARTICLE_ERRORS = [...SUBSCRIPTION_ERROR_CODES, 'ARTICLE_NOT_FOUND'] as const;

/** An article's translations (spec 02 §7 "GET /{id}/translations"), a person's edits and retries. */
export const translationsApi = {
  /** The source language, the organization's languages, the translations and the active version's jobs. */
  get: defineEndpoint({
    method: 'GET',
    path: '/help-articles/:id/translations',
    tag: 'translations',
    auth: true,
    errors: ARTICLE_ERRORS,
    schemas: { params: ZIdParam, response: ZArticleTranslations },
  }),
  /** A person's edit of one language: it becomes EDITED, kept when the source changes. */
  edit: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/translations/:language',
    tag: 'translations',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'LANGUAGE_NOT_ENABLED', 'CONTENT_TOO_COMPLEX'],
    schemas: { params: ZTranslationParams, body: ZTranslationEdit, response: ZArticleTranslation },
  }),
  /**
   * Replaces an edited translation with the machine translation made of the newer source
   * (`machineVersion`): 409 NO_MACHINE_TRANSLATION when there is none.
   */
  acceptMachine: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/translations/:language/accept-machine',
    tag: 'translations',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'LANGUAGE_NOT_ENABLED', 'NO_MACHINE_TRANSLATION'],
    schemas: { params: ZTranslationParams, response: ZArticleTranslation },
  }),
  /** Translates the language again now (after a failure, or to replace an edited translation). */
  retry: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/translations/:language/retry',
    tag: 'translations',
    auth: true,
    status: 202,
    errors: [...ARTICLE_ERRORS, 'LANGUAGE_NOT_ENABLED', 'ARTICLE_PROCESSING', 'TRANSLATION_NOT_CONFIGURED'],
    schemas: { params: ZTranslationParams, response: ZOkResponse },
  }),
};
