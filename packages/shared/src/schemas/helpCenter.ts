import { z } from 'zod';
import { HELP_CENTER_LANGUAGES, SUPPORTED_LANGUAGES } from '../constants';
import { ZHelpCenterAbilities } from './abilities';
import { ZCustomDomain, ZDomainVerification } from './customDomain';

/** Spec 02 §3 "Help center", "Help center link", "Public group", "Extracted theme"; §7 "Help centers". */

export const HELP_CENTER_DESCRIPTION_MAX_LENGTH = 500;
export const HELP_CENTER_NAME_MAX_LENGTH = 100;
export const HELP_CENTER_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const HELP_CENTER_LINKS_MAX = 50;
export const GROUP_NAME_MAX_LENGTH = 120;
export const HELP_CENTER_PASSWORD_MAX_LENGTH = 200;

export const AUTHENTICATION_TYPES = ['NONE', 'PASSWORD', 'SSO'] as const;
export type AuthenticationType = (typeof AUTHENTICATION_TYPES)[number];

/** Spec 02 §3: the icons a quick link can show. */
export const LINK_ICONS = [
  'link',
  'book',
  'help',
  'file',
  'github',
  'globe',
  'home',
  'info',
  'mail',
  'message',
  'phone',
  'play',
  'shield',
  'cart',
  'settings',
  'user',
  'video',
  'youtube',
  'chart',
  'briefcase',
] as const;
export type LinkIcon = (typeof LINK_ICONS)[number];

/** Spec 02 §9 theme defaults. */
export const DEFAULT_HELP_CENTER_THEME = {
  primaryColor: '#FF6B00',
  backgroundColor: '#000000',
  textColor: '#ffffff',
} as const;

export const ZHexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'A colour is written as #RGB or #RRGGBB' });

/** A URL a reader may be sent to: http or https only; https:// is added when no scheme is given. */
export const ZWebUrl = z
  .string()
  .trim()
  .min(1, { message: 'Please enter a URL' })
  .max(2000)
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, message: 'Please enter a valid http or https URL' }));

const ZName = z
  .string()
  .trim()
  .min(1, { message: 'Please enter a name' })
  .max(HELP_CENTER_NAME_MAX_LENGTH, {
    message: `The name can be at most ${HELP_CENTER_NAME_MAX_LENGTH} characters`,
  });
const ZDescription = z
  .string()
  .trim()
  .max(HELP_CENTER_DESCRIPTION_MAX_LENGTH, {
    message: `The description can be at most ${HELP_CENTER_DESCRIPTION_MAX_LENGTH} characters`,
  })
  .nullish()
  .transform((value) => value || null);

export const ZHelpCenterSettings = z.object({
  logo: z.string().nullable(),
  backToHomepageUrl: z.string().nullable(),
  /** A host name of the team's own (help.example.com) that serves this help center at its root, or null. */
  customDomain: z.string().nullable(),
  language: z.enum(HELP_CENTER_LANGUAGES),
  primaryColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  authenticationType: z.enum(AUTHENTICATION_TYPES),
  ssoEnabled: z.boolean(),
  /** Whether a password is set; the password itself is never sent back. */
  hasPassword: z.boolean(),
});
export type HelpCenterSettings = z.infer<typeof ZHelpCenterSettings>;

export const ZHelpCenterLink = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  url: z.string(),
  icon: z.enum(LINK_ICONS),
  order: z.number().int(),
});
export type HelpCenterLink = z.infer<typeof ZHelpCenterLink>;

export const ZExtractedTheme = z.object({
  primaryColor: z.string().nullable(),
  backgroundColor: z.string().nullable(),
  onBackgroundColor: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type ExtractedTheme = z.infer<typeof ZExtractedTheme>;

export const ZHelpCenter = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** Made from the name when the help center is created; never changed afterwards. */
  slug: z.string(),
  /** The public site's address: the docs host plus the slug. */
  publicUrl: z.string(),
  logo: z.string().nullable(),
  settings: ZHelpCenterSettings,
  /** The custom domain's verification (the DNS record to create and its state); null without a domain. */
  domainVerification: ZDomainVerification.nullable(),
  /** The last theme extracted from a website and not applied yet, or null. */
  theme: ZExtractedTheme.nullable(),
  links: z.array(ZHelpCenterLink),
  /** Readers see the site (and search engines list it) only once it is published; a new one is not. */
  published: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** What the caller may do with this help center. */
  ...ZHelpCenterAbilities.shape,
});
export type HelpCenter = z.infer<typeof ZHelpCenter>;

