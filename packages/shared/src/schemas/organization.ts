import { z } from 'zod';
import {
  ADDRESSING_STYLES,
  FORMALITIES,
  INVITATION_STATUSES,
  ORGANIZATION_ROLES,
  ORGANIZATION_TYPES,
  PAYMENT_PROVIDERS,
  SUPPORTED_LANGUAGES,
} from '../constants';
import { ZMemberAbilities, ZOrganizationAbilities } from './abilities';
import { ZEmail } from './common';

/** The daily AI answers a new organization has, and the most an admin may set. */
export const AI_ANSWERS_PER_DAY_DEFAULT = 200;
export const AI_ANSWERS_PER_DAY_MAX = 100_000;

export const ZOrganizationSettings = z.object({
  sourceLanguage: z.enum(SUPPORTED_LANGUAGES),
  formality: z.enum(FORMALITIES),
  addressingStyle: z.enum(ADDRESSING_STYLES),
  translationLanguages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  /** Terms the recorder blurs in screenshots before they leave the browser. */
  redactionTerms: z.array(z.string()),
  /** Typed e-mail addresses are left out of steps' text, as they are blurred in screenshots (default on). */
  hideTypedEmails: z.boolean(),
  /**
   * Whether a step recorded on a large window opens zoomed on what was clicked, as Scribe and Tango
   * crop to the action (default on; the step editor's zoom still overrides it per step). Always
   * sent by the server.
   */
  zoomToAction: z.boolean().optional(),
  /** IANA time zone the analytics count days in (UTC until set). */
  timeZone: z.string(),
  /** Whether an admin has saved the zone; until then the app suggests the browser's. */
  timeZoneChosen: z.boolean(),
  /**
   * Whether the shared page and the help centers offer a narrated article's audio (ADMIN only;
   * off by default, because a voice is personal data). Always sent by the server.
   */
  shareAudio: z.boolean().optional(),
  /**
   * AI answers the help centers may give a day (UTC, all help centers together) before they show
   * search results only and say why: the chat API costs per answer. ADMIN only; 0 turns answers
   * off. Always sent by the server.
   */
  aiAnswersPerDay: z.number().int().min(0).max(AI_ANSWERS_PER_DAY_MAX).optional(),
});
export type OrganizationSettings = z.infer<typeof ZOrganizationSettings>;

export const ZOrganizationMember = z.object({
  role: z.enum(ORGANIZATION_ROLES),
  user: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** What the caller may do with this membership. */
  ...ZMemberAbilities.shape,
});

export const ZOrganizationTag = z.object({ id: z.uuid(), name: z.string() });

/** Spec 01 §3, with the field names the spec uses (UserOrganizations included). */
export const ZOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  status: z.string(),
  websiteUrl: z.string().nullable(),
  UserOrganizations: z.array(ZOrganizationMember),
  paymentProvider: z.enum(PAYMENT_PROVIDERS).nullable(),
  tags: z.array(ZOrganizationTag),
  settings: ZOrganizationSettings,
  createdAt: z.string(),
  /** What the caller may do in this organization. */
  ...ZOrganizationAbilities.shape,
});
export type Organization = z.infer<typeof ZOrganization>;

export const ZOrganizationList = z.object({ organizations: z.array(ZOrganization) });

export const ZCreateOrganizationRequest = z.object({
  name: z.string().trim().min(1, { message: 'Organization name is required' }).max(120),
  websiteUrl: z.string().trim().max(500).optional(),
});
export const ZCreateOrganizationResponse = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });

export const ZChangeOrganizationRequest = z.object({ id: z.uuid() });

/** `shareAudio` is changed on its own (`PUT /organization/settings/audio`), ADMIN only. */
export const ZUpdateOrganizationSettingsRequest = ZOrganizationSettings.omit({
  shareAudio: true,
  timeZoneChosen: true,
})
  .partial()
  .extend({
    name: z.string().trim().min(1).max(120).optional(),
    websiteUrl: z.string().trim().max(500).nullable().optional(),
    redactionTerms: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
    timeZone: z.string().trim().max(64).refine(isTimeZone, { message: 'Unknown time zone' }).optional(),
  })
  .strict();

/** `PUT /organization/settings/audio`: whether public pages offer narrated articles' audio. */
export const ZUpdateAudioSharingRequest = z.object({ shareAudio: z.boolean() }).strict();

/** An IANA zone name this runtime knows ('UTC' included, which `supportedValuesOf` may leave out). */
export function isTimeZone(value: string): boolean {
  if (value === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTranslationLanguageRequest = z.object({ language: z.enum(SUPPORTED_LANGUAGES) });

export const ZAddTagRequest = z.object({ name: z.string().trim().min(1).max(60) });

export const ZMemberRoleRequest = z.object({ role: z.enum(ORGANIZATION_ROLES) });

export const ZInviteRequest = z.object({
  email: ZEmail,
  role: z.enum(ORGANIZATION_ROLES).default('MEMBER'),
});

export const ZInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  organization: z.object({ id: z.uuid(), name: z.string() }),
  inviter: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof ZInvitation>;

export const ZInvitationList = z.object({ invitations: z.array(ZInvitation) });

export const ZAcceptInvitationRequest = z.object({ token: z.string().min(1).max(200) });

/** `GET /auth/invitation/{token}` path parameter: the raw token from the mailed link. */
export const ZInvitationTokenParam = z.object({ token: z.string().min(1).max(200) });

/**
 * The error body of an invitation lookup (410 for ACCEPTED, EXPIRED, REVOKED; 404 for an unknown
 * token): `status` picks the variant of the invitation-unavailable screen.
 */
export const ZInvitationErrorBody = z.looseObject({
  message: z.string(),
  code: z.string().optional(),
  status: z.enum([...INVITATION_STATUSES, 'NOT_FOUND']),
  invitation: ZInvitation.optional(),
});
export type InvitationErrorBody = z.infer<typeof ZInvitationErrorBody>;

export const ZMemberParams = z.object({ id: z.uuid(), userId: z.uuid() });

/** Spec 01 §5: a website is prefixed with 'https://' unless it already starts with http; blank means none. */
export function normalizeWebsiteUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
