import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import {
  addMember,
  buyPlan,
  createArticle,
  type RegisteredUser,
  registerTrialAdmin,
} from '../../../test/factories';

/**
 * A help center's address can be changed (issue 51 item 9): the old one redirects (301) to the same
 * page at the new one for a year, and no other organization's help center can take it meanwhile.
 */
describe('changing a help center’s address', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let center: HelpCenter;
  let articlePath = '';

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload: payload as object });
  const move = (token: string, id: string, slug: string) =>
    call(token, 'PUT', `/help-centers/${id}/slug`, { slug });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    center = (await call(admin.token, 'POST', '/help-centers', { name: 'Acme Help' })).json();
    await call(admin.token, 'POST', `/help-centers/${center.id}/publish`);
    const group = (
      await call(admin.token, 'POST', `/public-groups/help-centers/${center.id}/groups`, { name: 'Start' })
    ).json();
    const id = await createArticle(t.app, admin.token, { title: 'First steps', content: 'Sign in.' });
    await call(admin.token, 'POST', `/help-articles/${id}/publish`);
    await call(admin.token, 'POST', `/public-groups/groups/${group.id}/articles/${id}`);
    const home = (await get(`/docs/${center.slug}`)).body;
    articlePath = /href="\/docs\/acme-help(\/articles\/first-steps-[0-9a-f]{8})"/.exec(home)![1]!;
  });
  afterAll(() => t.close());

  it('moves the site to the new address; the old one answers 301 to the same page there', async () => {
    const moved = await move(admin.token, center.id, '  Acme-Support ');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ slug: 'acme-support' });
    expect(moved.json().publicUrl).toMatch(/\/docs\/acme-support$/);
    expect((await get('/docs/acme-support')).statusCode).toBe(200);
    for (const [old, now] of [
      ['/docs/acme-help', '/docs/acme-support'],
      [`/docs/acme-help${articlePath}`, `/docs/acme-support${articlePath}`],
      ['/docs/acme-help/search?q=sign', '/docs/acme-support/search?q=sign'],
    ]) {
      const res = await get(old!);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location).toBe(now);
    }
    // A second change: both earlier addresses lead to the newest.
    expect((await move(admin.token, center.id, 'acme-docs')).statusCode).toBe(200);
    expect((await get('/docs/acme-help')).headers.location).toBe('/docs/acme-docs');
    expect((await get('/docs/acme-support')).headers.location).toBe('/docs/acme-docs');
  });

  it('keeps an old address from every other help center for a year; the help center may take it back', async () => {
    const stranger = await registerTrialAdmin(t.app);
    const theirs: HelpCenter = (
      await call(stranger.token, 'POST', '/help-centers', { name: 'Acme Help' })
    ).json();
    // A new help center named alike does not get the address that still redirects.
    expect(theirs.slug).not.toBe('acme-help');
    const taken = await move(stranger.token, theirs.id, 'acme-help');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'HELP_CENTER_SLUG_TAKEN',
      message: 'This address is already used by another help center. Please choose another.',
    });
    expect((await move(stranger.token, theirs.id, 'acme-docs')).statusCode).toBe(409);
    // Our own earlier address is ours to take back: it is an address again, not a redirect.
    expect((await move(admin.token, center.id, 'acme-help')).statusCode).toBe(200);
    expect((await get('/docs/acme-help')).statusCode).toBe(200);
    expect((await get('/docs/acme-docs')).headers.location).toBe('/docs/acme-help');
  });

  it('refuses an address that is not one, or one the site answers itself; only admins of its organization change it', async () => {
    for (const [slug, status] of [
      ['', 400],
      ['-acme', 400],
      ['acme_help', 400],
      ['a'.repeat(61), 400],
      ['acme/../x', 400],
      ['shared', 400],
      ['v1', 400],
    ] as const) {
      const res = await move(admin.token, center.id, slug);
      expect(res.statusCode, slug).toBe(status);
      expect(typeof res.json().message, slug).toBe('string');
    }
    expect((await move(admin.token, center.id, 'shared')).json().code).toBe('HELP_CENTER_SLUG_RESERVED');
    const member = await addMember(t.app, admin, { role: 'MEMBER' });
    expect((await move(member.token, center.id, 'members-try')).statusCode).toBe(403);
    const stranger = await registerTrialAdmin(t.app);
    expect((await move(stranger.token, center.id, 'strangers-try')).statusCode).toBe(404);
    expect((await call(admin.token, 'GET', `/help-centers/${center.id}`)).json().slug).toBe('acme-help');
  });

  it('frees an old address a year after the change: it no longer redirects, and another may take it', async () => {
    t.clock.advance(366 * 24 * 60 * 60 * 1000);
    const later = await registerTrialAdmin(t.app);
    const theirs: HelpCenter = (
      await call(later.token, 'POST', '/help-centers', { name: 'Later Help' })
    ).json();
    expect((await get('/docs/acme-support')).statusCode).toBe(404);
    expect((await move(later.token, theirs.id, 'acme-docs')).statusCode).toBe(200);
  });
});
