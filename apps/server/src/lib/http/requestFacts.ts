import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/**
 * What Fastify's `request.ip`, `request.host` and `request.protocol` answer, for a request Fastify
 * never sees (a fast path, lib/http/fastPaths.ts). The same library and the same rules: TRUST_PROXY
 * is a plain switch, and with it every hop is trusted, as Fastify does for `trustProxy: true`.
 * requestFacts.test.ts asks a real Fastify the same questions.
 */
export type RequestFacts = {
  ip(): string;
  host(): string;
  protocol(): string;
};

const trustEveryHop = () => true;

export function requestFacts(raw: IncomingMessage, trustProxy: boolean): RequestFacts {
  const encrypted = () => ((raw.socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http');
  if (!trustProxy) {
    return {
      ip: () => raw.socket?.remoteAddress ?? '',
      host: () => raw.headers.host ?? '',
      protocol: encrypted,
    };
  }
  return {
    ip: () => proxyAddr.all(raw, trustEveryHop).at(-1) ?? '',
    host: () => lastEntry(raw.headers['x-forwarded-host']) ?? raw.headers.host ?? '',
    protocol: () => lastEntry(raw.headers['x-forwarded-proto']) ?? encrypted(),
  };
}

/** A header sent more than once counts by its last value (the hop nearest to this server). */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value.join(',') : value;
  if (!text) return undefined;
  const comma = text.lastIndexOf(',');
  return comma === -1 ? text.trim() : text.slice(comma + 1).trim();
}
