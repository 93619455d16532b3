import { articlesApi, externalImagesApi, invitationsApi, profileApi } from '@support/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleInvitation } from '../features/auth/testing';
import { sampleProfile } from '../features/settings/testing';
import { call } from '../lib/client';
import { download } from '../lib/http';
import {
  ContractViolation,
  endpointOf,
  expectAnswer,
  failOnContractViolations,
  takeContractViolations,
} from './contract';
import { fakeApi, GATEWAY_ERROR } from './harness';

/** fakeApi answers only what the server could send: the contract's schemas check every answer. */

const { email: _, ...profileWithoutEmail } = sampleProfile();

/** The request's rejection, taken with the violation it left (so this test itself passes). */
async function rejection(request: Promise<unknown>): Promise<string> {
  const error = await request.then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ContractViolation);
  expect(takeContractViolations()).toEqual([error]);
  return (error as Error).message;
}

describe('fakeApi against the contract', () => {
  afterEach(() => takeContractViolations());

  it('answers a request whose answer the server could send', async () => {
    fakeApi(() => ({ status: 200, data: sampleProfile() }));
    await expect(call(profileApi.get)).resolves.toEqual(sampleProfile());
  });

  it('rejects an answer missing a required field, naming the endpoint and the field', async () => {
    fakeApi(() => ({ status: 200, data: profileWithoutEmail }));
    const message = await rejection(call(profileApi.get));
    expect(message).toContain('GET /profile/user (profileApi.get, /profile/user)');
    expect(message).toContain('email: Invalid input: expected string, received undefined');
  });

  it('rejects a field the response schema leaves out: the server would never send it', async () => {
    fakeApi(() => ({ status: 200, data: { ...sampleProfile(), avatarUrl: '/a.png' } }));
    expect(await rejection(call(profileApi.get))).toContain('avatarUrl is not in the response schema');
  });

  it('rejects a success status the endpoint does not answer with', async () => {
    fakeApi(() => ({ status: 200, data: sampleInvitation }));
    const invite = call(invitationsApi.invite, { body: { email: 'new@acme.test', role: 'MEMBER' } });
    expect(await rejection(invite)).toContain('it answers 201, not 200');
  });

  it('rejects a request the server would refuse, unless the fake answers it with the server’s 400', async () => {
    const badBody = { body: { email: 'not an address', role: 'MEMBER' } } as const;
    fakeApi(() => ({ status: 201, data: sampleInvitation }));
    const message = await rejection(call(invitationsApi.invite, badBody));
    expect(message).toContain('POST /organization/users/invite');
    expect(message).toContain('would refuse with a 400, yet the fake answers 201: its body would be refused');
    expect(message).toContain('email:');
    fakeApi(() => ({ status: 400, data: { message: 'Enter a valid email address' } }));
    await expect(call(invitationsApi.invite, badBody)).rejects.toMatchObject({ response: { status: 400 } });
    expect(takeContractViolations()).toEqual([]);
  });

  it('rejects an error code the endpoint does not declare, and an error body without a message', async () => {
    fakeApi(() => ({ status: 409, data: { message: 'Taken', code: 'EMAIL_TAKEN' } }));
    expect(await rejection(call(profileApi.get))).toContain('does not declare the error code EMAIL_TAKEN');
    fakeApi(() => ({ status: 500, data: { error: 'Boom' } }));
    expect(await rejection(call(profileApi.get))).toContain('an error body is { message, code? }');
  });

  it('checks an endpoint’s own refusals against its error schema', async () => {
    fakeApi(() => ({ status: 410, data: { message: 'Expired', code: 'INVITATION_EXPIRED' } }));
    const lookup = call(invitationsApi.lookup, { params: { token: 'abc' } });
    expect(await rejection(lookup)).toContain('status: Invalid option');
    fakeApi(() => ({
      status: 410,
      data: { message: 'Expired', code: 'INVITATION_EXPIRED', status: 'EXPIRED' },
    }));
    await expect(call(invitationsApi.lookup, { params: { token: 'abc' } })).rejects.toMatchObject({
      response: { status: 410 },
    });
    // A common refusal has the usual fields only.
    fakeApi(() => ({ status: 429, data: { message: 'Slow down', code: 'RATE_LIMITED' } }));
    await expect(call(invitationsApi.lookup, { params: { token: 'abc' } })).rejects.toMatchObject({
      response: { status: 429 },
    });
    // Without its code, a body with the documented fields must still be one the server sends.
    fakeApi(() => ({
      status: 410,
      data: { message: 'Revoked', status: 'REVOKED', invitation: { id: 'x' } },
    }));
    const partial = call(invitationsApi.lookup, { params: { token: 'abc' } });
    expect(await rejection(partial)).toContain('invitation.email: Invalid input');
  });

  it('leaves what a proxy answers without the server (text, no JSON) unchecked', async () => {
    fakeApi(() => GATEWAY_ERROR);
    await expect(call(profileApi.get)).rejects.toMatchObject({ response: { status: 502 } });
  });

  it('leaves calls outside the contract unchecked (a download)', async () => {
    fakeApi(() => ({ status: 200, data: { anything: true } }));
    const file = await download('/help-articles/a1/download');
    expect(JSON.parse(await file.text())).toEqual({ anything: true });
  });

  it('fails the test after it when the screen coped with the rejection', async () => {
    fakeApi(() => ({ status: 200, data: profileWithoutEmail }));
    await call(profileApi.get).catch(() => undefined);
    expect(failOnContractViolations).toThrow(/profileApi\.get/);
    expect(failOnContractViolations).not.toThrow();
  });
});

describe('endpointOf', () => {
  it('tells endpoints apart by method and path, a literal segment before a parameter', () => {
    expect(endpointOf('get', '/help-articles/public?limit=20')?.name).toBe('articlesApi.listPublic');
    expect(endpointOf('get', '/help-articles/7d2c4f9a')?.name).toBe('articlesApi.get');
    expect(endpointOf('put', '/help-articles/7d2c4f9a')?.name).toBe('articlesApi.updateContent');
    expect(endpointOf('get', '/help-articles/7d2c4f9a/download')).toBeUndefined();
    expect(endpointOf('get', '/files/raw-1.png')).toBeUndefined();
    expect(endpointOf('delete', '/help-articles/a1/external-images/b2')?.endpoint).toBe(
      externalImagesApi.delete,
    );
  });
});

describe('expectAnswer', () => {
  it('throws for a sample the server could not send', () => {
    expect(() => expectAnswer(profileApi.get, profileWithoutEmail)).toThrow(
      /Not an answer of profileApi\.get/,
    );
    expect(() => expectAnswer(articlesApi.createManual, { id: 'not a uuid' })).toThrow(/Invalid UUID/);
  });
});
