import { FEATURE_KEYS, ZFeatureCheck, ZPlanFeatures } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, TRANSLATION_ENV, uniqueEmail } from '../../../../test/app';
import {
  addMember,
  buyPlan,
  inviteEmail,
  registerCompanyAdmin,
  registerTrialAdmin,
} from '../../../../test/factories';

describe('plan features, feature checks and limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: TRANSLATION_ENV });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const check = async (token: string, feature: string) =>
    ZFeatureCheck.parse((await call('GET', `/plan/feature/${feature}/check`, token)).json());

  it('lists every feature of the trial with access, usage and limit', async () => {
    const admin = await registerTrialAdmin(t.app);
    await inviteEmail(t.app, admin);
    const { features } = ZPlanFeatures.parse((await call('GET', '/plan/features', admin.token)).json());
    expect(Object.keys(features).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(features.TEAM_MEMBERS).toEqual({
      hasAccess: true,
      isLimitReached: false,
      currentUsage: 2,
      limit: 3,
    });
    expect(features.ARTICLES_MONTHLY).toEqual({
      hasAccess: true,
      isLimitReached: false,
      currentUsage: 0,
      limit: 10,
    });
    expect(features.AI_EDITING).toEqual({
      hasAccess: true,
      isLimitReached: false,
      currentUsage: 0,
      limit: null,
    });
    expect(features.DOWNLOADABLE_ARTICLES).toMatchObject({ hasAccess: false, limit: null });
  });

  it('explains a feature the plan lacks and suggests the cheapest plan that has it', async () => {
    const admin = await registerTrialAdmin(t.app);
    expect(await check(admin.token, 'DOWNLOADABLE_ARTICLES')).toEqual({
      feature: 'DOWNLOADABLE_ARTICLES',
      name: 'Downloadable articles',
      explanation: 'Downloading articles',
      hasAccess: false,
      isLimitReached: false,
      currentUsage: 0,
      limit: null,
      upgradeMessage: 'Downloading articles is available in higher tier plans.',
      suggestedPlan: 'pro',
    });
    expect(await check(admin.token, 'AI_EDITING')).toMatchObject({
      hasAccess: true,
      upgradeMessage: null,
      suggestedPlan: null,
    });
  });

  it('without a subscription nothing is available and the check says to choose a plan', async () => {
    const admin = await registerCompanyAdmin(t.app);
    expect(await check(admin.token, 'GLOSSARY')).toMatchObject({
      hasAccess: false,
      upgradeMessage: 'Choose a plan to start using this feature.',
      suggestedPlan: 'pro',
    });
    expect((await call('GET', '/plan/feature/NOT_A_FEATURE/check', admin.token)).statusCode).toBe(400);
  });

  it('TEAM_MEMBERS counts members and open invitations: the fourth seat answers 403 LIMIT_REACHED with the check', async () => {
    const admin = await registerTrialAdmin(t.app);
    await addMember(t.app, admin);
    const open = await inviteEmail(t.app, admin);
    const res = await call('POST', '/organization/users/invite', admin.token, {
      email: uniqueEmail(),
      role: 'MEMBER',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: "You've used all 3 team members. Upgrade for more.",
      code: 'LIMIT_REACHED',
      feature: 'TEAM_MEMBERS',
      name: 'Team members',
      explanation: 'Inviting team members',
      hasAccess: true,
      isLimitReached: true,
      currentUsage: 3,
      limit: 3,
      upgradeMessage: "You've used all 3 team members. Upgrade for more.",
      suggestedPlan: 'pro',
    });
    expect((await check(admin.token, 'TEAM_MEMBERS')).isLimitReached).toBe(true);

    // Revoking the open invitation frees its seat.
    await call('PUT', `/organization/invitations/${open.invitationId}/revoke`, admin.token);
    const again = await call('POST', '/organization/users/invite', admin.token, {
      email: uniqueEmail(),
      role: 'MEMBER',
    });
    expect(again.statusCode).toBe(201);
  });

  it('an expired invitation frees its seat, and resending it takes one again', async () => {
    const admin = await registerTrialAdmin(t.app);
    const first = await inviteEmail(t.app, admin);
    t.clock.advance(7 * 24 * 3600_000 + 1);
    await inviteEmail(t.app, admin);
    await inviteEmail(t.app, admin);
    const resent = await call('POST', `/organization/invitations/${first.invitationId}/resend`, admin.token);
    expect([resent.statusCode, resent.json().code]).toEqual([403, 'LIMIT_REACHED']);
    expect((await check(admin.token, 'TEAM_MEMBERS')).currentUsage).toBe(3);
  });

  it('a plan without the team feature answers FEATURE_NOT_AVAILABLE', async () => {
    const admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_starter');
    const res = await call('POST', '/organization/users/invite', admin.token, {
      email: uniqueEmail(),
      role: 'MEMBER',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FEATURE_NOT_AVAILABLE',
      message: 'Inviting team members is available in higher tier plans.',
      hasAccess: false,
      suggestedPlan: 'pro',
    });
  });

  it('translation languages are limited by the plan: the trial allows one, Pro five', async () => {
    const admin = await registerTrialAdmin(t.app);
    const add = (language: string) =>
      call('POST', '/organization/settings/translation-languages/add', admin.token, { language });
    expect((await add('fr')).statusCode).toBe(200);
    const second = await add('it');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      code: 'LIMIT_REACHED',
      feature: 'AUTO_TRANSLATION_LANGUAGES',
      message: 'Translation languages limit reached: your plan allows 1. Upgrade for more.',
      currentUsage: 1,
      limit: 1,
      suggestedPlan: 'pro',
    });
    const viaSettings = await call('PUT', '/organization/settings', admin.token, {
      translationLanguages: ['fr', 'it'],
    });
    expect(viaSettings.json().code).toBe('LIMIT_REACHED');
    // Dropping a language is always possible.
    expect(
      (await call('PUT', '/organization/settings', admin.token, { translationLanguages: [] })).statusCode,
    ).toBe(200);

    await buyPlan(t.app, admin.token, 'prod_pro');
    for (const language of ['fr', 'it', 'nl', 'de', 'tr']) expect((await add(language)).statusCode).toBe(200);
    expect((await check(admin.token, 'AUTO_TRANSLATION_LANGUAGES')).currentUsage).toBe(5);
  });
});
