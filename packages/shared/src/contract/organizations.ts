import type { ZOkResponse } from '../schemas/common';
import type {
  ZAddTagRequest,
  ZChangeOrganizationRequest,
  ZCreateOrganizationRequest,
  ZCreateOrganizationResponse,
  ZMemberParams,
  ZMemberRoleRequest,
  ZOrganization,
  ZOrganizationList,
  ZOrganizationTag,
  ZTranslationLanguageRequest,
  ZUpdateAudioSharingRequest,
  ZUpdateOrganizationSettingsRequest,
} from '../schemas/organization';
import type { ZTranslationJobList } from '../schemas/translation';
import { defineEndpoint, WITH_DESKTOP_RECORDER } from './endpoint';

/** The member routes check the subscription of the organization in the path (plans gate). */
const SUBSCRIPTION = ['NO_SUBSCRIPTION', 'TRIAL_EXPIRED', 'SUBSCRIPTION_NOT_ACTIVE'] as const;
/**
 * Gaining translation languages is held to the plan's AUTO_TRANSLATION_LANGUAGES limit, and needs a
 * translation service that translates into them (503 TRANSLATION_NOT_CONFIGURED, 400 LANGUAGE_PAIR_UNSUPPORTED).
 */
const LANGUAGE_LIMIT = [
  'LIMIT_REACHED',
  'FEATURE_NOT_AVAILABLE',
  'TRANSLATION_NOT_CONFIGURED',
  'LANGUAGE_PAIR_UNSUPPORTED',
] as const;

/** Spec 01 §6: the caller's organizations, their settings and members. */
export const organizationsApi = {
  list: defineEndpoint<{ response: typeof ZOrganizationList }>()({
    method: 'GET',
    path: '/organization',
    tag: 'organizations',
    auth: true,
    errors: [],
  }),
  active: defineEndpoint<{ response: typeof ZOrganization }>()({
    method: 'GET',
    path: '/organization/active',
    callers: WITH_DESKTOP_RECORDER,
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'ORGANIZATION_NOT_FOUND'],
  }),
  /** A COMPANY organization with the caller as admin; it becomes the active one. */
  create: defineEndpoint<{
    body: typeof ZCreateOrganizationRequest;
    response: typeof ZCreateOrganizationResponse;
  }>()({
    method: 'POST',
    path: '/organization',
    tag: 'organizations',
    auth: true,
    status: 201,
    errors: [],
  }),
  change: defineEndpoint<{ body: typeof ZChangeOrganizationRequest; response: typeof ZOrganization }>()({
    method: 'POST',
    path: '/organization/change',
    tag: 'organizations',
    auth: true,
    errors: ['ORGANIZATION_NOT_FOUND'],
  }),
  updateSettings: defineEndpoint<{
    body: typeof ZUpdateOrganizationSettingsRequest;
    response: typeof ZOrganization;
  }>()({
    method: 'PUT',
    path: '/organization/settings',
    tag: 'organizations',
    auth: true,
    errors: [
      'NO_ACTIVE_ORGANIZATION',
      'ADMIN_ONLY',
      'SOURCE_LANGUAGE',
      'ORGANIZATION_NOT_FOUND',
      ...LANGUAGE_LIMIT,
    ],
  }),
  /** Whether public pages offer narrated articles' audio (issue 17): off until an ADMIN allows it. */
  updateAudioSharing: defineEndpoint<{
    body: typeof ZUpdateAudioSharingRequest;
    response: typeof ZOrganization;
  }>()({
    method: 'PUT',
    path: '/organization/settings/audio',
    summary: 'Allow or stop offering narrated articles’ audio on the shared page and help centers',
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY'],
  }),
  addTranslationLanguage: defineEndpoint<{
    body: typeof ZTranslationLanguageRequest;
    response: typeof ZOrganization;
  }>()({
    method: 'POST',
    path: '/organization/settings/translation-languages/add',
    tag: 'organizations',
    auth: true,
    errors: [
      'NO_ACTIVE_ORGANIZATION',
      'ADMIN_ONLY',
      'SOURCE_LANGUAGE',
      'LANGUAGE_EXISTS',
      'ORGANIZATION_NOT_FOUND',
      ...LANGUAGE_LIMIT,
    ],
  }),
  removeTranslationLanguage: defineEndpoint<{
    body: typeof ZTranslationLanguageRequest;
    response: typeof ZOrganization;
  }>()({
    method: 'DELETE',
    path: '/organization/settings/translation-languages/remove',
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY', 'LANGUAGE_NOT_FOUND', 'ORGANIZATION_NOT_FOUND'],
  }),
  addTag: defineEndpoint<{ body: typeof ZAddTagRequest; response: typeof ZOrganizationTag }>()({
    method: 'POST',
    path: '/organization/add-tag',
    tag: 'organizations',
    auth: true,
    status: 201,
    errors: ['NO_ACTIVE_ORGANIZATION', 'TAG_EXISTS'],
  }),
  changeMemberRole: defineEndpoint<{
    params: typeof ZMemberParams;
    body: typeof ZMemberRoleRequest;
    response: typeof ZOkResponse;
  }>()({
    method: 'PUT',
    path: '/organization/:id/users/:userId/role',
    tag: 'organizations',
    auth: true,
    errors: [
      'SELF_MANAGEMENT',
      'ORGANIZATION_NOT_FOUND',
      'ADMIN_ONLY',
      'MEMBER_NOT_FOUND',
      'LAST_ADMIN',
      ...SUBSCRIPTION,
    ],
  }),
  removeMember: defineEndpoint<{ params: typeof ZMemberParams; response: typeof ZOkResponse }>()({
    method: 'DELETE',
    path: '/organization/:id/users/:userId',
    tag: 'organizations',
    auth: true,
    errors: [
      'SELF_MANAGEMENT',
      'ORGANIZATION_NOT_FOUND',
      'ADMIN_ONLY',
      'MEMBER_NOT_FOUND',
      'LAST_ADMIN',
      ...SUBSCRIPTION,
    ],
  }),
  translationJobs: defineEndpoint<{ response: typeof ZTranslationJobList }>()({
    method: 'GET',
    path: '/organization/translation-jobs',
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION'],
  }),
};
