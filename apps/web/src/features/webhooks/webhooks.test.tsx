import type { WebhookDelivery, WebhookEndpoint } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../app/AppToaster';
import { changeLanguage } from '../../lib/i18n';
import { fakeApi, renderRoute } from '../../testing/harness';
import WebhooksPage from './pages/WebhooksPage';

afterEach(async () => {
  cleanup();
  toast.remove();
  await changeLanguage('en');
});

const ID = '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ID,
  url: 'https://hooks.example.com/support',
  events: ['article.published'],
  format: 'json',
  enabled: true,
  disabledAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});
const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: crypto.randomUUID(),
  eventId: crypto.randomUUID(),
  eventType: 'article.published',
  status: 'failed',
  attempts: 3,
  statusCode: 500,
  responseMs: 42,
  error: 'The endpoint answered with status 500',
  createdAt: '2026-12-01T10:05:00.000Z',
  lastAttemptAt: '2026-12-01T10:07:00.000Z',
  ...overrides,
});

/** The webhooks API over lists the test can watch change. */
function fakeWebhooksApi(initial: WebhookEndpoint[], log: WebhookDelivery[] = []) {
  let rows = [...initial];
  let deliveries = [...log];
  return fakeApi(({ method, url, data }) => {
    const body = JSON.parse(data ?? '{}');
    if (method === 'get' && url === '/webhooks') return { status: 200, data: { endpoints: rows } };
    if (method === 'post' && url === '/webhooks') {
      const made = endpoint({
        id: crypto.randomUUID(),
        url: body.url,
        events: body.events,
        format: body.format,
      });
      rows = [...rows, made];
      return { status: 201, data: { ...made, secret: 'whsec_shown_once' } };
    }
    if (method === 'get' && url === `/webhooks/${ID}/deliveries`)
      return { status: 200, data: { deliveries } };
    if (method === 'post' && url === `/webhooks/${ID}/test`) {
      const sent = delivery({
        eventType: 'webhook.test',
        status: 'succeeded',
        statusCode: 200,
        attempts: 1,
        error: null,
      });
      deliveries = [sent, ...deliveries];
      return { status: 202, data: sent };
    }
    const resend = /^\/webhooks\/[^/]+\/deliveries\/([^/]+)\/resend$/.exec(url);
    if (method === 'post' && resend) {
      const again = delivery({
        status: 'pending',
        attempts: 0,
        statusCode: null,
        responseMs: null,
        error: null,
      });
      deliveries = [again, ...deliveries];
      return { status: 202, data: again };
    }
    if (method === 'post' && url === `/webhooks/${ID}/roll-secret`)
      return { status: 200, data: { ...rows[0]!, secret: 'whsec_rolled' } };
    return undefined;
  });
}

const renderPage = () =>
  renderRoute('/settings/webhooks', [
    {
      path: '/settings/webhooks',
      element: (
        <>
          <WebhooksPage />
          <AppToaster />
        </>
      ),
    },
  ]);

describe('Settings → Webhooks', () => {
  it('adds a webhook with its events and format, and shows the secret once', async () => {
    const calls = fakeWebhooksApi([]);
    renderPage();
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), { target: { value: 'ftp://nope' } });
    fireEvent.click(within(dialog).getByLabelText('Article published'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Enter an address starting with https://')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Endpoint URL'), {
      target: { value: ' https://hooks.slack.com/services/T0/B0/x ' },
    });
    fireEvent.click(within(dialog).getByLabelText('Feedback received'));
    fireEvent.click(within(dialog).getByLabelText('Help center published'));
    fireEvent.click(within(dialog).getByLabelText('Slack incoming webhook'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_shown_once')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/webhooks',
      body: {
        url: 'https://hooks.slack.com/services/T0/B0/x',
        events: ['feedback.received', 'help_center.published'],
        format: 'slack',
      },
    });
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('https://hooks.slack.com/services/T0/B0/x')).toBeTruthy();
    expect(screen.getByText('Feedback received · Help center published')).toBeTruthy();
    expect(screen.queryByText('whsec_shown_once')).toBeNull();
  }, 30_000);

  it('shows the delivery log, resends a delivery and sends a test event', async () => {
    const calls = fakeWebhooksApi([endpoint()], [delivery()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Recent deliveries' }));
    const log = await screen.findByRole('list', { name: 'Recent deliveries' });
    expect(within(log).getByText('Failed · 500')).toBeTruthy();
    expect(within(log).getByText(/3 attempts · 42 ms/)).toBeTruthy();
    expect(within(log).getByText('The endpoint answered with status 500')).toBeTruthy();

    fireEvent.click(within(log).getByRole('button', { name: 'Resend Article published' }));
    expect(await screen.findByText('Sent again')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/resend'))).toBe(true);
    expect(await within(log).findByText('Retrying')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Recent deliveries' })).getByText('Test event'),
      ).toBeTruthy(),
    );
  }, 30_000);

  it('rolls the secret only after a confirmation, and shows the new one', async () => {
    const calls = fakeWebhooksApi([endpoint()]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Roll secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Roll the secret?' });
    expect(calls.some((call) => call.url.endsWith('/roll-secret'))).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Roll secret' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_rolled')).toBeTruthy();
  }, 30_000);

  it('says why an endpoint was disabled, in German too', async () => {
    await changeLanguage('de');
    fakeWebhooksApi([endpoint({ enabled: false, disabledAt: '2026-12-02T10:00:00.000Z' })]);
    renderPage();
    expect(await screen.findByText('Deaktiviert')).toBeTruthy();
    expect(screen.getByText(/Nach einem Tag fehlgeschlagener Zustellungen deaktiviert/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aktivieren' })).toBeTruthy();
  }, 30_000);
});
