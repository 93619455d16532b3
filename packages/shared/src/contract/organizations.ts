import { ZOkResponse } from '../schemas/common';
import {
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
import { ZTranslationJobList } from '../schemas/translation';
import { defineEndpoint, WITH_DESKTOP_RECORDER } from './endpoint';

/** The member routes check the subscription of the organization in the path (plans gate). */
const SUBSCRIPTION = ['NO_SUBSCRIPTION', 'TRIAL_EXPIRED', 'SUBSCRIPTION_NOT_ACTIVE'] as const;
/**
 * Gaining translation languages is held to the plan's AUTO_TRANSLATION_LANGUAGES limit; a server
 * with a translation service must translate into them (400 LANGUAGE_PAIR_UNSUPPORTED). Without one
 * languages are added all the same: their translations start as copies written by hand.
 */
const LANGUAGE_LIMIT = ['LIMIT_REACHED', 'FEATURE_NOT_AVAILABLE', 'LANGUAGE_PAIR_UNSUPPORTED'] as const;

/** Spec 01 §6: the caller's organizations, their settings and members. */
export const organizationsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organization',
    tag: 'organizations',
    auth: true,
    errors: [],
    schemas: { response: ZOrganizationList },
  }),
  active: defineEndpoint({
    method: 'GET',
    path: '/organization/active',
    callers: WITH_DESKTOP_RECORDER,
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'ORGANIZATION_NOT_FOUND'],
    schemas: { response: ZOrganization },
  }),
  /** A COMPANY organization with the caller as admin; it becomes the active one. */
  create: defineEndpoint({
    method: 'POST',
    path: '/organization',
    tag: 'organizations',
    auth: true,
    status: 201,
    errors: [],
    schemas: { body: ZCreateOrganizationRequest, response: ZCreateOrganizationResponse },
  }),
  change: defineEndpoint({
    method: 'POST',
    path: '/organization/change',
    tag: 'organizations',
    auth: true,
    errors: ['ORGANIZATION_NOT_FOUND'],
    schemas: { body: ZChangeOrganizationRequest, response: ZOrganization },
  }),
  updateSettings: defineEndpoint({
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
    schemas: { body: ZUpdateOrganizationSettingsRequest, response: ZOrganization },
  }),
  /** Whether public pages offer narrated articles' audio (issue 17): off until an ADMIN allows it. */
  updateAudioSharing: defineEndpoint({
    method: 'PUT',
    path: '/organization/settings/audio',
    summary: 'Allow or stop offering narrated articles’ audio on the shared page and help centers',
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY'],
    schemas: { body: ZUpdateAudioSharingRequest, response: ZOrganization },
  }),
  addTranslationLanguage: defineEndpoint({
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
    schemas: { body: ZTranslationLanguageRequest, response: ZOrganization },
  }),
  removeTranslationLanguage: defineEndpoint({
    method: 'DELETE',
    path: '/organization/settings/translation-languages/remove',
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY', 'LANGUAGE_NOT_FOUND', 'ORGANIZATION_NOT_FOUND'],
    schemas: { body: ZTranslationLanguageRequest, response: ZOrganization },
  }),
  addTag: defineEndpoint({
    method: 'POST',
    path: '/organization/add-tag',
    tag: 'organizations',
    auth: true,
    status: 201,
    errors: ['NO_ACTIVE_ORGANIZATION', 'TAG_EXISTS'],
    schemas: { body: ZAddTagRequest, response: ZOrganizationTag },
  }),
  changeMemberRole: defineEndpoint({
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
    schemas: { params: ZMemberParams, body: ZMemberRoleRequest, response: ZOkResponse },
  }),
  removeMember: defineEndpoint({
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
    schemas: { params: ZMemberParams, response: ZOkResponse },
  }),
  translationJobs: defineEndpoint({
    method: 'GET',
    path: '/organization/translation-jobs',
    tag: 'organizations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION'],
    schemas: { response: ZTranslationJobList },
  }),
};
