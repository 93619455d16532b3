import type { WebhookFormat } from '@support/shared';
import { FetchFailedError, UnsafeUrlError } from '../../lib/safeFetch/safeFetch';
import { safePost } from '../../lib/safeFetch/safePost';
import type { WebhookEventBody } from '../../webhooks/outbox';
import { deliveryBody } from './format';
import { signatureHeader } from './signature';

/** A receiver has this long to answer; its answer is read up to this size (and then dropped). */
export const DELIVERY_TIMEOUT_MS = 10_000;
export const DELIVERY_MAX_RESPONSE_BYTES = 64 * 1024;

export type AttemptResult = {
  ok: boolean;
  /** Worth trying again: the network failed, or the receiver answered 5xx or 429. */
  retry: boolean;
  statusCode: number | null;
  responseMs: number;
  error: string | null;
};

/** Where deliveries may go: the operator's private hosts, and loopback when plain http to it is allowed. */
export type DeliveryPolicy = {
  allowedPrivateHosts: readonly string[];
  resolve?: (hostname: string) => Promise<string[]>;
};

/** One signed POST of one event to one endpoint; never throws, the outcome says what happened. */
export async function attemptDelivery(input: {
  url: string;
  secret: string;
  format: WebhookFormat;
  event: WebhookEventBody;
  deliveryId: string;
  now: Date;
  policy: DeliveryPolicy;
}): Promise<AttemptResult> {
  const body = deliveryBody(input.event, input.format);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Support-Webhooks/1.0',
    'support-event-id': input.event.id,
    'support-event-type': input.event.type,
    'support-delivery-id': input.deliveryId,
    'support-signature': signatureHeader(input.secret, body, input.now),
  };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await safePost(
      input.url,
      { headers, body },
      {
        ...input.policy,
        timeoutMs: DELIVERY_TIMEOUT_MS,
        maxBytes: DELIVERY_MAX_RESPONSE_BYTES,
      },
    );
    const { status } = response;
    const ok = status >= 200 && status < 300;
    return {
      ok,
      retry: status >= 500 || status === 429,
      statusCode: status,
      responseMs: elapsed(),
      error: ok ? null : `The endpoint answered with status ${status}`,
    };
  } catch (error) {
    // A private address stays private: trying again would only ask again.
    const refused = error instanceof UnsafeUrlError;
    const message =
      error instanceof UnsafeUrlError || error instanceof FetchFailedError
        ? error.message
        : 'The endpoint could not be reached';
    return { ok: false, retry: !refused, statusCode: null, responseMs: elapsed(), error: message };
  }
}
