import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { helpCenterWithArticle } from '../../../test/helpCenters';

/**
 * Issue 43 item 2: no help center may claim this install's own hosts (it would take the app's
 * sign-in and reset pages from every user), nor another help center's domain written another way.
 */
describe('custom domains this install keeps for itself', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof helpCenterWithArticle>>;
  const setDomain = (customDomain: string, who = tenant) =>
    who.call('PUT', `/help-centers/${who.center.id}/settings`, { customDomain });

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://app.example.com',
        DOCS_URL: 'https://docs.example.com',
        ALLOWED_HOSTS: 'intranet.example.test,portal.example.test:8443',
      },
    });
    tenant = await helpCenterWithArticle(t);
  });
  afterAll(() => t.close());

  it('refuses the install’s hosts, loopback and the machine’s name with 400 and a message', async () => {
    const reserved = [
      'app.example.com',
      'APP.Example.com.',
      'docs.example.com',
      'intranet.example.test',
      'portal.example.test',
      'localhost',
      'help.localhost',
      '127.0.0.1',
      '[::1]',
      os.hostname(),
      `${os.hostname()}.`,
    ];
    for (const customDomain of reserved) {
      const refused = await setDomain(customDomain);
      expect(refused.statusCode, customDomain).toBe(400);
      expect(refused.json().message, customDomain).toEqual(expect.any(String));
    }
    // The names the shape allows are refused as this server's own, saying so.
    expect((await setDomain('app.example.com')).json()).toEqual({
      message: 'This is an address of this server itself; choose a domain of your own',
      code: 'CUSTOM_DOMAIN_RESERVED',
    });
    const center = (await tenant.call('GET', `/help-centers/${tenant.center.id}`)).json();
    expect(center.settings.customDomain).toBeNull();
    expect(center.domainVerification).toBeNull();
  });

  it('stores a domain in lower case without its trailing dot, and refuses it to another help center', async () => {
    const saved = await setDomain('Help.Acme.Test.');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.customDomain).toBe('help.acme.test');
    const other = await helpCenterWithArticle(t, 'Other Help');
    for (const customDomain of ['help.acme.test', 'HELP.ACME.TEST', 'help.acme.test.']) {
      const taken = await setDomain(customDomain, other);
      expect(taken.statusCode, customDomain).toBe(409);
      expect(taken.json(), customDomain).toEqual({
        message: 'This domain is already used by another help center',
        code: 'CUSTOM_DOMAIN_TAKEN',
      });
    }
    // The help center that has it may save it again, written any way: it keeps its token.
    const token = saved.json().domainVerification.recordValue;
    const again = await setDomain('HELP.acme.test.');
    expect(again.statusCode).toBe(200);
    expect(again.json().domainVerification.recordValue).toBe(token);
  });
});
