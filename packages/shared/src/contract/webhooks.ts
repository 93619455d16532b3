import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { ZIdParam, ZOkResponse } from '../schemas/common';
import {
  ZCreateWebhookEndpointRequest,
  ZUpdateWebhookEndpointRequest,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
} from '../schemas/webhook';
import { defineEndpoint } from './endpoint';

/** Admins of the active organization only (ADMIN_ONLY otherwise). */
const SCOPED = ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY', ...SUBSCRIPTION_ERROR_CODES] as const;
const ONE = [...SCOPED, 'WEBHOOK_NOT_FOUND'] as const;

/** Issue 50 item 4: Settings → Webhooks, signed deliveries of the organization's events. */
export const webhooksApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/webhooks',
    tag: 'webhooks',
    auth: true,
    errors: SCOPED,
    schemas: { response: ZWebhookEndpointList },
  }),
  /** 409 WEBHOOKS_FULL past 20 endpoints; 400 WEBHOOK_URL_NOT_ALLOWED for http other than allowed loopback. */
  create: defineEndpoint({
    method: 'POST',
    path: '/webhooks',
    tag: 'webhooks',
    auth: true,
    status: 201,
    errors: [...SCOPED, 'WEBHOOKS_FULL', 'WEBHOOK_URL_NOT_ALLOWED'],
    schemas: { body: ZCreateWebhookEndpointRequest, response: ZWebhookEndpointWithSecret },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/webhooks/:id',
    tag: 'webhooks',
    auth: true,
    errors: [...ONE, 'WEBHOOK_URL_NOT_ALLOWED'],
    schemas: { params: ZIdParam, body: ZUpdateWebhookEndpointRequest, response: ZWebhookEndpoint },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/webhooks/:id',
    tag: 'webhooks',
    auth: true,
    errors: ONE,
    schemas: { params: ZIdParam, response: ZOkResponse },
  }),
  /** A new secret, shown once; deliveries from now on are signed with it. */
  rollSecret: defineEndpoint({
    method: 'POST',
    path: '/webhooks/:id/roll-secret',
    tag: 'webhooks',
    auth: true,
    errors: ONE,
    schemas: { params: ZIdParam, response: ZWebhookEndpointWithSecret },
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    tag: 'webhooks',
    auth: true,
    errors: ONE,
    schemas: { params: ZIdParam, response: ZWebhookDeliveryList },
  }),
  /** Queues a `webhook.test` event to this endpoint (whatever events it asked for). */
  sendTest: defineEndpoint({
    method: 'POST',
    path: '/webhooks/:id/test',
    tag: 'webhooks',
    auth: true,
    status: 202,
    errors: ONE,
    schemas: { params: ZIdParam, response: ZWebhookDelivery },
  }),
  /** Sends the delivery's event again, with the same event id, as a new delivery. */
  resend: defineEndpoint({
    method: 'POST',
    path: '/webhooks/:id/deliveries/:deliveryId/resend',
    tag: 'webhooks',
    auth: true,
    status: 202,
    errors: [...ONE, 'WEBHOOK_DELIVERY_NOT_FOUND'],
    schemas: { params: ZWebhookDeliveryParams, response: ZWebhookDelivery },
  }),
};
