import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { ZIdParam } from '../schemas/common';
import { ZHelpCenterSso, ZUpdateHelpCenterSsoRequest } from '../schemas/helpCenterSso';
import { defineEndpoint } from './endpoint';

const ERRORS = [
  ...SUBSCRIPTION_ERROR_CODES,
  'NO_ACTIVE_ORGANIZATION',
  'ADMIN_ONLY',
  'HELP_CENTER_NOT_FOUND',
] as const;

/** Issue 50 item 2: reader sign-in with OpenID Connect, configured by the organization's admins. */
export const helpCenterSsoApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/help-centers/:id/sso',
    tag: 'help-centers',
    summary: 'The reader sign-in (OpenID Connect) of a help center, without its client secret',
    auth: true,
    errors: ERRORS,
    schemas: { params: ZIdParam, response: ZHelpCenterSso },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/help-centers/:id/sso',
    tag: 'help-centers',
    summary: 'Sets the OpenID provider readers sign in with; its issuer is checked by discovery first',
    auth: true,
    errors: [...ERRORS, 'SSO_DISCOVERY_FAILED', 'SSO_CLIENT_SECRET_REQUIRED'],
    schemas: { params: ZIdParam, body: ZUpdateHelpCenterSsoRequest, response: ZHelpCenterSso },
  }),
};
