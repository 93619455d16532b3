import { isIP } from 'node:net';

/** What node:dns's setServers takes (DNS_RESOLVER): an address (IPv6 bare or in brackets) and an optional port. */
export function isResolverAddress(value: string): boolean {
  if (isIP(value) === 6) return true;
  const parts = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(value) ?? /^([^:[\]]+)(?::(\d{1,5}))?$/.exec(value);
  return Boolean(parts && isIP(parts[1]!) !== 0 && Number(parts[2] ?? 53) <= 65535);
}
