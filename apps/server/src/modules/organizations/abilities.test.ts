import type { HelpCenter, Organization, UserProfile } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';

/**
 * The caller's abilities on the responses (issue 45 item 4): an ADMIN is presented `true` where a
 * member of the same organization is presented `false`, and each matches what the server then
 * accepts from them.
 */
describe('presented abilities', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let member: RegisteredUser;
  let helpCenterId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    member = await addMember(t.app, admin);
    const created = await call('POST', '/help-centers', admin.token, { name: 'Abilities' });
    helpCenterId = (created.json() as HelpCenter).id;
  });
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
    return t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  }
  const organizationOf = async (token: string) =>
    (await call('GET', '/organization/active', token)).json() as Organization;

  it('on the organization: all for the admin, none for the member', async () => {
    const abilities = (o: Organization) => ({
      canUpdate: o.canUpdate,
      canInvite: o.canInvite,
      canManageMembers: o.canManageMembers,
      canManageBilling: o.canManageBilling,
      canCreateHelpCenter: o.canCreateHelpCenter,
      canManageTranslationLanguages: o.canManageTranslationLanguages,
      canAnalyzeSteps: o.canAnalyzeSteps,
    });
    const all = (value: boolean) => ({
      canUpdate: value,
      canInvite: value,
      canManageMembers: value,
      canManageBilling: value,
      canCreateHelpCenter: value,
      canManageTranslationLanguages: value,
      canAnalyzeSteps: value,
    });
    expect(abilities(await organizationOf(admin.token))).toEqual(all(true));
    expect(abilities(await organizationOf(member.token))).toEqual(all(false));
    // …and the server holds the member to it.
    const save = await call('PUT', '/organization/settings', member.token, { name: 'Taken over' });
    expect(save.statusCode).toBe(403);
  });

  it('on each membership: the admin manages the member, nobody manages themself', async () => {
    const entry = (o: Organization, userId: string) => o.UserOrganizations.find((m) => m.user.id === userId);
    const seenByAdmin = await organizationOf(admin.token);
    expect(entry(seenByAdmin, member.userId)).toMatchObject({ canUpdateRole: true, canRemove: true });
    expect(entry(seenByAdmin, admin.userId)).toMatchObject({ canUpdateRole: false, canRemove: false });
    const seenByMember = await organizationOf(member.token);
    expect(entry(seenByMember, admin.userId)).toMatchObject({ canUpdateRole: false, canRemove: false });
  });

  it('on a help center: the admin updates and deletes it, the member neither', async () => {
    const centerOf = async (token: string) =>
      (await call('GET', `/help-centers/${helpCenterId}`, token)).json() as HelpCenter;
    expect(await centerOf(admin.token)).toMatchObject({ canUpdate: true, canDelete: true });
    expect(await centerOf(member.token)).toMatchObject({ canUpdate: false, canDelete: false });
    const list = (await call('GET', '/help-centers', member.token)).json() as HelpCenter[];
    expect(list.every((center) => !center.canUpdate && !center.canDelete)).toBe(true);
  });

  it('on the profile: the super-admin area for nobody here', async () => {
    const profile = (await call('GET', '/profile/user', admin.token)).json() as UserProfile;
    expect(profile.canAdministerInstance).toBe(false);
  });
});
