import { z } from 'zod';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZArticleIdParam,
  ZCreateGroupRequest,
  ZCreateHelpCenterRequest,
  ZExtractedTheme,
  ZExtractThemeRequest,
  ZGroupArticleParams,
  ZGroupIdParam,
  ZHelpCenter,
  ZHelpCenterGroups,
  ZHelpCenterLinks,
  ZHelpCenterList,
  ZHelpCenterLogoResponse,
  ZMaybeGroupIdParam,
  ZMoveArticleRequest,
  ZMoveGroupRequest,
  ZPlaceRequest,
  ZPublicGroup,
  ZPutHelpCenterLinksRequest,
  ZRenameGroupRequest,
  ZReorderArticlesRequest,
  ZReorderGroupsRequest,
  ZUpdateHelpCenterRequest,
  ZUpdateHelpCenterSettingsRequest,
} from '../schemas/helpCenter';
import { helpCentersApi, publicGroupsApi } from './helpCenters';
import { schemasOf } from './schemasOf';

const center = { params: ZIdParam, response: ZHelpCenter };

export const helpCentersSchemas = schemasOf(helpCentersApi, {
  uploadLogo: { params: ZIdParam, response: ZHelpCenterLogoResponse },
  list: { response: ZHelpCenterList },
  get: center,
  create: { body: ZCreateHelpCenterRequest, response: ZHelpCenter },
  update: { ...center, body: ZUpdateHelpCenterRequest },
  delete: { params: ZIdParam, response: ZOkResponse },
  updateSettings: { ...center, body: ZUpdateHelpCenterSettingsRequest },
  checkDomain: center,
  links: { params: ZIdParam, response: ZHelpCenterLinks },
  saveLinks: { params: ZIdParam, body: ZPutHelpCenterLinksRequest, response: ZHelpCenterLinks },
  extractTheme: { params: ZIdParam, body: ZExtractThemeRequest, response: ZExtractedTheme },
  saveExtractedTheme: center,
});

export const publicGroupsSchemas = schemasOf(publicGroupsApi, {
  list: { params: ZIdParam, response: ZHelpCenterGroups },
  create: { params: ZIdParam, body: ZCreateGroupRequest, response: ZPublicGroup },
  reorder: { params: ZIdParam, body: ZReorderGroupsRequest, response: z.array(ZPublicGroup) },
  place: { params: ZIdParam, body: ZPlaceRequest, response: ZHelpCenterGroups },
  rename: { params: ZGroupIdParam, body: ZRenameGroupRequest, response: ZPublicGroup },
  delete: { params: ZGroupIdParam, response: ZOkResponse },
  move: { params: ZGroupIdParam, body: ZMoveGroupRequest, response: ZPublicGroup },
  addArticle: { params: ZGroupArticleParams, response: ZOkResponse },
  removeArticle: { params: ZArticleIdParam, response: ZOkResponse },
  moveArticle: { params: ZArticleIdParam, body: ZMoveArticleRequest, response: ZOkResponse },
  reorderArticles: { params: ZMaybeGroupIdParam, body: ZReorderArticlesRequest, response: ZOkResponse },
});
