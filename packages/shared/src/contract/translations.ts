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
  /** A person's edit of one language; `locked` keeps automatic updates from overwriting it. */
  edit: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/translations/:language',
    tag: 'translations',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'LANGUAGE_NOT_ENABLED', 'CONTENT_TOO_COMPLEX'],
    schemas: { params: ZTranslationParams, body: ZTranslationEdit, response: ZArticleTranslation },
  }),
  /** Translates the language again now (after a failure, or to replace a locked translation). */
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
