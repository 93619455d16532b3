import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { helpCenterWithArticle } from '../../../test/helpCenters';
import { linkIn } from '../../../test/mail';

const EVIL = 'evil.example.test';
const LINKS = /^http:\/\/localhost:3000$/;

/**
 * Issue 43 item 1: with PUBLIC_URL unset (the default install), a tenant's custom domain, even a
 * verified one, is never the origin of a mail or of another help center's links.
 */
describe('a custom domain sent as Host', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof helpCenterWithArticle>>;
  const onEvil = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: EVIL } });

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: undefined, ALLOWED_HOSTS: 'app.example.test' } });
    tenant = await helpCenterWithArticle(t);
    const saved = await tenant.call('PUT', `/help-centers/${tenant.center.id}/settings`, {
      customDomain: EVIL,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The worst case: the domain is verified and serves the tenant's help center.
    const operator = await registerSuperAdmin(t);
    const marked = await apiCall(t)(
      'POST',
      `/admin/help-centers/${tenant.center.id}/domain-verification/verify`,
      operator.token,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    await vi.waitFor(async () => expect((await onEvil('/')).statusCode).toBe(200));
  });
  afterAll(() => t.close());

  it('never gives a password-reset mail its link, not even the super admin’s', async () => {
    const victim = await registerSuperAdmin(t);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/request-password-reset',
      headers: { host: EVIL },
      payload: { email: victim.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const mail = t.mailer.sent.filter((sent) => sent.to === victim.email).at(-1)!;
    expect(new URL(mail.link!).origin).toMatch(LINKS);
    expect(linkIn(mail.text, '/reset-password').hostname).not.toBe(EVIL);
    expect(JSON.stringify(mail)).not.toContain(EVIL);
  });

  it('never gives an invitation its link', async () => {
    const invitation = await t.app.inject({
      method: 'POST',
      url: '/v1/organization/users/invite',
      headers: { host: EVIL, authorization: `Bearer ${tenant.admin.token}` },
      payload: { email: 'new-member@example.com', role: 'MEMBER' },
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const mail = t.mailer.sent.filter((sent) => sent.to === 'new-member@example.com').at(-1)!;
    expect(new URL(mail.link!).origin).toMatch(LINKS);
    expect(JSON.stringify(mail)).not.toContain(EVIL);
  });

  it('serves only its own help center: another one’s address there is a 404', async () => {
    const other = await helpCenterWithArticle(t, 'Other Help', 'Reset a password');
    for (const url of [`/docs/${other.center.slug}`, `/docs/${other.center.slug}/sitemap.xml`]) {
      const page = await onEvil(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).not.toContain('Other Help');
    }
  });

  it('answers nothing at all while it waits for verification, not even another organization’s pages', async () => {
    const other = await helpCenterWithArticle(t, 'Other Help', 'Reset a password');
    const PENDING = 'pending.example.test';
    const claimant = await helpCenterWithArticle(t, 'Claimant Help');
    const path = `/help-centers/${claimant.center.id}/settings`;
    const saved = await claimant.call('PUT', path, { customDomain: PENDING });
    expect(saved.json().domainVerification.status).toBe('PENDING');
    const onPending = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { host: PENDING, ...headers } });
    const home = await t.app.inject({ method: 'GET', url: `/docs/${other.center.slug}` });
    const article = /href="(\/docs\/[^"]+\/articles\/reset-a-password-[0-9a-f]{8})"/.exec(home.body)?.[1];
    expect(article).toBeDefined();
    // Twice: the second time the page is in memory.
    for (let round = 0; round < 2; round++) {
      for (const url of [`/docs/${other.center.slug}`, article!, `/docs/${other.center.slug}/sitemap.xml`]) {
        const page = await onPending(url);
        expect(page.statusCode, url).toBe(404);
        expect(page.body, url).not.toContain(PENDING);
        expect(page.body, url).not.toContain('Reset a password');
      }
    }
    // The app's own answers on that host: none either.
    const listed = await onPending('/v1/help-centers', { authorization: `Bearer ${other.admin.token}` });
    expect(listed.statusCode).toBe(404);
    expect(listed.body).not.toContain(PENDING);
    // Elsewhere the other organization's pages never link to that name.
    const page = await t.app.inject({ method: 'GET', url: article! });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(PENDING);
  });

  it('still links its own help center’s pages to itself', async () => {
    const home = await onEvil('/');
    const article = /href="(\/articles\/set-up-billing-[0-9a-f]{8})"/.exec(home.body)?.[1];
    const page = await onEvil(article!);
    expect(page.body).toContain(`<link rel="canonical" href="http://${EVIL}${article}">`);
  });
});
