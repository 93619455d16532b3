import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import {
  ZArticleTemplate,
  ZArticleTemplateList,
  ZCreateArticleTemplateRequest,
  ZRenameArticleTemplateRequest,
} from '../schemas/articleTemplate';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { defineEndpoint } from './endpoint';

/** Every call is scoped to the caller's active organization; admins and members may use them. */
const SCOPED = ['NO_ACTIVE_ORGANIZATION', 'FORBIDDEN', ...SUBSCRIPTION_ERROR_CODES] as const;
const ONE = [...SCOPED, 'ARTICLE_TEMPLATE_NOT_FOUND'] as const;

/** Issue 48 item 4: the organization's own article templates (Settings → Templates). */
export const articleTemplatesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/article-templates',
    tag: 'article-templates',
    auth: true,
    errors: SCOPED,
    schemas: { response: ZArticleTemplateList },
  }),
  /**
   * Saves the article's title and current markdown; 404 ARTICLE_NOT_FOUND for an article of
   * another organization, 409 ARTICLE_TEMPLATES_FULL past the organization's 100 templates.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/article-templates',
    tag: 'article-templates',
    auth: true,
    status: 201,
    errors: [...SCOPED, 'ARTICLE_NOT_FOUND', 'ARTICLE_TEMPLATES_FULL'],
    schemas: { body: ZCreateArticleTemplateRequest, response: ZArticleTemplate },
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: '/article-templates/:id',
    tag: 'article-templates',
    auth: true,
    errors: ONE,
    schemas: { params: ZIdParam, body: ZRenameArticleTemplateRequest, response: ZArticleTemplate },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/article-templates/:id',
    tag: 'article-templates',
    auth: true,
    errors: ONE,
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
};
