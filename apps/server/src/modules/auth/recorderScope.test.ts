import { randomUUID } from 'node:crypto';
import { DEFAULT_CALLERS } from '@support/shared';
import { contractEndpoints } from '@support/shared/contract-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSuperAdmin } from '../../../test/admin';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { connectRecorder } from '../../../test/desktopRecorder';
import { type RegisteredUser, startTrial } from '../../../test/factories';
import { screenshot, uploadRecording } from '../../../test/recordings';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let admin: RegisteredUser;
let recorder: { token: string; sessionId: string };
beforeAll(async () => {
  t = await createTestApp();
  // A super admin's recorder: were the token a full session, even the operator routes would open.
  admin = await registerSuperAdmin(t);
  await startTrial(t.app, admin.token);
  recorder = await connectRecorder(t.app, admin);
});
afterAll(() => t.close());

const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const expectScopeRefusal = (res: { statusCode: number; json(): unknown }, what: string) => {
  expect(res.statusCode, what).toBe(403);
  expect(res.json(), what).toEqual({
    code: 'TOKEN_SCOPE',
    message: expect.stringContaining('This token belongs to a desktop recorder and cannot be used here'),
  });
};

describe("a desktop recorder's token", () => {
  it('reaches what the recorder needs: its profile and organization, the rules, staging and posting', async () => {
    const profile = await call('GET', '/profile/user', recorder.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: admin.email });
    const organization = await call('GET', '/organization/active', recorder.token);
    expect(organization.statusCode).toBe(200);
    expect(organization.json()).toMatchObject({ id: admin.organizationId });
    expect((await call('GET', '/recordings/settings', recorder.token)).statusCode).toBe(200);

    const key = randomUUID();
    const staged = await t.app.inject({
      method: 'PUT',
      url: `/v1/recordings/staged/${key}/step-1.png`,
      headers: { ...bearer(recorder.token), 'content-type': 'image/png' },
      payload: await screenshot(),
    });
    expect(staged.statusCode).toBe(201);
    const list = await call('GET', `/recordings/staged/${key}`, recorder.token);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('step-1.png');
    const { res } = await uploadRecording(t.app, recorder.token, { steps: 2 });
    expect(res.statusCode).toBe(201);
  });

  it.each<[string, Method, string, object?]>([
    ['invite a member', 'POST', '/organization/users/invite', { email: 'x@example.com', role: 'ADMIN' }],
    ['create an organization', 'POST', '/organization', { name: 'Taken over' }],
    ['sign the browser sessions out', 'POST', '/auth/sessions/sign-out-others'],
    ['list the sessions', 'GET', '/auth/sessions'],
    ['change the password', 'PUT', '/profile/change-password', { currentPassword: 'x', newPassword: 'y' }],
    ['change the profile', 'PUT', '/profile/user', { firstName: 'Mallory' }],
    ['list the articles', 'GET', '/help-articles'],
    ['switch organizations', 'POST', '/organization/change', { organizationId: randomUUID() }],
    ['read the operator pages', 'GET', '/admin/organizations'],
    ['open a checkout', 'POST', '/payment/create-checkout-session', { productId: 'x' }],
    // A route outside the contract is closed the same way unless it names the recorder, and so
    // are the multipart uploads the recorder does not make.
    ['download an article', 'GET', `/help-articles/${randomUUID()}/download`],
    ['upload a help center logo', 'POST', `/help-centers/${randomUUID()}/logo`, {}],
    ['add an external image', 'POST', `/help-articles/${randomUUID()}/external-images`, {}],
  ])('cannot %s (403 TOKEN_SCOPE), and nothing changes', async (what, method, url, payload) => {
    const organizationsBefore = (await call('GET', '/organization', admin.token)).json();
    expectScopeRefusal(await call(method, url, recorder.token, payload), what);
    // The browser session goes on, its organizations as they were; the recorder still records.
    expect((await call('GET', '/organization', admin.token)).json()).toEqual(organizationsBefore);
    expect((await call('GET', '/recordings/settings', recorder.token)).statusCode).toBe(200);
  });

  it('cannot revoke another session, not even its own from the settings list', async () => {
    expectScopeRefusal(await call('DELETE', `/sessions/${recorder.sessionId}`, recorder.token), 'revoke');
    expect((await call('GET', '/recordings/settings', recorder.token)).statusCode).toBe(200);
  });

  it('is refused by every signed-in endpoint of the contract not marked for the recorder', async () => {
    const closed = contractEndpoints().filter(
      ({ endpoint }) => endpoint.auth && !(endpoint.callers ?? DEFAULT_CALLERS).includes('DESKTOP_RECORDER'),
    );
    // The table is the contract: most of it, so a filter gone wrong cannot pass with nothing checked.
    expect(closed.length).toBeGreaterThan(100);
    for (const { name, endpoint } of closed) {
      // The refusal comes before validation, so any parameter value reaches it.
      const url = endpoint.path.replace(/:[A-Za-z]+/g, () => randomUUID());
      const body = endpoint.method === 'POST' || endpoint.method === 'PUT' ? {} : undefined;
      expectScopeRefusal(await call(endpoint.method, url, recorder.token, body), name);
    }
  });

  it('is described in the OpenAPI document, endpoint by endpoint', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const description = (path: string, method: string) => doc.paths[`/v1${path}`]?.[method]?.description;
    expect(description('/recordings/settings', 'get')).toContain("a connected desktop recorder's token");
    expect(description('/organization', 'post')).toBe(
      "Takes a person's sign-in; any other token answers 403 TOKEN_SCOPE.",
    );
  });

  it('ends its own connection with logout: 401 from the next call on', async () => {
    const own = await connectRecorder(t.app, admin);
    expect((await call('POST', '/auth/logout', own.token)).statusCode).toBe(200);
    const after = await call('GET', '/recordings/settings', own.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    // The browser session and the other recorder are not touched.
    expect((await call('GET', '/auth/sessions', admin.token)).statusCode).toBe(200);
    expect((await call('GET', '/recordings/settings', recorder.token)).statusCode).toBe(200);
  });
});
