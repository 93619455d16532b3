import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import {
  ZRestoreRevisionResponse,
  ZRevision,
  ZRevisionList,
  ZRevisionListQuery,
  ZRevisionParams,
} from '../schemas/articleRevision';
import { ZIdParam } from '../schemas/common';
import { defineEndpoint } from './endpoint';

const ERRORS = [...SUBSCRIPTION_ERROR_CODES, 'ARTICLE_NOT_FOUND'] as const;

/** Issue 48 item 1: an article's history. Who may edit the article may read and restore it. */
export const articleRevisionsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/help-articles/:id/revisions',
    tag: 'help-articles',
    auth: true,
    errors: [...ERRORS, 'INVALID_CURSOR', 'FORBIDDEN'],
    schemas: { params: ZIdParam, query: ZRevisionListQuery, response: ZRevisionList },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/help-articles/:id/revisions/:revisionId',
    tag: 'help-articles',
    auth: true,
    errors: [...ERRORS, 'REVISION_NOT_FOUND', 'FORBIDDEN'],
    schemas: { params: ZRevisionParams, response: ZRevision },
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/help-articles/:id/revisions/:revisionId/restore',
    tag: 'help-articles',
    auth: true,
    errors: [...ERRORS, 'REVISION_NOT_FOUND', 'ARTICLE_NOT_EDITABLE', 'FORBIDDEN'],
    schemas: { params: ZRevisionParams, response: ZRestoreRevisionResponse },
  }),
};
