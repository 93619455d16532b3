import { randomUUID } from 'node:crypto';
import { ZOrganization, ZOrganizationList } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, TRANSLATION_ENV } from '../../../test/app';
import { addMember, registerCompanyAdmin, registerTrialAdmin, registerUser } from '../../../test/factories';

describe('organizations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: TRANSLATION_ENV });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const active = async (token: string) =>
    ZOrganization.parse((await call('GET', '/organization/active', token)).json());

  it('lists the caller’s organizations in the shape of spec 01 §3', async () => {
    const user = await registerUser(t.app, { firstName: 'Pia', lastName: 'Sommer' });
    const res = await call('GET', '/organization', user.token);
    expect(res.statusCode).toBe(200);
    const { organizations } = ZOrganizationList.parse(res.json());
    expect(organizations).toHaveLength(1);
    expect(organizations[0]).toMatchObject({
      id: user.organizationId,
      type: 'PERSONAL',
      status: 'ACTIVE',
      paymentProvider: null,
      tags: [],
      UserOrganizations: [
        { role: 'ADMIN', user: { id: user.userId, firstName: 'Pia', lastName: 'Sommer', email: user.email } },
      ],
      settings: {
        sourceLanguage: 'en',
        formality: 'INFORMAL',
        addressingStyle: 'PERSONAL',
        translationLanguages: [],
      },
    });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/organization', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('creates a COMPANY organization with the caller as ADMIN, a unique slug, and makes it active', async () => {
    const user = await registerUser(t.app);
    const name = `Müller & Söhne ${randomUUID().slice(0, 6)}`;
    const first = await call('POST', '/organization', user.token, { name, websiteUrl: 'mueller.example' });
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created.slug).toBe(`muller-sohne-${name.slice(-6)}`);

    const now = await active(user.token);
    expect(now).toMatchObject({
      id: created.id,
      name,
      type: 'COMPANY',
      websiteUrl: 'https://mueller.example',
    });
    expect(now.UserOrganizations).toEqual([expect.objectContaining({ role: 'ADMIN' })]);

    const second = await call('POST', '/organization', user.token, { name });
    expect(second.statusCode).toBe(201);
    expect(second.json().slug).toBe(`${created.slug}-2`);
    const list = ZOrganizationList.parse((await call('GET', '/organization', user.token)).json());
    expect(list.organizations.map((o) => o.id).sort()).toEqual(
      [user.organizationId, created.id, second.json().id].sort(),
    );
  });

  it('rejects an organization without a name', async () => {
    const user = await registerUser(t.app);
    const res = await call('POST', '/organization', user.token, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Organization name is required');
  });

  it('switches the active organization on the server, for every later call with the same token', async () => {
    const user = await registerUser(t.app);
    const company = (await call('POST', '/organization', user.token, { name: 'Switch Co' })).json();
    expect((await active(user.token)).id).toBe(company.id);

    const res = await call('POST', '/organization/change', user.token, { id: user.organizationId });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.organizationId);
    expect((await active(user.token)).id).toBe(user.organizationId);
    const profile = await call('GET', '/profile/user', user.token);
    expect(profile.json().activeOrganizationId).toBe(user.organizationId);
  });

  it('refuses to switch to an organization the caller does not belong to', async () => {
    const user = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const res = await call('POST', '/organization/change', user.token, { id: stranger.organizationId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Organization not found');
    expect((await active(user.token)).id).toBe(user.organizationId);
  });

  describe('settings', () => {
    it('lets an admin change any subset and leaves the rest alone', async () => {
      const admin = await registerCompanyAdmin(t.app);
      const res = await call('PUT', '/organization/settings', admin.token, { formality: 'FORMAL' });
      expect(res.statusCode).toBe(200);
      expect(res.json().settings).toMatchObject({
        formality: 'FORMAL',
        addressingStyle: 'PERSONAL',
        sourceLanguage: 'en',
      });

      await call('PUT', '/organization/settings', admin.token, {
        sourceLanguage: 'de',
        addressingStyle: 'IMPERSONAL',
        translationLanguages: ['en', 'fr', 'fr'],
        redactionTerms: ['Secret Project'],
        name: 'Renamed GmbH',
        websiteUrl: 'http://renamed.example',
      });
      const org = await active(admin.token);
      expect(org).toMatchObject({ name: 'Renamed GmbH', websiteUrl: 'http://renamed.example' });
      expect(org.settings).toEqual({
        sourceLanguage: 'de',
        formality: 'FORMAL',
        addressingStyle: 'IMPERSONAL',
        translationLanguages: ['en', 'fr'],
        redactionTerms: ['Secret Project'],
        hideTypedEmails: true,
        zoomToAction: true,
        timeZone: 'UTC',
        timeZoneChosen: false,
        shareAudio: false,
        aiAnswersPerDay: 200,
      });
    });

    it('keeps the analytics time zone as an IANA name and refuses an unknown one', async () => {
      const admin = await registerCompanyAdmin(t.app);
      // Other settings saved: the zone is still the default nobody chose.
      await call('PUT', '/organization/settings', admin.token, { formality: 'FORMAL' });
      expect((await active(admin.token)).settings).toMatchObject({ timeZone: 'UTC', timeZoneChosen: false });
      const res = await call('PUT', '/organization/settings', admin.token, { timeZone: 'Europe/Berlin' });
      expect(res.statusCode).toBe(200);
      expect(res.json().settings).toMatchObject({ timeZone: 'Europe/Berlin', timeZoneChosen: true });
      const bad = await call('PUT', '/organization/settings', admin.token, { timeZone: 'Mars/Olympus' });
      expect(bad.statusCode).toBe(400);
      expect((await active(admin.token)).settings.timeZone).toBe('Europe/Berlin');
      // UTC saved on purpose stays a choice: the app offers no other zone from then on.
      await call('PUT', '/organization/settings', admin.token, { timeZone: 'UTC' });
      expect((await active(admin.token)).settings).toMatchObject({ timeZone: 'UTC', timeZoneChosen: true });
      // Not a field a client sets.
      const forged = await call('PUT', '/organization/settings', admin.token, { timeZoneChosen: false });
      expect(forged.statusCode).toBe(400);
    });

    it('rejects the source language among the translation languages, and drops it when it becomes the source', async () => {
      const admin = await registerCompanyAdmin(t.app);
      const bad = await call('PUT', '/organization/settings', admin.token, {
        translationLanguages: ['en', 'de'],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('The source language cannot also be a translation language');

      await call('PUT', '/organization/settings', admin.token, { translationLanguages: ['de', 'nl'] });
      await call('PUT', '/organization/settings', admin.token, { sourceLanguage: 'de' });
      expect((await active(admin.token)).settings).toMatchObject({
        sourceLanguage: 'de',
        translationLanguages: ['nl'],
      });
    });

    it('rejects unknown fields and values', async () => {
      const admin = await registerCompanyAdmin(t.app);
      expect((await call('PUT', '/organization/settings', admin.token, { plan: 'pro' })).statusCode).toBe(
        400,
      );
      expect(
        (await call('PUT', '/organization/settings', admin.token, { formality: 'CASUAL' })).statusCode,
      ).toBe(400);
    });

    it('is ADMIN only: a member gets 403 and nothing changes', async () => {
      const admin = await registerTrialAdmin(t.app);
      const member = await addMember(t.app, admin);
      const res = await call('PUT', '/organization/settings', member.token, {
        formality: 'FORMAL',
        name: 'Hijacked',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only admins can change organization settings');
      const org = await active(admin.token);
      expect(org.settings.formality).toBe('INFORMAL');
      expect(org.name).not.toBe('Hijacked');
    });
  });

  describe('tags', () => {
    it('adds a tag any member can use, once per name', async () => {
      const admin = await registerTrialAdmin(t.app);
      const member = await addMember(t.app, admin);
      const res = await call('POST', '/organization/add-tag', member.token, { name: 'Onboarding' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(String), name: 'Onboarding' });

      const again = await call('POST', '/organization/add-tag', admin.token, { name: 'Onboarding' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('A tag with this name already exists');
      // Exactly that name: a different spelling is another tag (spec 02).
      expect(
        (await call('POST', '/organization/add-tag', admin.token, { name: 'onboarding' })).statusCode,
      ).toBe(201);
      expect((await call('POST', '/organization/add-tag', admin.token, { name: ' ' })).statusCode).toBe(400);

      expect((await active(admin.token)).tags.map((tag) => tag.name)).toEqual(['Onboarding', 'onboarding']);
    });
  });
});
