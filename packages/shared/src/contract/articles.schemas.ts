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
import { ZIdParam, ZOkResponse } from '../schemas/common';
import { articlesApi } from './articles';
import { schemasOf } from './schemasOf';

const list = { query: ZArticleListQuery, response: ZArticleList };
const article = { params: ZIdParam, response: ZArticle };

export const articlesSchemas = schemasOf(articlesApi, {
  list,
  listPublic: list,
  listPrivate: list,
  get: article,
  createManual: { body: ZCreateManualArticleRequest, response: ZCreateArticleResponse },
  delete: { params: ZIdParam, response: ZOkResponse },
  updateContent: { ...article, body: ZUpdateArticleContentRequest },
  updateTitle: { ...article, body: ZUpdateArticleTitleRequest },
  updateTags: { ...article, body: ZUpdateArticleTagsRequest },
  publish: article,
  unpublish: article,
  sharedLink: { ...article, body: ZSharedLinkRequest },
  sharingStats: { params: ZIdParam, response: ZSharingStats },
});
