import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../test/app';
import { registerTrialAdmin, registerUser } from '../../test/factories';
import { postStripeEvent, startStripeStandIn, TEST_WEBHOOK_SECRET } from '../../test/stripeStandIn';
import { publish } from '../modules/public-site/testSupport';

const FORGED = 'attacker.example';
const forged = {
  host: FORGED,
  'x-forwarded-host': FORGED,
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.9',
};

/**
 * Every route that builds an absolute link, called with a forged Host and X-Forwarded-* while
 * PUBLIC_URL is unset, with and without TRUST_PROXY: the forged name appears in no mail, page,
 * header or payment URL.
 */
describe.each(['false', 'true'])('links with PUBLIC_URL unset and TRUST_PROXY=%s', (trustProxy) => {
  let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await createTestApp({
      env: {
        PUBLIC_URL: undefined,
        TRUST_PROXY: trustProxy,
        STRIPE_SECRET_KEY: 'sk_test_stand_in',
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...forged, ...(token ? bearer(token) : {}) } });

  it('never reflects the forged host', async () => {
    const seen: string[] = [];
    const keep = (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.statusCode).toBeLessThan(300);
      seen.push(res.body, JSON.stringify(res.headers));
      return res;
    };
    const victim = await registerUser(t.app);
    keep(await call('POST', '/v1/auth/request-password-reset', undefined, { email: victim.email }));
    // The reset mail goes out through the job queue (with the link the request's origin gave it).
    await t.jobs.runUntilIdle();

    const admin = await registerTrialAdmin(t.app);
    const invited = keep(
      await call('POST', '/v1/organization/users/invite', admin.token, {
        email: uniqueEmail(),
        role: 'MEMBER',
      }),
    );
    keep(await call('POST', `/v1/organization/invitations/${invited.json().id}/resend`, admin.token));

    const article = keep(
      await call('POST', '/v1/help-articles/create-manual-article', admin.token, {
        title: 'Hi',
        content: 'x',
      }),
    );
    const sharingId = await publish(t.app, admin.token, article.json().id);
    // Twice: the second answer comes from the page cache, which must not hold a forged variant.
    const page = keep(await call('GET', `/shared/${sharingId}`));
    expect(page.body).toContain(`href="http://localhost:`);
    keep(await call('GET', `/shared/${sharingId}`));

    keep(await call('POST', '/v1/payment/create-checkout-session', admin.token, { productId: 'prod_pro' }));
    const completed = await postStripeEvent(t.app, t.clock, {
      type: 'checkout.session.completed',
      object: {
        object: 'checkout.session',
        client_reference_id: admin.organizationId,
        metadata: { organizationId: admin.organizationId, planId: 'pro' },
        customer: `cus_${randomUUID()}`,
        subscription: `sub_${randomUUID()}`,
      },
    });
    expect(completed.statusCode).toBe(200);
    keep(await call('POST', '/v1/payment/create-billing-portal-session', admin.token));

    const mails = t.mailer.sent;
    expect(mails.map((mail) => mail.link?.split('?')[0])).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+\/reset-password$/),
      expect.stringMatching(/^http:\/\/localhost:\d+\//),
      expect.stringMatching(/^http:\/\/localhost:\d+\//),
    ]);
    seen.push(JSON.stringify(mails), JSON.stringify(stripe.requests));
    expect(stripe.requests.map((r) => r.params.success_url ?? r.params.return_url).filter(Boolean)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+\/plans\/checkout/),
      expect.stringMatching(/^http:\/\/localhost:\d+\/settings\/plans$/),
    ]);
    for (const text of seen) expect(text).not.toContain(FORGED);
  });
});
