import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import {
  ZArticleReview,
  ZCreateReviewRequest,
  ZMemberReviewerRequest,
  ZRequestChangesRequest,
  ZReviewQueue,
  ZReviewRequest,
  ZReviewRequestParams,
  ZUpdateReviewSettingRequest,
} from '../schemas/articleReview';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { ZMemberParams, ZOrganization } from '../schemas/organization';
import { defineEndpoint } from './endpoint';

const SCOPED = [
  'NO_ACTIVE_ORGANIZATION',
  'FORBIDDEN',
  'ARTICLE_NOT_FOUND',
  ...SUBSCRIPTION_ERROR_CODES,
] as const;
const DECIDE = [...SCOPED, 'REVIEW_REQUEST_NOT_FOUND', 'REVIEW_FORBIDDEN'] as const;

/**
 * Issue 48 item 2: review before publishing. With the organization's "Publishing needs review" on,
 * a member's publish becomes a request that an admin or reviewer approves (publishing it) or
 * answers with a remark. Scoped to the caller's active organization like everything else.
 */
export const articleReviewsApi = {
  ofArticle: defineEndpoint({
    method: 'GET',
    path: '/help-articles/:id/review',
    tag: 'article-reviews',
    auth: true,
    errors: SCOPED,
    schemas: { params: ZIdParam, response: ZArticleReview },
  }),
  /** 409 REVIEW_REQUEST_OPEN while one is open; 409 REVIEW_NOT_NEEDED with the setting off. */
  request: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/review-requests',
    tag: 'article-reviews',
    auth: true,
    status: 201,
    errors: [...SCOPED, 'REVIEW_REQUEST_OPEN', 'REVIEW_NOT_NEEDED', 'REVIEWER_NOT_ALLOWED'],
    schemas: { params: ZIdParam, body: ZCreateReviewRequest, response: ZReviewRequest },
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/review-requests',
    tag: 'article-reviews',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'FORBIDDEN', ...SUBSCRIPTION_ERROR_CODES],
    schemas: { response: ZReviewQueue },
  }),
  /** Publishes the article as it is now, in one transaction (a publish revision is recorded). */
  approve: defineEndpoint({
    method: 'POST',
    path: '/review-requests/:requestId/approve',
    tag: 'article-reviews',
    auth: true,
    errors: DECIDE,
    schemas: { params: ZReviewRequestParams, response: ZReviewRequest },
  }),
  requestChanges: defineEndpoint({
    method: 'POST',
    path: '/review-requests/:requestId/request-changes',
    tag: 'article-reviews',
    auth: true,
    errors: DECIDE,
    schemas: { params: ZReviewRequestParams, body: ZRequestChangesRequest, response: ZReviewRequest },
  }),
  /** ADMIN only: the organization's "Publishing needs review". */
  updateSetting: defineEndpoint({
    method: 'PUT',
    path: '/organization/settings/review',
    tag: 'article-reviews',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY'],
    schemas: { body: ZUpdateReviewSettingRequest, response: ZOrganization },
  }),
  /** ADMIN only: whether a member of the active organization reviews articles. */
  setReviewer: defineEndpoint({
    method: 'PUT',
    path: '/organization/:id/users/:userId/reviewer',
    tag: 'article-reviews',
    auth: true,
    errors: ['ORGANIZATION_NOT_FOUND', 'ADMIN_ONLY', 'MEMBER_NOT_FOUND', ...SUBSCRIPTION_ERROR_CODES],
    schemas: { params: ZMemberParams, body: ZMemberReviewerRequest, response: ZOkResponse },
  }),
};
