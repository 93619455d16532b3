import { z } from 'zod';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZArticleIdParam,
  ZChangeHelpCenterSlugRequest,
  ZCreateGroupRequest,
  ZCreateHelpCenterRequest,
  ZExtractedTheme,
  ZExtractThemeRequest,
  ZGroupArticleParams,
  ZGroupCardRequest,
  ZGroupIdParam,
  ZGroupTranslationsRequest,
  ZHelpCenter,
  ZHelpCenterGroups,
  ZHelpCenterLinks,
  ZHelpCenterList,
  ZHelpCenterLogoResponse,
  ZHelpCenterPreview,
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
import { defineEndpoint } from './endpoint';

/**
 * Every call is scoped to the caller's active organization and needs its subscription to be
 * active (the subscription gate).
 */
const SCOPED = [
  'NO_ACTIVE_ORGANIZATION',
  'NO_SUBSCRIPTION',
  'TRIAL_EXPIRED',
  'SUBSCRIPTION_NOT_ACTIVE',
] as const;
/** One help center of the organization. */
const CENTER = [...SCOPED, 'HELP_CENTER_NOT_FOUND'] as const;
/** Creating, changing, theming and protecting a help center is for ADMINs. */
const ADMIN_CENTER = [...CENTER, 'ADMIN_ONLY'] as const;
/** Placing one article in the tree: it can be missing, or moved by someone else at that moment. */
const ARTICLE_PLACE = [...SCOPED, 'GROUP_NOT_FOUND', 'ARTICLE_NOT_FOUND', 'ARTICLE_MOVED'] as const;

/** Spec 02 §7 "Help centers". */
export const helpCentersApi = {
  /**
   * The logo (multipart field `logo`): a PNG or JPEG by its bytes, at most 2 MB, decoded whole.
   * 400 INVALID_LOGO_TYPE, LOGO_TOO_LARGE, INVALID_LOGO or INVALID_UPLOAD otherwise.
   */
  uploadLogo: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/logo',
    summary: "Upload the help center's logo",
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    formBody: {
      description: 'The logo',
      parts: { logo: { description: 'A PNG or JPEG file, at most 2 MB', file: true } },
    },
    errors: [...ADMIN_CENTER, 'INVALID_LOGO_TYPE', 'LOGO_TOO_LARGE', 'INVALID_LOGO', 'INVALID_UPLOAD'],
    schemas: { params: ZIdParam, response: ZHelpCenterLogoResponse },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/help-centers',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: SCOPED,
    schemas: { response: ZHelpCenterList },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/help-centers/:id',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: CENTER,
    schemas: { params: ZIdParam, response: ZHelpCenter },
  }),
  /** Takes one unit of HELPCENTERS_TOTAL: 403 LIMIT_REACHED beyond it, with the feature check. */
  create: defineEndpoint({
    method: 'POST',
    path: '/help-centers',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    status: 201,
    errors: [...ADMIN_CENTER, 'FEATURE_NOT_AVAILABLE', 'LIMIT_REACHED'],
    schemas: { body: ZCreateHelpCenterRequest, response: ZHelpCenter },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/help-centers/:id',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: ADMIN_CENTER,
    schemas: { params: ZIdParam, response: ZHelpCenter, body: ZUpdateHelpCenterRequest },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/help-centers/:id',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: ADMIN_CENTER,
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/help-centers/:id/settings',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: [
      ...ADMIN_CENTER,
      'PASSWORD_REQUIRED',
      'SSO_NOT_CONFIGURED',
      'CUSTOM_DOMAIN_TAKEN',
      'CUSTOM_DOMAIN_RESERVED',
    ],
    schemas: { params: ZIdParam, response: ZHelpCenter, body: ZUpdateHelpCenterSettingsRequest },
  }),
  /**
   * A new address for the public site (its slug); the old one redirects to it (301) for a year and
   * no other help center may take it meanwhile (issue 51 item 9).
   */
  changeSlug: defineEndpoint({
    method: 'PUT',
    path: '/help-centers/:id/slug',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: [...ADMIN_CENTER, 'HELP_CENTER_SLUG_TAKEN', 'HELP_CENTER_SLUG_RESERVED'],
    schemas: { params: ZIdParam, response: ZHelpCenter, body: ZChangeHelpCenterSlugRequest },
  }),
  /**
   * Looks the custom domain's TXT record up now ("Check now"): VERIFIED when it carries the token,
   * else FAILED with the reason. Answers the help center with the new state either way, except
   * when the DNS server does not answer for a verified domain: it stays verified (503 DNS_UNAVAILABLE).
   */
  checkDomain: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/domain-verification/check',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: [...ADMIN_CENTER, 'NO_CUSTOM_DOMAIN', 'DNS_UNAVAILABLE'],
    schemas: { params: ZIdParam, response: ZHelpCenter },
  }),
  /** Readers see the site from now on; its sitemap and robots.txt list it. Answers the help center. */
  publish: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/publish',
    summary: 'Publish the help center to readers',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: ADMIN_CENTER,
    schemas: { params: ZIdParam, response: ZHelpCenter },
  }),
  /** Readers get 404 from now on (members can still preview it). Answers the help center. */
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/unpublish',
    summary: 'Take the help center off the web',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: ADMIN_CENTER,
    schemas: { params: ZIdParam, response: ZHelpCenter },
  }),
  /**
   * A preview address for any member of the organization: the site as readers see it, published
   * or not, without its reader password, marked as a preview. The token in it lasts minutes and
   * opens this help center only, for this organization's member.
   */
  preview: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/preview',
    summary: 'Open a preview of the help center',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: CENTER,
    schemas: { params: ZIdParam, response: ZHelpCenterPreview },
  }),
  links: defineEndpoint({
    method: 'GET',
    path: '/help-centers/:id/links',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: CENTER,
    schemas: { params: ZIdParam, response: ZHelpCenterLinks },
  }),
  /** The whole list, in its new order. */
  saveLinks: defineEndpoint({
    method: 'PUT',
    path: '/help-centers/:id/links',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: CENTER,
    schemas: { params: ZIdParam, body: ZPutHelpCenterLinksRequest, response: ZHelpCenterLinks },
  }),
  extractTheme: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/extract-theme',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: [...ADMIN_CENTER, 'URL_NOT_ALLOWED', 'EXTRACTION_FAILED', 'NO_THEME_COLORS'],
    schemas: { params: ZIdParam, body: ZExtractThemeRequest, response: ZExtractedTheme },
  }),
  saveExtractedTheme: defineEndpoint({
    method: 'POST',
    path: '/help-centers/:id/save-extracted-theme',
    tag: 'help-centers',
    auth: true,
    scope: 'help_centers',
    errors: [...ADMIN_CENTER, 'NO_EXTRACTED_THEME'],
    schemas: { params: ZIdParam, response: ZHelpCenter },
  }),
};

