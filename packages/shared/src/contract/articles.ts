import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import type {
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
import type { ZIdParam, ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** Every call needs an active subscription; one article of another organization is not found. */
const SUBSCRIPTION_ERRORS = SUBSCRIPTION_ERROR_CODES;
const ARTICLE_ERRORS = [...SUBSCRIPTION_ERROR_CODES, 'ARTICLE_NOT_FOUND'] as const;

const list = (path: string) =>
  defineEndpoint<{ query: typeof ZArticleListQuery; response: typeof ZArticleList }>()({
    method: 'GET',
    path,
    tag: 'help-articles',
    auth: true,
    errors: [...SUBSCRIPTION_ERRORS, 'INVALID_CURSOR'],
  });

/** An edit of one article answers with the article as it is now. */
type Edit<B> = { params: typeof ZIdParam; body: B; response: typeof ZArticle };

/** Spec 02 §7 "Help articles": every call is scoped to the caller's active organization. */
export const articlesApi = {
  list: list('/help-articles'),
  listPublic: list('/help-articles/public'),
  listPrivate: list('/help-articles/private'),
  get: defineEndpoint<{ params: typeof ZIdParam; response: typeof ZArticle }>()({
    method: 'GET',
    path: '/help-articles/:id',
    tag: 'help-articles',
    auth: true,
    errors: ARTICLE_ERRORS,
  }),
  createManual: defineEndpoint<{
    body: typeof ZCreateManualArticleRequest;
    response: typeof ZCreateArticleResponse;
  }>()({
    method: 'POST',
    path: '/help-articles/create-manual-article',
    tag: 'help-articles',
    auth: true,
    status: 201,
    errors: [...SUBSCRIPTION_ERRORS, 'LIMIT_REACHED', 'FEATURE_NOT_AVAILABLE', 'CONTENT_TOO_COMPLEX'],
  }),
  delete: defineEndpoint<{ params: typeof ZIdParam; response: typeof ZOkResponse }>()({
    method: 'DELETE',
    path: '/help-articles/:id',
    tag: 'help-articles',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'FORBIDDEN'],
  }),
  updateContent: defineEndpoint<Edit<typeof ZUpdateArticleContentRequest>>()({
    method: 'PUT',
    path: '/help-articles/:id',
    tag: 'help-articles',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'ARTICLE_NOT_EDITABLE', 'CONTENT_TOO_COMPLEX'],
  }),
  updateTitle: defineEndpoint<Edit<typeof ZUpdateArticleTitleRequest>>()({
    method: 'PUT',
    path: '/help-articles/:id/title',
    tag: 'help-articles',
    auth: true,
    errors: ARTICLE_ERRORS,
  }),
  updateTags: defineEndpoint<Edit<typeof ZUpdateArticleTagsRequest>>()({
    method: 'PUT',
    path: '/help-articles/:id/tags',
    tag: 'help-articles',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'UNKNOWN_TAG'],
  }),
  publish: defineEndpoint<{ params: typeof ZIdParam; response: typeof ZArticle }>()({
    method: 'POST',
    path: '/help-articles/:id/publish',
    tag: 'help-articles',
    auth: true,
    errors: ARTICLE_ERRORS,
  }),
  unpublish: defineEndpoint<{ params: typeof ZIdParam; response: typeof ZArticle }>()({
    method: 'POST',
    path: '/help-articles/:id/unpublish',
    tag: 'help-articles',
    auth: true,
    errors: ARTICLE_ERRORS,
  }),
  /** ADMINs only: whether the shared link stays public while the article is in a protected help center. */
  sharedLink: defineEndpoint<Edit<typeof ZSharedLinkRequest>>()({
    method: 'PUT',
    path: '/help-articles/:id/shared-link',
    tag: 'help-articles',
    auth: true,
    errors: [...ARTICLE_ERRORS, 'ADMIN_ONLY'],
  }),
  sharingStats: defineEndpoint<{ params: typeof ZIdParam; response: typeof ZSharingStats }>()({
    method: 'GET',
    path: '/analytics/shared/article/:id',
    tag: 'analytics',
    auth: true,
    errors: ARTICLE_ERRORS,
  }),
};
