import { articleReviewsApi } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of review before publishing (issue 48 item 2), through the shared contract. */

export const fetchArticleReview = (id: string) => call(articleReviewsApi.ofArticle, { params: { id } });

export const requestReview = (id: string, reviewerId: string | null) =>
  call(articleReviewsApi.request, { params: { id }, body: { reviewerId } });

export const fetchReviewQueue = () => call(articleReviewsApi.queue);

export const approveReview = (requestId: string) =>
  call(articleReviewsApi.approve, { params: { requestId } });

export const requestChanges = (requestId: string, remark: string) =>
  call(articleReviewsApi.requestChanges, { params: { requestId }, body: { remark } });

export const updateReviewSetting = (publishingNeedsReview: boolean) =>
  call(articleReviewsApi.updateSetting, { body: { publishingNeedsReview } });

export const setReviewer = (organizationId: string, userId: string, isReviewer: boolean) =>
  call(articleReviewsApi.setReviewer, { params: { id: organizationId, userId }, body: { isReviewer } });