/** Spec 02 §7 "Public groups": the tree of article groups of a help center and the articles in it. */
export const publicGroupsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/public-groups/help-centers/:id/groups',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: CENTER,
    schemas: { params: ZIdParam, response: ZHelpCenterGroups },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/public-groups/help-centers/:id/groups',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    status: 201,
    errors: [...CENTER, 'GROUP_NOT_FOUND', 'GROUP_NAME_TAKEN'],
    schemas: { params: ZIdParam, body: ZCreateGroupRequest, response: ZPublicGroup },
  }),
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/public-groups/help-centers/:id/groups/reorder',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...CENTER, 'GROUP_NOT_FOUND'],
    schemas: { params: ZIdParam, body: ZReorderGroupsRequest, response: z.array(ZPublicGroup) },
  }),
  /**
   * One drag: moves a group or an article and puts it among its new siblings, in one transaction
   * (a refused move changes nothing). Answers the whole tree as it is now.
   */
  place: defineEndpoint({
    method: 'POST',
    path: '/public-groups/help-centers/:id/place',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [
      ...CENTER,
      ...ARTICLE_PLACE,
      'GROUP_INTO_DESCENDANT',
      'GROUP_NAME_TAKEN',
      'ARTICLE_NOT_PUBLISHED',
      'INVALID_POSITION',
    ],
    schemas: { params: ZIdParam, body: ZPlaceRequest, response: ZHelpCenterGroups },
  }),
  rename: defineEndpoint({
    method: 'PUT',
    path: '/public-groups/groups/:groupId',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...SCOPED, 'GROUP_NOT_FOUND', 'GROUP_NAME_TAKEN'],
    schemas: { params: ZGroupIdParam, body: ZRenameGroupRequest, response: ZPublicGroup },
  }),
  /** A group's card on the home page: its icon and description (issue 47). */
  card: defineEndpoint({
    method: 'PUT',
    path: '/public-groups/groups/:groupId/card',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...SCOPED, 'GROUP_NOT_FOUND'],
    schemas: { params: ZGroupIdParam, body: ZGroupCardRequest, response: ZPublicGroup },
  }),
  /** A group's name and card sentence in the organization's other languages (issue 47). */
  translations: defineEndpoint({
    method: 'PUT',
    path: '/public-groups/groups/:groupId/translations',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...SCOPED, 'GROUP_NOT_FOUND'],
    schemas: { params: ZGroupIdParam, body: ZGroupTranslationsRequest, response: ZPublicGroup },
  }),
  /** The group and every group below it; their articles stay, in no group. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/public-groups/groups/:groupId',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...SCOPED, 'GROUP_NOT_FOUND'],
    schemas: { params: ZGroupIdParam, response: ZOkResponse },
  }),
  move: defineEndpoint({
    method: 'PUT',
    path: '/public-groups/groups/:groupId/move',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...SCOPED, 'GROUP_NOT_FOUND', 'GROUP_INTO_DESCENDANT', 'GROUP_NAME_TAKEN'],
    schemas: { params: ZGroupIdParam, body: ZMoveGroupRequest, response: ZPublicGroup },
  }),
  /** Only published articles; the article leaves the group it was in. */
  addArticle: defineEndpoint({
    method: 'POST',
    path: '/public-groups/groups/:groupId/articles/:articleId',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...ARTICLE_PLACE, 'ARTICLE_NOT_PUBLISHED'],
    schemas: { params: ZGroupArticleParams, response: ZOkResponse },
  }),
  removeArticle: defineEndpoint({
    method: 'DELETE',
    path: '/public-groups/groups/articles/:articleId',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: ARTICLE_PLACE,
    schemas: { params: ZArticleIdParam, response: ZOkResponse },
  }),
  moveArticle: defineEndpoint({
    method: 'PUT',
    path: '/public-groups/groups/articles/:articleId/move',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...ARTICLE_PLACE, 'ARTICLE_NOT_PUBLISHED'],
    schemas: { params: ZArticleIdParam, body: ZMoveArticleRequest, response: ZOkResponse },
  }),
  /** `:groupId` is `null` for the published articles in no group. */
  reorderArticles: defineEndpoint({
    method: 'PUT',
    path: '/public-groups/groups/:groupId/articles/reorder',
    tag: 'public-groups',
    auth: true,
    scope: 'help_centers',
    errors: [...SCOPED, 'GROUP_NOT_FOUND', 'ARTICLE_NOT_FOUND'],
    schemas: { params: ZMaybeGroupIdParam, body: ZReorderArticlesRequest, response: ZOkResponse },
  }),
};
