import type { Config } from '../../config';
import type { DeliveryPolicy } from './attempt';

export const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'] as const;

/**
 * Where this install's deliveries may go: the operator's private hosts, and the loopback
 * addresses when WEBHOOKS_ALLOW_LOOPBACK_HTTP is on. Everything else private (10.x, 169.254.x, …)
 * is refused by the guarded fetch.
 */
export function deliveryPolicy(config: Config): DeliveryPolicy {
  const loopback = config.webhooksAllowLoopbackHttp ? LOOPBACK_HOSTS : [];
  return { allowedPrivateHosts: [...config.fetchAllowedPrivateHosts, ...loopback] };
}

/** An endpoint's address is https, or plain http to loopback when the operator allows it. */
export function isAllowedEndpointUrl(url: string, config: Config): boolean {
  const parsed = new URL(url);
  if (parsed.username || parsed.password) return false;
  if (parsed.protocol === 'https:') return true;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    parsed.protocol === 'http:' &&
    config.webhooksAllowLoopbackHttp &&
    (LOOPBACK_HOSTS as readonly string[]).includes(host)
  );
}
