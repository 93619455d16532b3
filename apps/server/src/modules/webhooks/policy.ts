import { and, eq, type SQL } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { canAdministerOrganization } from '../../core/policy';
import { authorizedOrganizationOf } from '../../core/tenancy';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { notFound } from '../../lib/errors';

/**
 * Webhooks send the organization's events to another system: only its admins set them up. The
 * organization is part of every query, so another organization's endpoint matches no row.
 */
export const WEBHOOKS_ADMIN_ONLY = 'Only admins can manage webhooks';

export const canManageWebhooks = (actor: Actor): boolean => canAdministerOrganization(actor);

/** The active organization when the caller administers it; 403 ADMIN_ONLY otherwise. */
export const webhooksOrganizationOf = (actor: Actor): string =>
  authorizedOrganizationOf(actor, canManageWebhooks, WEBHOOKS_ADMIN_ONLY);

export const endpointOf = (organizationId: string, id: string): SQL =>
  and(eq(webhookEndpoints.organizationId, organizationId), eq(webhookEndpoints.id, id))!;

export const deliveryOf = (organizationId: string, endpointId: string, id: string): SQL =>
  and(
    eq(webhookDeliveries.organizationId, organizationId),
    eq(webhookDeliveries.endpointId, endpointId),
    eq(webhookDeliveries.id, id),
  )!;

export const webhookNotFound = () => notFound('Webhook not found', 'WEBHOOK_NOT_FOUND');
export const deliveryNotFound = () => notFound('Delivery not found', 'WEBHOOK_DELIVERY_NOT_FOUND');
