import http from 'node:http';
import type { HelpCenter } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerSuperAdmin } from '../../../test/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { startDnsStandIn } from '../../../test/dnsStandIn';
import { addMember } from '../../../test/factories';
import { helpCenterWithArticle } from '../../../test/helpCenters';
import { listen } from '../../../test/socket';
import { domainRecheckJob } from './domainRecheckJob';

const DOMAIN = 'help.acme.test';
const RECORD = `_support-verification.${DOMAIN}`;

/** Issue 43 item 3: a custom domain serves its help center only while its TXT record carries the token. */
describe('custom domain verification', () => {
  let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof helpCenterWithArticle>>;
  const onDomain = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: DOMAIN } });
  const check = async (): Promise<HelpCenter> => {
    const checked = await tenant.call('POST', `/help-centers/${tenant.center.id}/domain-verification/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    return checked.json();
  };
  const recheck = async () => {
    await domainRecheckJob.enqueue(t.jobs, t.app.ctx.db, { organizationId: null, payload: {} });
    await t.jobs.runUntilIdle();
  };
  let token: string;

  beforeAll(async () => {
    dns = await startDnsStandIn();
    t = await createTestApp({ env: { PUBLIC_URL: undefined, DNS_RESOLVER: dns.address } });
    tenant = await helpCenterWithArticle(t);
  });
  afterAll(async () => {
    await t.close();
    await dns.close();
  });

  it('gives a token to put in DNS and serves nothing of the help center until then', async () => {
    const saved = await tenant.call('PUT', `/help-centers/${tenant.center.id}/settings`, {
      customDomain: DOMAIN,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const center: HelpCenter = saved.json();
    expect(center.domainVerification).toMatchObject({
      status: 'PENDING',
      recordName: RECORD,
      recordValue: expect.stringMatching(/^[0-9a-f]{32}$/),
      checkedAt: null,
      failureReason: null,
    });
    token = center.domainVerification!.recordValue;
    expect(center.publicUrl).not.toContain(DOMAIN);
    const home = await onDomain('/');
    expect(home.statusCode).toBe(404);
    expect(home.body).not.toContain('Acme Help');
    // Nothing else of the install either: the help center under /docs, the API, the app's pages.
    for (const path of [`/docs/${tenant.center.slug}`, '/v1/config', '/v1/health', '/login']) {
      const answer = await onDomain(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.body, path).not.toContain('Acme Help');
    }
    expect((await onDomain(`/docs/${tenant.center.slug}`)).headers['cache-control']).toBe('no-store');
    // The real server answers kept pages before Fastify: the same there (and for HEAD).
    const port = await listen(t.app);
    const page = await t.app.inject({ method: 'GET', url: `/docs/${tenant.center.slug}` });
    const article = /href="(\/docs\/[^"]+\/articles\/[^"]+)"/.exec(page.body)?.[1];
    expect(article).toBeTruthy();
    for (const method of ['GET', 'HEAD']) {
      await fetch(`http://127.0.0.1:${port}${article}`); // kept in memory now
      // node:http, not fetch: fetch sends no Host header of the caller's.
      const over = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .request({ port, host: '127.0.0.1', path: article, method, headers: { host: DOMAIN } }, (res) => {
            let body = '';
            res.on('data', (chunk) => {
              body += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject)
          .end();
      });
      expect(over.status, method).toBe(404);
      expect(over.body).not.toContain('Set up billing');
    }
  });

  it('fails with the reason while the record is missing or carries another token', async () => {
    let center = await check();
    expect(center.domainVerification).toMatchObject({
      status: 'FAILED',
      failureReason: `No TXT record found at ${RECORD}`,
      checkedAt: expect.any(String),
    });
    dns.setTxt(RECORD, 'not-the-token');
    center = await check();
    expect(center.domainVerification).toMatchObject({
      status: 'FAILED',
      failureReason: `The TXT record at ${RECORD} does not carry this help center's token`,
    });
    expect((await onDomain('/')).statusCode).toBe(404);
  });

  it('serves its help center, linking to the domain, once the record carries the token', async () => {
    dns.setTxt(RECORD, 'v=spf1 -all', token);
    const center = await check();
    expect(center.domainVerification).toMatchObject({
      status: 'VERIFIED',
      verifiedBy: 'DNS',
      failureReason: null,
    });
    expect(center.publicUrl).toBe(`https://${DOMAIN}`);
    await expect.poll(async () => (await onDomain('/')).statusCode).toBe(200);
    const home = await onDomain('/');
    const article = /href="(\/articles\/set-up-billing-[0-9a-f]{8})"/.exec(home.body)?.[1];
    expect(article).toBeDefined();
    const page = await onDomain(article!);
    expect(page.body).toContain(`<link rel="canonical" href="http://${DOMAIN}${article}">`);
  });

  it('keeps a verified domain serving while its DNS server does not answer', async () => {
    dns.fail(RECORD);
    const refused = await tenant.call('POST', `/help-centers/${tenant.center.id}/domain-verification/check`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'DNS_UNAVAILABLE' });
    t.clock.advance(25 * 60 * 60 * 1000);
    await recheck();
    expect((await onDomain('/')).statusCode).toBe(200);
    const center: HelpCenter = (await tenant.call('GET', `/help-centers/${tenant.center.id}`)).json();
    expect(center.domainVerification?.status).toBe('VERIFIED');
    dns.fail(RECORD, false);
    // Answered again: the next round finds the record, and the day starts over.
    await recheck();
    expect(
      (await tenant.call('GET', `/help-centers/${tenant.center.id}`)).json().domainVerification.checkedAt,
    ).toBe(t.clock.now().toISOString());
  });

  it('re-checks daily and stops serving once the record is gone', async () => {
    dns.setTxt(RECORD);
    // Checked less than a day ago: the round leaves it alone.
    await recheck();
    expect((await onDomain('/')).statusCode).toBe(200);
    t.clock.advance(25 * 60 * 60 * 1000);
    await recheck();
    const center: HelpCenter = (await tenant.call('GET', `/help-centers/${tenant.center.id}`)).json();
    expect(center.domainVerification).toMatchObject({
      status: 'FAILED',
      failureReason: `No TXT record found at ${RECORD}`,
    });
    await expect.poll(async () => (await onDomain('/')).statusCode).toBe(404);
  });

  it('lets only an admin of the organization check', async () => {
    const member = await addMember(t.app, tenant.admin, { role: 'MEMBER' });
    const refused = await apiCall(t)(
      'POST',
      `/help-centers/${tenant.center.id}/domain-verification/check`,
      member.token,
    );
    expect(refused.statusCode).toBe(403);
    const stranger = await helpCenterWithArticle(t, 'Stranger Help');
    const elsewhere = await stranger.call(
      'POST',
      `/help-centers/${tenant.center.id}/domain-verification/check`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('lets a super admin mark it verified, in the audit log; nobody else', async () => {
    const url = `/admin/help-centers/${tenant.center.id}/domain-verification/verify`;
    const refused = await apiCall(t)('POST', url, tenant.admin.token);
    // The super-admin area answers everyone else as an unknown route (admin/superAdmin.ts).
    expect(refused.statusCode).toBe(404);
    expect((await onDomain('/')).statusCode).toBe(404);

    const operator = await registerSuperAdmin(t);
    const marked = await apiCall(t)('POST', url, operator.token);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().message).toBe(`${DOMAIN} is verified`);
    expect(marked.json().organization.customDomains).toEqual([
      expect.objectContaining({ domain: DOMAIN, status: 'VERIFIED', helpCenterId: tenant.center.id }),
    ]);
    await expect.poll(async () => (await onDomain('/')).statusCode).toBe(200);
    const audit = await apiCall(t)(
      'GET',
      `/admin/audit?targetType=help_center&targetId=${tenant.center.id}`,
      operator.token,
    );
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        action: 'help_center.verify_domain',
        actor: expect.objectContaining({ label: operator.email }),
        target: { type: 'help_center', id: tenant.center.id, label: DOMAIN },
        before: { status: 'FAILED' },
        after: { status: 'VERIFIED' },
      }),
    ]);
    // Verified by an operator, it has no record for the daily round to miss.
    t.clock.advance(25 * 60 * 60 * 1000);
    await recheck();
    expect((await onDomain('/')).statusCode).toBe(200);
  });

  it('starts over with a new token when the domain changes', async () => {
    const saved = await tenant.call('PUT', `/help-centers/${tenant.center.id}/settings`, {
      customDomain: 'docs.acme.test',
    });
    expect(saved.json().domainVerification).toMatchObject({
      status: 'PENDING',
      recordName: '_support-verification.docs.acme.test',
    });
    expect(saved.json().domainVerification.recordValue).not.toBe(token);
    await expect.poll(async () => (await onDomain('/')).statusCode).toBe(404);
    const cleared = await tenant.call('PUT', `/help-centers/${tenant.center.id}/settings`, {
      customDomain: '',
    });
    expect(cleared.json().domainVerification).toBeNull();
    const none = await tenant.call('POST', `/help-centers/${tenant.center.id}/domain-verification/check`);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'NO_CUSTOM_DOMAIN' });
  });
});
