import {
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  webhooksApi,
} from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of Settings → Webhooks (issue 50 item 4). */

export async function fetchEndpoints(): Promise<WebhookEndpoint[]> {
  return (await call(webhooksApi.list)).endpoints;
}

export function createEndpoint(body: CreateWebhookEndpointRequest): Promise<WebhookEndpointWithSecret> {
  return call(webhooksApi.create, { body });
}

export function updateEndpoint(id: string, body: UpdateWebhookEndpointRequest): Promise<WebhookEndpoint> {
  return call(webhooksApi.update, { params: { id }, body });
}

export async function deleteEndpoint(id: string): Promise<void> {
  await call(webhooksApi.delete, { params: { id } });
}

export function rollSecret(id: string): Promise<WebhookEndpointWithSecret> {
  return call(webhooksApi.rollSecret, { params: { id } });
}

export async function fetchDeliveries(id: string): Promise<WebhookDelivery[]> {
  return (await call(webhooksApi.deliveries, { params: { id } })).deliveries;
}

export function sendTestEvent(id: string): Promise<WebhookDelivery> {
  return call(webhooksApi.sendTest, { params: { id } });
}

export function resendDelivery(id: string, deliveryId: string): Promise<WebhookDelivery> {
  return call(webhooksApi.resend, { params: { id, deliveryId } });
}
