import { type WebhookEventType, ZWebhookEndpointWithSecret } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, registerTrialAdmin } from '../../../test/factories';
import { helpCenterWithArticle } from '../../../test/helpCenters';
import { uploadRecording } from '../../../test/recordings';
import { startWebhookReceiver } from '../../../test/webhookReceiver';
import { articles } from '../../db/schema';
import { failGeneration } from '../generation/stages';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
const typesOf = (receiver: Receiver) => receiver.received.map((hook) => JSON.parse(hook.body).type as string);
const eventsOf = (receiver: Receiver, type: WebhookEventType) =>
  receiver.received.map((hook) => JSON.parse(hook.body)).filter((event) => event.type === type);

async function subscribe(t: TestApp, token: string, url: string, events: WebhookEventType[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: bearer(token),
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return ZWebhookEndpointWithSecret.parse(res.json());
}

/** Issue 50 item 4: every kind of event is emitted where its change happens, with what it is about. */
describe('webhook events, one per kind', () => {
  let t: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('tells about articles, help centers, feedback and recordings', async () => {
    const { admin, center, call } = await helpCenterWithArticle(t, 'Hooks Help', 'Set up billing');
    await subscribe(t, admin.token, receiver.url, [
      'article.published',
      'article.unpublished',
      'article.updated',
      'article.deleted',
      'help_center.published',
      'feedback.received',
      'recording.finished',
      'recording.failed',
    ]);

    await call('POST', `/help-centers/${center.id}/unpublish`);
    await call('POST', `/help-centers/${center.id}/publish`);
    const id = await createArticle(t.app, admin.token, { title: 'Invoices', content: 'Send them.' });
    await call('POST', `/help-articles/${id}/publish`);
    await call('POST', `/help-articles/${id}/unpublish`);
    await call('PUT', `/help-articles/${id}/title`, { title: 'Invoices and receipts' });
    await t.app.inject({ method: 'DELETE', url: `/v1/help-articles/${id}`, headers: bearer(admin.token) });

    const home = (await t.app.inject({ method: 'GET', url: `/docs/${center.slug}` })).body;
    const path = /<a href="(\/docs\/[^"]+\/articles\/set-up-billing-[0-9a-f]{8})">/.exec(home)![1]!;
    const feedback = await t.app.inject({
      method: 'POST',
      url: `${path}/feedback`,
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'helpful=yes',
    });
    expect(feedback.statusCode).toBe(303);

    const written = await uploadRecording(t.app, admin.token);
    const failing = await uploadRecording(t.app, admin.token);
    const [version] = await t.app.ctx.db
      .select({ id: articles.activeVersionId })
      .from(articles)
      .where(eq(articles.id, failing.articleId!));
    await failGeneration(
      t.app.ctx,
      { organizationId: admin.organizationId, articleId: failing.articleId!, versionId: version!.id! },
      'GENERATION_FAILED',
      t.clock.now(),
    );
    await t.jobs.runUntilIdle();

    expect(new Set(typesOf(receiver))).toEqual(
      new Set([
        'help_center.published',
        'article.published',
        'article.unpublished',
        'article.updated',
        'article.deleted',
        'feedback.received',
        'recording.finished',
        'recording.failed',
      ]),
    );
    expect(eventsOf(receiver, 'help_center.published')[0].data).toMatchObject({
      helpCenterId: center.id,
      name: 'Hooks Help',
    });
    expect(eventsOf(receiver, 'article.updated')[0].data).toEqual({
      articleId: id,
      title: 'Invoices and receipts',
    });
    expect(eventsOf(receiver, 'article.deleted')[0].data.articleId).toBe(id);
    expect(eventsOf(receiver, 'feedback.received')[0].data).toMatchObject({
      helpful: true,
      title: 'Set up billing',
      helpCenterId: center.id,
    });
    expect(eventsOf(receiver, 'recording.finished')[0].data.articleId).toBe(written.articleId);
    expect(eventsOf(receiver, 'recording.failed')[0].data).toMatchObject({
      articleId: failing.articleId,
      reason: 'GENERATION_FAILED',
    });
    // Only what the endpoint asked for: no translation events, and each event once.
    const ids = receiver.received.map((hook) => hook.headers['support-event-id']);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('webhook events of translations', () => {
  let t: TestApp;
  let ai: AiStandIn;
  let receiver: Receiver;
  const textsOf = (request: ChatRequest): string[] =>
    JSON.parse(request.messages.find((message) => message.role === 'user')?.content ?? '{}').texts;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ai = await startAiStandIn({
      kind: 'reply',
      answer: (request) => JSON.stringify({ texts: textsOf(request).map((text) => `DE ${text}`) }),
    });
    t = await createTestApp({ env: { ...aiEnv(ai), WEBHOOKS_ALLOW_LOOPBACK_HTTP: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    await ai?.close();
    await receiver?.close();
  });

  it('tells when a translation is finished, with its language', async () => {
    const admin = await registerTrialAdmin(t.app);
    await subscribe(t, admin.token, receiver.url, ['translation.finished']);
    const id = await createArticle(t.app, admin.token, {
      title: 'Send an invoice',
      content: 'Open Billing.',
    });
    await t.app.inject({
      method: 'POST',
      url: '/v1/organization/settings/translation-languages/add',
      headers: bearer(admin.token),
      payload: { language: 'de' },
    });
    await t.jobs.runUntilIdle();
    expect(typesOf(receiver)).toEqual(['translation.finished']);
    expect(eventsOf(receiver, 'translation.finished')[0].data).toEqual({
      articleId: id,
      title: 'DE Send an invoice',
      language: 'de',
    });
  });
});
