import { articlesApi, authApi, healthApi, helpCentersApi, invitationsApi, profileApi } from '@support/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './client';
import { errorMessage, errorStatus } from './errors';
import { download } from './http';
import { onLogout } from './session';

/** The fetch clients (lib/client's contract calls, lib/http's downloads) keep the session rules of spec 01 §8. */

type Sent = { url: string; headers: Headers; body: unknown };

function answer(status: number, data?: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(data === undefined ? null : JSON.stringify(data), { status });
  });
  return sent;
}

describe('fetch client', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/login');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON to /v1 with the stored token and the interface language, and reads JSON back', async () => {
    localStorage.setItem('token', 'aaa.bbb.ccc');
    const sent = answer(200, { token: 'x.y.z' });
    await expect(
      call(authApi.login, { body: { email: 'a@example.com', password: 'secret' } }),
    ).resolves.toEqual({ token: 'x.y.z' });
    expect(sent[0]?.url).toBe('/v1/auth/login');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer aaa.bbb.ccc');
    // No ?l= was ever given: jsdom's browser prefers en-US, so the interface speaks English.
    expect(sent[0]?.headers.get('Accept-Language')).toBe('en');
    expect(sent[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(sent[0]?.body).toEqual({ email: 'a@example.com', password: 'secret' });
  });

  it('uploads a form as multipart (fetch sets the boundary) and reads the JSON answer', async () => {
    localStorage.setItem('token', 'aaa.bbb.ccc');
    const bodies: unknown[] = [];
    const headers: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(init.body);
      headers.push(new Headers(init.headers));
      return new Response(JSON.stringify({ logo: '/files/logo.png' }), { status: 200 });
    });
    const form = new FormData();
    form.append('logo', new Blob(['png'], { type: 'image/png' }), 'logo.png');
    await expect(call(helpCentersApi.uploadLogo, { params: { id: '1' }, body: form })).resolves.toEqual({
      logo: '/files/logo.png',
    });
    expect(bodies[0]).toBe(form);
    expect(headers[0]?.has('Content-Type')).toBe(false);
    expect(headers[0]?.get('Authorization')).toBe('Bearer aaa.bbb.ccc');
  });

  it('downloads a file as a Blob, and a refused download carries the server message', async () => {
    vi.stubGlobal('fetch', async () => new Response('PK zip', { status: 200 }));
    expect(await (await download('/help-articles/1/download')).text()).toBe('PK zip');
    answer(403, { message: 'Downloads need the Pro plan', code: 'FEATURE_NOT_AVAILABLE' });
    const failure = await download('/help-articles/1/download').catch((error: unknown) => error);
    expect(errorMessage(failure, 'fallback')).toBe('Downloads need the Pro plan');
    expect(errorStatus(failure)).toBe(403);
  });

  it('sends no token that is not well formed', async () => {
    localStorage.setItem('token', 'not-a-jwt');
    const sent = answer(200, {});
    await call(healthApi.config);
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it("a failure carries the server's message and status", async () => {
    answer(401, { message: 'Invalid e-mail or password' });
    const failure = await call(authApi.login, { body: { email: '', password: '' } }).catch(
      (error: unknown) => error,
    );
    expect(errorMessage(failure, 'fallback')).toBe('Invalid e-mail or password');
    expect(errorStatus(failure)).toBe(401);
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('a 401 ends a stored session and empties the caches', async () => {
    localStorage.setItem('token', 'aaa.bbb.ccc');
    sessionStorage.setItem('subscription-blocked', 'TRIAL_EXPIRED');
    const cleared = vi.fn();
    onLogout(cleared);
    answer(401, { message: 'Session expired' });
    await expect(call(profileApi.get)).rejects.toThrow();
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('subscription-blocked')).toBeNull();
    expect(cleared).toHaveBeenCalled();
  });

  it('a 401 from an invitation call keeps the session', async () => {
    localStorage.setItem('token', 'aaa.bbb.ccc');
    answer(401, { message: 'Not yours' });
    await expect(call(invitationsApi.accept, { body: { token: 't' } })).rejects.toThrow();
    expect(localStorage.getItem('token')).toBe('aaa.bbb.ccc');
  });

  it('a 403 with a subscription code tells the shell, other 403s do not', async () => {
    const codes: string[] = [];
    const listener = (event: Event) => codes.push((event as CustomEvent<{ code: string }>).detail.code);
    window.addEventListener('subscription-error', listener);
    answer(403, { message: 'Trial over', code: 'TRIAL_EXPIRED' });
    await call(articlesApi.list).catch(() => undefined);
    answer(403, { message: 'Admins only', code: 'FORBIDDEN' });
    await call(articlesApi.list).catch(() => undefined);
    window.removeEventListener('subscription-error', listener);
    expect(codes).toEqual(['TRIAL_EXPIRED']);
  });
});