export const ZHelpCenterList = z.array(ZHelpCenter);

/**
 * Where a member of the organization opens the help center as readers will see it, published or
 * not, protected or not: its address with a preview token that lives for minutes; opening it
 * sets a cookie for this help center only (help-center-site/preview.ts).
 */
export const ZHelpCenterPreview = z.object({ url: z.string() });
export type HelpCenterPreview = z.infer<typeof ZHelpCenterPreview>;

export const ZCreateHelpCenterRequest = z.object({ name: ZName, description: ZDescription });
export type CreateHelpCenterRequest = z.input<typeof ZCreateHelpCenterRequest>;
export const ZUpdateHelpCenterRequest = ZCreateHelpCenterRequest;
export type UpdateHelpCenterRequest = z.input<typeof ZUpdateHelpCenterRequest>;

/**
 * Any of a help center's settings, its name and description included: the settings tab saves
 * everything it shows in this one request (one transaction), so a save never half-applies.
 */
export const HELP_CENTER_SLUG_MAX_LENGTH = 60;
/** How long a help center's old address redirects to its new one, and stays its own. */
export const SLUG_REDIRECT_DAYS = 365;
/**
 * A help center's address (its slug, issue 51 item 9): lowercase letters, digits and dashes,
 * starting and ending with a letter or digit, as the public site's routes read it.
 */
export const ZHelpCenterSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Please enter an address' })
  .max(HELP_CENTER_SLUG_MAX_LENGTH, {
    message: `An address can be at most ${HELP_CENTER_SLUG_MAX_LENGTH} characters`,
  })
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, {
    message:
      'An address may hold only letters, digits and dashes, and starts and ends with a letter or digit',
  });
export const ZChangeHelpCenterSlugRequest = z.object({ slug: ZHelpCenterSlug }).strict();
export type ChangeHelpCenterSlugRequest = z.input<typeof ZChangeHelpCenterSlugRequest>;

export const ZUpdateHelpCenterSettingsRequest = z
  .object({
    name: ZName,
    description: ZDescription,
    primaryColor: ZHexColor,
    backgroundColor: ZHexColor,
    textColor: ZHexColor,
    /** An empty string or null removes the link. */
    backToHomepageUrl: z.union([z.literal('').transform(() => null), z.null(), ZWebUrl]),
    /** An empty string or null removes it. */
    customDomain: z.union([z.literal('').transform(() => null), z.null(), ZCustomDomain]),
    language: z.enum(HELP_CENTER_LANGUAGES),
    authenticationType: z.enum(AUTHENTICATION_TYPES),
    ssoEnabled: z.boolean(),
    password: z.string().max(HELP_CENTER_PASSWORD_MAX_LENGTH, {
      message: `The password can be at most ${HELP_CENTER_PASSWORD_MAX_LENGTH} characters`,
    }),
  })
  .partial()
  .strict();
export type UpdateHelpCenterSettingsRequest = z.input<typeof ZUpdateHelpCenterSettingsRequest>;

export const ZHelpCenterLinkInput = z.object({
  title: z.string().trim().min(1, { message: 'Please enter a title' }).max(120),
  subtitle: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((value) => value || null),
  url: ZWebUrl,
  icon: z.enum(LINK_ICONS),
});
export const ZPutHelpCenterLinksRequest = z.object({
  links: z.array(ZHelpCenterLinkInput).max(HELP_CENTER_LINKS_MAX, {
    message: `A help center can have at most ${HELP_CENTER_LINKS_MAX} quick links`,
  }),
});
export type PutHelpCenterLinksRequest = z.input<typeof ZPutHelpCenterLinksRequest>;
export const ZHelpCenterLinks = z.array(ZHelpCenterLink);

export const ZHelpCenterLogoResponse = z.object({ logo: z.string() });

export const ZExtractThemeRequest = z.object({ url: ZWebUrl });

/* Public groups (spec 02 §7 "Public groups") */

export const ZGroupName = z
  .string()
  .trim()
  .min(1, { message: 'Group name cannot be empty' })
  .max(GROUP_NAME_MAX_LENGTH, { message: `A group name can be at most ${GROUP_NAME_MAX_LENGTH} characters` });

