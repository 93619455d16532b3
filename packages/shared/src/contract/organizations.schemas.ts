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
import { organizationsApi } from './organizations';
import { schemasOf } from './schemasOf';

export const organizationsSchemas = schemasOf(organizationsApi, {
  list: { response: ZOrganizationList },
  active: { response: ZOrganization },
  create: { body: ZCreateOrganizationRequest, response: ZCreateOrganizationResponse },
  change: { body: ZChangeOrganizationRequest, response: ZOrganization },
  updateSettings: { body: ZUpdateOrganizationSettingsRequest, response: ZOrganization },
  updateAudioSharing: { body: ZUpdateAudioSharingRequest, response: ZOrganization },
  addTranslationLanguage: { body: ZTranslationLanguageRequest, response: ZOrganization },
  removeTranslationLanguage: { body: ZTranslationLanguageRequest, response: ZOrganization },
  addTag: { body: ZAddTagRequest, response: ZOrganizationTag },
  changeMemberRole: { params: ZMemberParams, body: ZMemberRoleRequest, response: ZOkResponse },
  removeMember: { params: ZMemberParams, response: ZOkResponse },
  translationJobs: { response: ZTranslationJobList },
});
