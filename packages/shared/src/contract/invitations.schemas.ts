import { ZInvitationAuthRequest, ZTokenResponse } from '../schemas/auth';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZAcceptInvitationRequest,
  ZInvitation,
  ZInvitationErrorBody,
  ZInvitationList,
  ZInvitationTokenParam,
  ZInviteRequest,
  ZOrganization,
} from '../schemas/organization';
import { invitationsApi } from './invitations';
import { schemasOf } from './schemasOf';

const invitation = { params: ZIdParam, response: ZInvitation };

export const invitationsSchemas = schemasOf(invitationsApi, {
  invite: { body: ZInviteRequest, response: ZInvitation },
  list: { response: ZInvitationList },
  accept: { body: ZAcceptInvitationRequest, response: ZOrganization },
  revoke: invitation,
  resend: invitation,
  remove: { params: ZIdParam, response: ZOkResponse },
  lookup: { params: ZInvitationTokenParam, response: ZInvitation, error: ZInvitationErrorBody },
  auth: { body: ZInvitationAuthRequest, response: ZTokenResponse },
});
