import {
  WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
  WEBHOOK_URL_MAX_LENGTH,
  ZWebhookDeliveryList,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
} from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { addMember, createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { startWebhookReceiver, verifySignature } from '../../../test/webhookReceiver';
import { jobs, users, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { emitWebhookEvent } from '../../webhooks/outbox';

/**
 * Issue 50 item 4: endpoints made by admins, deliveries signed like Stripe's to a receiver on
 * loopback, retried after 5xx, disabled with a mail after a day of failures, never sent to the
 * server's own network, nor for a change that rolled back, nor across organizations.
 */
describe('webhooks', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let admin: RegisteredUser;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true' } });
    admin = await registerTrialAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer([]);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/v1${url}`, headers: bearer(token), payload });
  const create = async (token: string, body: object = {}) => {
    const res = await call('POST', '/webhooks', token, {
      url: receiver.url,
      events: ['article.published'],
      ...body,
    });
    return res;
  };
  const deliveriesOf = async (token: string, id: string) =>
    ZWebhookDeliveryList.parse((await call('GET', `/webhooks/${id}/deliveries`, token)).json()).deliveries;
  const freshAdmin = () => registerTrialAdmin(t.app);

  it('signs each delivery with the secret shown once, and the log shows it', async () => {
    const owner = await freshAdmin();
    const res = await create(owner.token);
    expect(res.statusCode).toBe(201);
    const endpoint = ZWebhookEndpointWithSecret.parse(res.json());
    expect(endpoint.secret).toMatch(/^whsec_/);
    const listed = (await call('GET', '/webhooks', owner.token)).json();
    expect(ZWebhookEndpointList.parse(listed).endpoints).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);

    const articleId = await createArticle(t.app, owner.token, { title: 'Billing', content: 'Pay.' });
    await call('POST', `/help-articles/${articleId}/publish`, owner.token);
    await t.jobs.runUntilIdle();

    expect(receiver.received).toHaveLength(1);
    const hook = receiver.received[0]!;
    expect(hook.headers['content-type']).toBe('application/json');
    expect(verifySignature(hook.headers['support-signature'] as string, hook.body, endpoint.secret)).toBe(
      true,
    );
    expect(
      verifySignature(hook.headers['support-signature'] as string, `${hook.body} `, endpoint.secret),
    ).toBe(false);
    const body = JSON.parse(hook.body);
    expect(body).toMatchObject({ type: 'article.published', data: { articleId, title: 'Billing' } });
    expect(hook.headers['support-event-id']).toBe(body.id);
    const [delivery] = await deliveriesOf(owner.token, endpoint.id);
    expect(delivery).toMatchObject({ eventType: 'article.published', status: 'succeeded', attempts: 1 });
    expect(delivery!.statusCode).toBe(200);
    expect(delivery!.responseMs).toBeGreaterThanOrEqual(0);

    // A rolled secret signs from now on; the old one no longer verifies.
    const rolled = ZWebhookEndpointWithSecret.parse(
      (await call('POST', `/webhooks/${endpoint.id}/roll-secret`, owner.token)).json(),
    );
    expect(rolled.secret).not.toBe(endpoint.secret);
    await call('POST', `/webhooks/${endpoint.id}/test`, owner.token);
    await t.jobs.runUntilIdle();
    const test = receiver.received[1]!;
    expect(JSON.parse(test.body).type).toBe('webhook.test');
    expect(verifySignature(test.headers['support-signature'] as string, test.body, rolled.secret)).toBe(true);
    expect(verifySignature(test.headers['support-signature'] as string, test.body, endpoint.secret)).toBe(
      false,
    );
  });

  it('retries after 500s with backoff, then succeeds; a resend keeps the event id', async () => {
    const owner = await freshAdmin();
    const endpoint = ZWebhookEndpointWithSecret.parse((await create(owner.token)).json());
    receiver.answer([500, 503]);
    const sent = await call('POST', `/webhooks/${endpoint.id}/test`, owner.token);
    expect(sent.statusCode).toBe(202);
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(owner.token, endpoint.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      statusCode: 500,
    });
    // Not before its time: the second attempt waits 30 s, the third a minute.
    t.clock.advance(29_000);
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(1);
    t.clock.advance(1_000);
    await t.jobs.runUntilIdle();
    t.clock.advance(60_000);
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(3);
    const [done] = await deliveriesOf(owner.token, endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, statusCode: 200 });
    const ids = receiver.received.map((hook) => hook.headers['support-event-id']);
    expect(new Set(ids).size).toBe(1);

    const resent = await call('POST', `/webhooks/${endpoint.id}/deliveries/${done!.id}/resend`, owner.token);
    expect(resent.statusCode).toBe(202);
    await t.jobs.runUntilIdle();
    expect(receiver.received[3]!.headers['support-event-id']).toBe(ids[0]);
    expect(await deliveriesOf(owner.token, endpoint.id)).toHaveLength(2);
  });

  it('gives up after a day of failures, disables the endpoint and mails the admins in their language', async () => {
    const owner = await freshAdmin();
    await t.app.ctx.db.update(users).set({ language: 'de' }).where(eq(users.email, owner.email));
    const endpoint = ZWebhookEndpointWithSecret.parse((await create(owner.token)).json());
    receiver.answer(Array(100).fill(500));
    await call('POST', `/webhooks/${endpoint.id}/test`, owner.token);
    const start = t.clock.now().getTime();
    for (let hour = 0; hour <= 25; hour++) {
      await t.jobs.runUntilIdle();
      t.clock.advance(3_600_000);
    }
    const [delivery] = await deliveriesOf(owner.token, endpoint.id);
    expect(delivery!.status).toBe('failed');
    expect(delivery!.attempts).toBeGreaterThan(10);
    expect(new Date(delivery!.lastAttemptAt!).getTime() - start).toBeGreaterThanOrEqual(24 * 3_600_000);
    const [listed] = ZWebhookEndpointList.parse(
      (await call('GET', '/webhooks', owner.token)).json(),
    ).endpoints;
    expect(listed).toMatchObject({ enabled: false });
    expect(listed!.disabledAt).not.toBeNull();
    const mail = t.mailer.sent.find((message) => message.to === owner.email);
    expect(mail?.subject).toBe('Ein Webhook wurde nach einem Tag fehlgeschlagener Zustellungen deaktiviert');
    expect(mail?.text).toContain(receiver.url);

    // A disabled endpoint receives no events until an admin enables it again.
    const count = receiver.received.length;
    const articleId = await createArticle(t.app, owner.token, { title: 'Quiet', content: 'x' });
    await call('POST', `/help-articles/${articleId}/publish`, owner.token);
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(count);
    const enabled = await call('PUT', `/webhooks/${endpoint.id}`, owner.token, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledAt: null });
  });

  it('refuses private targets (10.x, 169.254.x) without retrying them', async () => {
    const owner = await freshAdmin();
    for (const url of ['https://10.0.0.7/hook', 'https://169.254.169.254/latest/meta-data']) {
      const endpoint = ZWebhookEndpointWithSecret.parse((await create(owner.token, { url })).json());
      await call('POST', `/webhooks/${endpoint.id}/test`, owner.token);
      await t.jobs.runUntilIdle();
      const [delivery] = await deliveriesOf(owner.token, endpoint.id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, statusCode: null });
      expect(delivery!.error).toMatch(/inside the server/);
    }
    // Plain http is only for loopback, and only because this server allows it.
    const http = await create(owner.token, { url: 'http://example.com/hook' });
    expect(http.statusCode).toBe(400);
    expect(http.json().code).toBe('WEBHOOK_URL_NOT_ALLOWED');
  });

  it('sends nothing for a change that rolled back', async () => {
    const owner = await freshAdmin();
    const endpoint = ZWebhookEndpointWithSecret.parse((await create(owner.token)).json());
    const before = (await t.app.ctx.db.select().from(jobs)).length;
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, {
          organizationId: owner.organizationId,
          type: 'article.published',
          data: { articleId: endpoint.id, title: 'Never' },
          now: t.clock.now(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(0);
    expect(await deliveriesOf(owner.token, endpoint.id)).toEqual([]);
    expect((await t.app.ctx.db.select().from(jobs)).length).toBe(before);
    // And a refused change through the API (another organization's article) emits nothing either.
    const stranger = await freshAdmin();
    const theirs = await createArticle(t.app, stranger.token, { title: 'Theirs', content: 'x' });
    expect((await call('POST', `/help-articles/${theirs}/publish`, owner.token)).statusCode).toBe(404);
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(0);
  });

  it("keeps another organization's endpoints unreachable, and webhooks to admins", async () => {
    const endpoint = ZWebhookEndpointWithSecret.parse((await create(admin.token)).json());
    const stranger = await freshAdmin();
    expect(
      ZWebhookEndpointList.parse((await call('GET', '/webhooks', stranger.token)).json()).endpoints,
    ).toEqual([]);
    for (const [method, url] of [
      ['PUT', `/webhooks/${endpoint.id}`],
      ['DELETE', `/webhooks/${endpoint.id}`],
      ['POST', `/webhooks/${endpoint.id}/roll-secret`],
      ['POST', `/webhooks/${endpoint.id}/test`],
      ['GET', `/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const res = await call(method, url, stranger.token, method === 'PUT' ? { enabled: false } : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('WEBHOOK_NOT_FOUND');
    }
    // The stranger's own published article does not reach this organization's endpoint.
    const theirs = await createArticle(t.app, stranger.token, { title: 'Theirs', content: 'x' });
    await call('POST', `/help-articles/${theirs}/publish`, stranger.token);
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(0);

    const member = await addMember(t.app, admin);
    const refused = await call('GET', '/webhooks', member.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ADMIN_ONLY');
    expect((await create(member.token)).statusCode).toBe(403);
  });

  it('bounds the URL length, the endpoints per organization and the log', async () => {
    const owner = await freshAdmin();
    const long = `https://example.com/${'a'.repeat(WEBHOOK_URL_MAX_LENGTH)}`;
    const tooLong = await create(owner.token, { url: long });
    expect(tooLong.statusCode).toBe(400);
    expect((await create(owner.token, { events: [] })).statusCode).toBe(400);
    expect((await create(owner.token, { events: ['article.exploded'] })).statusCode).toBe(400);
    const made: string[] = [];
    for (let i = 0; i < WEBHOOK_ENDPOINTS_PER_ORGANIZATION; i++) {
      const res = await create(owner.token, { url: `https://example.com/hook/${i}` });
      expect(res.statusCode).toBe(201);
      made.push(res.json().id);
    }
    const full = await create(owner.token);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'WEBHOOKS_FULL', limit: WEBHOOK_ENDPOINTS_PER_ORGANIZATION });
    expect((await call('DELETE', `/webhooks/${made[0]}`, owner.token)).statusCode).toBe(200);
    const local = ZWebhookEndpointWithSecret.parse((await create(owner.token)).json());

    // The log keeps the last 100 deliveries of an endpoint.
    for (let i = 0; i < 103; i++) await call('POST', `/webhooks/${local.id}/test`, owner.token);
    await t.jobs.runUntilIdle();
    await call('POST', `/webhooks/${local.id}/test`, owner.token);
    await t.jobs.runUntilIdle();
    expect(receiver.received).toHaveLength(104);
    expect(await deliveriesOf(owner.token, local.id)).toHaveLength(100);
    const stored = await t.app.ctx.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, local.id));
    expect(stored.length).toBeLessThanOrEqual(101);
  });

  it('posts Slack incoming-webhook JSON with a readable line', async () => {
    const owner = await freshAdmin();
    const endpoint = ZWebhookEndpointWithSecret.parse(
      (await create(owner.token, { format: 'slack', events: ['article.deleted'] })).json(),
    );
    const articleId = await createArticle(t.app, owner.token, { title: 'Old <b>news</b>', content: 'x' });
    await call('DELETE', `/help-articles/${articleId}`, owner.token);
    await t.jobs.runUntilIdle();
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({
      text: 'Article deleted: “Old &lt;b&gt;news&lt;/b&gt;”',
    });
    expect(
      verifySignature(
        receiver.received[0]!.headers['support-signature'] as string,
        receiver.received[0]!.body,
        endpoint.secret,
      ),
    ).toBe(true);
    const stored = await t.app.ctx.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored[0]!.format).toBe('slack');
  });
});
