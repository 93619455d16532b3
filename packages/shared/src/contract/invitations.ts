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
import { defineEndpoint } from './endpoint';

/** Managing invitations needs an active subscription (inviting checks it with the seat). */
const SUBSCRIPTION = ['NO_SUBSCRIPTION', 'TRIAL_EXPIRED', 'SUBSCRIPTION_NOT_ACTIVE'] as const;
/** A seat of the plan's TEAM_MEMBERS feature. */
const SEAT = [...SUBSCRIPTION, 'FEATURE_NOT_AVAILABLE', 'LIMIT_REACHED'] as const;
/** Only an ADMIN of the active COMPANY organization manages its invitations. */
const ADMIN = ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY'] as const;
/** An invitation that is no longer PENDING, named by its status. */
const NOT_PENDING = ['INVITATION_ACCEPTED', 'INVITATION_EXPIRED', 'INVITATION_REVOKED'] as const;
/** Using a link: these errors carry the invitation's `status` (and the invitation where one exists). */
const UNUSABLE = ['INVITATION_NOT_FOUND', ...NOT_PENDING] as const;

/** Spec 01 §5–6: inviting to an organization and joining it through the link. */
export const invitationsApi = {
  invite: defineEndpoint({
    method: 'POST',
    path: '/organization/users/invite',
    tag: 'invitations',
    auth: true,
    status: 201,
    errors: [
      ...ADMIN,
      'PERSONAL_ORGANIZATION',
      'ALREADY_MEMBER',
      'ALREADY_INVITED',
      ...SEAT,
      'MAIL_DELIVERY_FAILED',
    ],
    schemas: { body: ZInviteRequest, response: ZInvitation },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/organization/invitations',
    tag: 'invitations',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION'],
    schemas: { response: ZInvitationList },
  }),
  /** The signed-in user with the invited address joins; the organization becomes active. */
  accept: defineEndpoint({
    method: 'POST',
    path: '/organization/invitations/accept',
    tag: 'invitations',
    auth: true,
    errors: [...UNUSABLE, 'INVITATION_EMAIL_MISMATCH', 'ORGANIZATION_NOT_FOUND'],
    schemas: { body: ZAcceptInvitationRequest, response: ZOrganization },
  }),
  revoke: defineEndpoint({
    method: 'PUT',
    path: '/organization/invitations/:id/revoke',
    tag: 'invitations',
    auth: true,
    errors: [...ADMIN, ...SUBSCRIPTION, 'INVITATION_NOT_FOUND', ...NOT_PENDING],
    schemas: { params: ZIdParam, response: ZInvitation },
  }),
  /** A fresh link and 7 days; an EXPIRED invitation takes a seat again. */
  resend: defineEndpoint({
    method: 'POST',
    path: '/organization/invitations/:id/resend',
    tag: 'invitations',
    auth: true,
    errors: [
      ...ADMIN,
      'PERSONAL_ORGANIZATION',
      ...SEAT,
      'INVITATION_NOT_FOUND',
      ...NOT_PENDING,
      'MAIL_DELIVERY_FAILED',
    ],
    schemas: { params: ZIdParam, response: ZInvitation },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/organization/invitations/:id',
    tag: 'invitations',
    auth: true,
    errors: [...ADMIN, ...SUBSCRIPTION, 'INVITATION_NOT_FOUND'],
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
  /** Public: the invitation behind a link (404 or 410 with its `status` when it cannot be used). */
  lookup: defineEndpoint({
    method: 'GET',
    path: '/auth/invitation/:token',
    tag: 'invitations',
    auth: false,
    errors: UNUSABLE,
    schemas: { params: ZInvitationTokenParam, response: ZInvitation, error: ZInvitationErrorBody },
  }),
  /** Public: signs in (or creates) the invited address's account and accepts the invitation. */
  auth: defineEndpoint({
    method: 'POST',
    path: '/auth/invitation-auth',
    tag: 'invitations',
    auth: false,
    errors: [
      ...UNUSABLE,
      'INVITATION_EMAIL_MISMATCH',
      'INVALID_CREDENTIALS',
      'EMAIL_TAKEN',
      'PASSWORD_BLANK',
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_COMMON',
    ],
    schemas: { body: ZInvitationAuthRequest, response: ZTokenResponse },
  }),
};
