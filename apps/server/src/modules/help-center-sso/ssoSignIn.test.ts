import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { helpCenterWithArticle } from '../../../test/helpCenters';
import { startOidcProvider } from '../../../test/oidcProvider';
import { helpCenters } from '../../db/schema';

const CLIENT = { clientId: 'help-center', clientSecret: 'a-client-secret-of-the-provider' };
const ORIGIN = 'http://localhost:3000';

type Answer = { status: number; location: string; cookies: string[]; body: string };

/**
 * Reader sign-in with OpenID Connect (issue 50 item 2) against a real provider on loopback: the
 * whole redirect flow, the reader rules, and each check of the provider's answer (state, the ID
 * token's signature, audience, issuer, expiry, nonce), each of which must refuse the reader.
 */
describe('help center reader sign-in (OpenID Connect)', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let site: Awaited<ReturnType<typeof helpCenterWithArticle>>;
  let slug: string;

  const page = async (url: string, cookies: string[] = []): Promise<Answer> => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.join('; ') } });
    const set = res.headers['set-cookie'];
    return {
      status: res.statusCode,
      location: String(res.headers.location ?? ''),
      cookies: (Array.isArray(set) ? set : set ? [set] : []).map((line) => line.split(';')[0]!),
      body: res.body,
    };
  };
  /** The provider's side of the redirects, followed with its own cookies, until it sends the reader back. */
  const atProvider = async (start: string) => {
    const jar = new Map<string, string>();
    let url = start;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!, value.join('='));
      }
      const next = res.headers.get('location');
      if (!next) throw new Error(`the provider answered ${res.status} without a redirect`);
      url = new URL(next, url).href;
      if (url.startsWith(ORIGIN)) return new URL(url);
    }
    throw new Error('too many redirects at the provider');
  };
  /** A reader's visit: the page, the sign-in, the provider, the callback. Returns the callback's answer. */
  const signIn = async (path: string) => {
    const first = await page(path);
    expect(first.status).toBe(302);
    const login = await page(first.location);
    expect(login.status).toBe(302);
    const authorize = new URL(login.location);
    const back = await atProvider(authorize.href);
    const callback = await page(`${back.pathname}${back.search}`, login.cookies);
    return { authorize, login, callback, back };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: ORIGIN, FETCH_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' } });
    site = await helpCenterWithArticle(t, 'Acme Private');
    slug = site.center.slug;
    provider = await startOidcProvider({ ...CLIENT, redirectUris: [`${ORIGIN}/docs/${slug}/sso/callback`] });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('is set up by an admin only after discovery, keeps the secret sealed and never shows it', async () => {
    const id = site.center.id;
    expect(
      (await site.call('PUT', `/help-centers/${id}/settings`, { authenticationType: 'SSO' })).json(),
    ).toMatchObject({
      code: 'SSO_NOT_CONFIGURED',
    });
    const wrong = await site.call('PUT', `/help-centers/${id}/sso`, {
      issuer: 'http://127.0.0.1:1/nothing',
      ...CLIENT,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SSO_DISCOVERY_FAILED');
    const privateHost = await site.call('PUT', `/help-centers/${id}/sso`, {
      issuer: 'http://10.0.0.1',
      ...CLIENT,
    });
    expect(privateHost.json().code).toBe('SSO_DISCOVERY_FAILED');

    const saved = await site.call('PUT', `/help-centers/${id}/sso`, {
      issuer: provider.issuer,
      ...CLIENT,
      allowedDomains: ['acme.test'],
      activate: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(CLIENT.clientSecret);
    expect(saved.json()).toMatchObject({
      issuer: provider.issuer,
      hasClientSecret: true,
      active: true,
      callbackUrls: [`${ORIGIN}/docs/${slug}/sso/callback`],
    });
    const [row] = await t.app.ctx.db.select().from(helpCenters).where(eq(helpCenters.id, id));
    expect(row!.ssoClientSecretSealed).not.toContain(CLIENT.clientSecret);
    expect(row!.authenticationType).toBe('SSO');

    // A member may not read or change it; another organization does not find it.
    const other = await registerTrialAdmin(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/v1/help-centers/${id}/sso`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends a reader to the provider and back, signed in, to the page asked for', async () => {
    const home = `/docs/${slug}`;
    const { authorize, login, callback } = await signIn(home);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/docs/${slug}/sso/callback`);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(login.cookies[0]).toMatch(/^hcsa_/);
    expect(callback.status).toBe(303);
    expect(callback.location).toBe(home);
    const session = callback.cookies.find((cookie) => cookie.startsWith('hcs_'))!;
    expect(session).toBeTruthy();
    const read = await page(home, [session]);
    expect(read.status).toBe(200);
    expect(read.body).toContain('Billing');
    // The images and pages are private: not kept by shared caches, not listed by search engines.
    expect(
      (await t.app.inject({ method: 'GET', url: home, headers: { cookie: session } })).headers[
        'cache-control'
      ],
    ).toBe('private, no-store');
    // Without the cookie: back to sign-in; the sitemap does not exist.
    expect((await page(home)).status).toBe(302);
    expect((await page(`${home}/sitemap.xml`)).status).toBe(404);

    // Signing out ends it on this browser.
    const out = await t.app.inject({
      method: 'POST',
      url: `${home}/sso/logout`,
      headers: { cookie: session },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^hcs_[0-9a-f]+=; .*Max-Age=0/);
  });

  it('refuses a reader outside the allowed e-mail domains, and an answer without its attempt', async () => {
    provider.signAs({ sub: 'outsider', email: 'someone@elsewhere.test', email_verified: true });
    const { callback, back } = await signIn(`/docs/${slug}`);
    expect(callback.status).toBe(403);
    expect(callback.cookies.some((cookie) => cookie.startsWith('hcs_'))).toBe(false);
    // The same answer again, without the attempt's cookie (a link sent to someone else): refused.
    expect((await page(`${back.pathname}${back.search}`)).status).toBe(401);
    provider.signAs({ sub: 'reader-1', email: 'reader@acme.test', email_verified: true });
  });

  it('refuses ID tokens that fail a check: signature, audience, issuer, expiry, nonce', async () => {
    const now = Math.floor(Date.now() / 1000);
    const right = (nonce: string, issuer: string) => ({
      iss: issuer,
      aud: CLIENT.clientId,
      sub: 'reader-1',
      iat: now,
      exp: now + 300,
      nonce,
    });
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const cases: [string, (r: { nonce: string; issuer: string }) => Promise<string>, number][] = [
      ['a right token (the stand-in itself works)', (r) => provider.sign(right(r.nonce, r.issuer)), 303],
      ['signed with another key', (r) => provider.sign(right(r.nonce, r.issuer), otherKey), 401],
      [
        'tampered after signing',
        async (r) => {
          const [head, body, signature] = (await provider.sign(right(r.nonce, r.issuer))).split('.');
          const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
          const changed = Buffer.from(JSON.stringify({ ...claims, email: 'boss@acme.test' })).toString(
            'base64url',
          );
          return [head, changed, signature].join('.');
        },
        401,
      ],
      [
        'for another audience',
        (r) => provider.sign({ ...right(r.nonce, r.issuer), aud: 'another-client' }),
        401,
      ],
      [
        'from a foreign issuer',
        (r) => provider.sign({ ...right(r.nonce, r.issuer), iss: 'https://evil.example' }),
        401,
      ],
      [
        'expired',
        (r) => provider.sign({ ...right(r.nonce, r.issuer), iat: now - 7200, exp: now - 3600 }),
        401,
      ],
      ['with another nonce', (r) => provider.sign(right('not-the-nonce', r.issuer)), 401],
    ];
    try {
      for (const [name, forge, status] of cases) {
        provider.forgeWith(forge);
        const { callback } = await signIn(`/docs/${slug}`);
        expect({ name, status: callback.status }).toEqual({ name, status });
        expect(
          callback.cookies.some((cookie) => cookie.startsWith('hcs_')),
          name,
        ).toBe(status === 303);
      }
    } finally {
      provider.forgeWith(null);
    }
  });

  it('signs every reader out when the configuration changes', async () => {
    const { callback } = await signIn(`/docs/${slug}`);
    const session = callback.cookies.find((cookie) => cookie.startsWith('hcs_'))!;
    expect((await page(`/docs/${slug}`, [session])).status).toBe(200);
    const changed = await site.call('PUT', `/help-centers/${site.center.id}/sso`, {
      issuer: provider.issuer,
      clientId: CLIENT.clientId,
      allowedDomains: [],
    });
    expect(changed.json()).toMatchObject({ hasClientSecret: true, allowedDomains: [] });
    expect((await page(`/docs/${slug}`, [session])).status).toBe(302);
  });
});
