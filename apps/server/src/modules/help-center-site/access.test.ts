import { describe, expect, it } from 'vitest';
import { accessCookieName, accessToken, isProtected, siteAccess } from './access';
import { previewCookieName, previewToken } from './preview';

const secret = 'a-secret-of-the-install';
const now = new Date('2026-03-10T10:00:00Z');
const center = {
  id: '0b4c1c1e-5f3a-4d1e-9a57-2f0e6c1d9b11',
  organizationId: '5d0b6c1e-1f3a-4d1e-9a57-2f0e6c1d9b22',
  published: true,
  authenticationType: 'PASSWORD' as const,
  passwordHash: 'hash-1',
  ssoIssuer: null as string | null,
  ssoVersion: 0,
};
const reader = (cookieHeader?: string) => ({ cookieHeader, secret, now });

describe('what a request may see of a help center', () => {
  it('is notFound without a site and open without a password', () => {
    expect(siteAccess(null, reader())).toBe('notFound');
    expect(siteAccess({ ...center, authenticationType: 'NONE' }, reader())).toBe('open');
    // An SSO site sends readers to sign in, even before its provider is set up (ssoSignIn.test.ts).
    expect(siteAccess({ ...center, authenticationType: 'SSO' }, reader())).toBe('sso');
    expect(isProtected({ authenticationType: 'SSO' })).toBe(true);
    // A password site whose password was never set has nothing to ask for.
    expect(siteAccess({ ...center, passwordHash: null }, reader())).toBe('open');
  });

  it('asks for the password until the cookie of this site and this password is sent', () => {
    expect(siteAccess(center, reader())).toBe('password');
    const cookie = `${accessCookieName(center.id)}=${accessToken(secret, center.id, 'hash-1', now)}`;
    expect(siteAccess(center, reader(`other=1; ${cookie}`))).toBe('open');
    expect(siteAccess({ ...center, passwordHash: 'hash-2' }, reader(cookie))).toBe('password');
    expect(siteAccess(center, { ...reader(cookie), now: new Date('2026-05-10T10:00:00Z') })).toBe('password');
  });

  it('is notFound while not published, except to a member previewing this very site', () => {
    const draft = { ...center, published: false };
    expect(siteAccess(draft, reader())).toBe('notFound');
    const preview = (of: typeof center, purpose: 'link' | 'cookie' = 'cookie') =>
      `${previewCookieName(center.id)}=${previewToken(secret, purpose, of, now)}`;
    expect(siteAccess(draft, reader(preview(center)))).toBe('preview');
    // Past the password too.
    expect(siteAccess(center, reader(preview(center)))).toBe('preview');
    // Signed for another organization, for the link instead of the cookie, or expired: nothing.
    expect(siteAccess(draft, reader(preview({ ...center, organizationId: center.id })))).toBe('notFound');
    expect(siteAccess(draft, reader(preview(center, 'link')))).toBe('notFound');
    expect(siteAccess(draft, { ...reader(preview(center)), now: new Date('2026-03-10T11:01:00Z') })).toBe(
      'notFound',
    );
  });

  it('keeps a password site private even for a reader let in', () => {
    expect(isProtected(center)).toBe(true);
    expect(isProtected({ authenticationType: 'NONE' })).toBe(false);
  });
});