export const GROUP_DESCRIPTION_MAX_LENGTH = 200;
const ZGroupDescription = z
  .string()
  .trim()
  .max(GROUP_DESCRIPTION_MAX_LENGTH, {
    message: `A group description can be at most ${GROUP_DESCRIPTION_MAX_LENGTH} characters`,
  })
  .transform((value) => value || null)
  .nullable();

/**
 * A group's name and card sentence in the organization's other languages (issue 47): a reader of
 * the German pages reads the German name; a language without one shows the name as written.
 */
export const ZGroupTranslations = z.partialRecord(
  z.enum(SUPPORTED_LANGUAGES),
  z.object({ name: z.string(), description: z.string().nullable() }),
);
export type GroupTranslations = z.infer<typeof ZGroupTranslations>;

export const ZPublicGroup = z.object({
  id: z.uuid(),
  helpCenterId: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  /** A top-level group's card on the help center's home page (issue 47). */
  icon: z.enum(LINK_ICONS).nullable(),
  description: z.string().nullable(),
  translations: ZGroupTranslations,
});
export type PublicGroup = z.infer<typeof ZPublicGroup>;

/** An article as the help center's articles tab shows it: in one of its groups, or published and in none. */
export const ZGroupArticle = z.object({
  id: z.uuid(),
  title: z.string(),
  isPubliclyShared: z.boolean(),
  publicKnowledgeBaseArticleGroupId: z.uuid().nullable(),
  sortOrder: z.number().int(),
});
export type GroupArticle = z.infer<typeof ZGroupArticle>;

export const ZHelpCenterGroups = z.object({
  groups: z.array(ZPublicGroup),
  /** The articles in this help center's groups, then the organization's published articles in no group. */
  articles: z.array(ZGroupArticle),
});
export type HelpCenterGroups = z.infer<typeof ZHelpCenterGroups>;

export const ZCreateGroupRequest = z.object({ name: ZGroupName, parentId: z.uuid().nullish() });
export const ZRenameGroupRequest = z.object({ name: ZGroupName });
/** How a group's card looks on the home page: its icon and one sentence; empty clears it. */
export const ZGroupCardRequest = z.object({
  icon: z.enum(LINK_ICONS).nullable(),
  description: ZGroupDescription,
});
export type GroupCardRequest = z.input<typeof ZGroupCardRequest>;
/** Every language's name and sentence at once; a language left out shows the name as written. */
export const ZGroupTranslationsRequest = z.object({
  translations: z.partialRecord(
    z.enum(SUPPORTED_LANGUAGES),
    z.object({ name: ZGroupName, description: ZGroupDescription.default(null) }),
  ),
});
export type GroupTranslationsRequest = z.input<typeof ZGroupTranslationsRequest>;
export const ZMoveGroupRequest = z.object({ targetParentId: z.uuid().nullable() });
export const ZMoveArticleRequest = z.object({ targetGroupId: z.uuid() });
export const ZReorderGroupsRequest = z.object({
  parentId: z.uuid().nullish(),
  groupOrders: z
    .array(z.object({ groupId: z.uuid(), sortOrder: z.number().int().min(0) }))
    .min(1)
    .max(1000),
});
export const ZReorderArticlesRequest = z.object({
  articleOrders: z
    .array(z.object({ articleId: z.uuid(), sortOrder: z.number().int().min(0) }))
    .min(1)
    .max(5000),
});
/**
 * One drag in the articles tab, as one change: the group or article `id` goes under `parentId` at
 * `index` among its new siblings (0 first; their number, last). A group's parent is a group of the
 * same help center or null for the top level; an article's is a group, or null for no group (where
 * `index` must be 0: the articles in no group keep no order of their own).
 */
export const ZPlaceRequest = z.object({
  kind: z.enum(['group', 'article']),
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  index: z.number().int().min(0).max(5000),
});
export type PlaceRequest = z.infer<typeof ZPlaceRequest>;
export const ZGroupIdParam = z.object({ groupId: z.uuid() });
export const ZGroupArticleParams = z.object({ groupId: z.uuid(), articleId: z.uuid() });
export const ZArticleIdParam = z.object({ articleId: z.uuid() });
/** `/groups/{groupId or null}/articles/reorder`: `null` reorders the articles in no group. */
export const ZMaybeGroupIdParam = z.object({ groupId: z.union([z.literal('null'), z.uuid()]) });
