import { invitationsApi, organizationsApi, profileApi } from '@support/shared';
import { describe, it } from 'vitest';
import { expectAnswer } from '../../testing/contract';
import { sampleInvitation, sampleOrganization, sampleProfile } from './testing';

describe('settings samples', () => {
  it('the profile, organization and invitation are answers the server could send', () => {
    expectAnswer(profileApi.get, sampleProfile());
    expectAnswer(organizationsApi.active, sampleOrganization());
    expectAnswer(invitationsApi.invite, sampleInvitation({}));
  });
});
