import type { z } from 'zod';
import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import {
  ZArticle,
  ZArticleList,
  ZArticleListQuery,
  ZCreateArticleResponse,
  ZCreateManualArticleRequest,
  ZSharedLinkRequest,
  ZSharingStats,
  ZUpdateArticleContentRequest,
  ZUpdateArticleTagsRequest,
  ZUpdateArticleTitleRequest,
} from '../schemas/article';
import { ZBulkArticlesRequest, ZBulkArticlesResponse } from '../schemas/articleBulk';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** Every call needs an active subscription; one article of another organization is not found. */
const SUBSCRIPTION_ERRORS = SUBSCRIPTION_ERROR_CODES;
const ARTICLE_ERRORS = [...SUBSCRIPTION_ERROR_CODES, 'ARTICLE_NOT_FOUND'] as const;

const list = (path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    tag: 'help-articles',
    auth: true,
    scope: 'articles:read',
    errors: [...SUBSCRIPTION_ERRORS, 'INVALID_CURSOR'],
    schemas: { query: ZArticleListQuery, response: ZArticleList },
  });

/** An edit of one article answers with the article as it is now. */
const edit = <B extends z.core.$ZodType>(body: B) => ({ params: ZIdParam, body, response: ZArticle });

/** Spec 02 §7 "Help articles": every call is scoped to the caller's active organization. */
export const articlesApi = {
  list: list('/help-articles'),
  listPublic: list('/help-articles/public'),
  listPrivate: list('/help-articles/private'),
  get: defineEndpoint({
    method: 'GET',
    path: '/help-articles/:id',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:read',
    errors: ARTICLE_ERRORS,
    schemas: { params: ZIdParam, response: ZArticle },
  }),
  createManual: defineEndpoint({
    method: 'POST',
    path: '/help-articles/create-manual-article',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:write',
    status: 201,
    errors: [
      ...SUBSCRIPTION_ERRORS,
      'LIMIT_REACHED',
      'FEATURE_NOT_AVAILABLE',
      'CONTENT_TOO_COMPLEX',
      'ARTICLE_TEMPLATE_NOT_FOUND',
    ],
    schemas: { body: ZCreateManualArticleRequest, response: ZCreateArticleResponse },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/help-articles/:id',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:write',
    errors: [...ARTICLE_ERRORS, 'FORBIDDEN'],
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
  updateContent: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:write',
    errors: [...ARTICLE_ERRORS, 'ARTICLE_NOT_EDITABLE', 'CONTENT_TOO_COMPLEX', 'ARTICLE_CHANGED'],
    schemas: edit(ZUpdateArticleContentRequest),
  }),
  updateTitle: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/title',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:write',
    errors: [...ARTICLE_ERRORS, 'ARTICLE_CHANGED'],
    schemas: edit(ZUpdateArticleTitleRequest),
  }),
  updateTags: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/tags',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:write',
    errors: [...ARTICLE_ERRORS, 'UNKNOWN_TAG', 'ARTICLE_CHANGED'],
    schemas: edit(ZUpdateArticleTagsRequest),
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/publish',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:publish',
    errors: ARTICLE_ERRORS,
    schemas: { params: ZIdParam, response: ZArticle },
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/unpublish',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:publish',
    errors: ARTICLE_ERRORS,
    schemas: { params: ZIdParam, response: ZArticle },
  }),
  /** ADMINs only: whether the shared link stays public while the article is in a protected help center. */
  sharedLink: defineEndpoint({
    method: 'PUT',
    path: '/help-articles/:id/shared-link',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:write',
    errors: [...ARTICLE_ERRORS, 'ADMIN_ONLY'],
    schemas: edit(ZSharedLinkRequest),
  }),
  /**
   * Issue 48 item 5: one action on up to 500 articles, each in its own transaction with the
   * rules of its single call; the answer has a result per id (another organization's: not found).
   */
  bulk: defineEndpoint({
    method: 'POST',
    path: '/help-articles/bulk',
    tag: 'help-articles',
    auth: true,
    scope: 'articles:write',
    errors: [...SUBSCRIPTION_ERRORS, 'GROUP_NOT_FOUND', 'UNKNOWN_TAG'],
    schemas: { body: ZBulkArticlesRequest, response: ZBulkArticlesResponse },
  }),
  sharingStats: defineEndpoint({
    method: 'GET',
    path: '/analytics/shared/article/:id',
    tag: 'analytics',
    auth: true,
    scope: 'analytics:read',
    errors: ARTICLE_ERRORS,
    schemas: { params: ZIdParam, response: ZSharingStats },
  }),
};
