import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import { type ProxyEnv, proxyAuthorization, proxyFor } from './proxy';

/**
 * `fetch` for the recorder's calls to the product, made with node:http and node:https: Node's
 * built-in fetch (undici) fails under Wine where node:http works, and undici reads no proxy
 * variables, which desktop users behind a company proxy need (connect/proxy.ts). It takes what the
 * recorder sends (strings, bytes, Blobs, FormData, web streams) and answers a standard Response.
 * It sends no Accept-Encoding, so answers come uncompressed, as fetch would hand them over.
 */

export type NodeFetchInit = RequestInit & {
  /** Tests: other proxy variables than this process's, and a CA besides Node's own list. */
  env?: ProxyEnv;
  ca?: string;
};

type Body = { stream: Readable | null; length: number | null; type: string | null };

async function encodeBody(body: RequestInit['body']): Promise<Body> {
  if (body == null) return { stream: null, length: 0, type: null };
  if (typeof body === 'string') {
    const bytes = Buffer.from(body);
    return { stream: Readable.from([bytes]), length: bytes.length, type: 'text/plain;charset=UTF-8' };
  }
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) {
    const bytes = Buffer.from(
      body instanceof ArrayBuffer ? body : body.buffer,
      ArrayBuffer.isView(body) ? body.byteOffset : 0,
      body.byteLength,
    );
    return { stream: Readable.from([bytes]), length: bytes.length, type: null };
  }
  if (body instanceof Blob)
    return { stream: Readable.fromWeb(body.stream() as never), length: body.size, type: body.type || null };
  if (body instanceof ReadableStream)
    return { stream: Readable.fromWeb(body as never), length: null, type: null };
  // FormData, URLSearchParams: encoded as fetch would (the multipart boundary comes with the type).
  const encoded = new Response(body as ConstructorParameters<typeof Response>[0]);
  return {
    stream: encoded.body ? Readable.fromWeb(encoded.body as never) : null,
    length: null,
    type: encoded.headers.get('content-type'),
  };
}

const NULL_BODY = new Set([101, 204, 205, 304]);

function toResponse(message: IncomingMessage, method: string): Response {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] ?? '', raw[i + 1] ?? '');
  const status = message.statusCode ?? 500;
  const empty = NULL_BODY.has(status) || method === 'HEAD';
  if (empty) message.resume();
  return new Response(empty ? null : (Readable.toWeb(message) as ReadableStream), {
    status,
    statusText: message.statusMessage ?? '',
    headers,
  });
}

/** A TLS socket to `target` through the proxy's CONNECT tunnel. */
function tunnel(
  proxy: URL,
  target: URL,
  signal: AbortSignal | null | undefined,
  ca: string | undefined,
): Promise<import('node:tls').TLSSocket> {
  return new Promise((resolve, reject) => {
    const authority = `${target.hostname}:${target.port || 443}`;
    const auth = proxyAuthorization(proxy);
    const request = http.request({
      host: proxy.hostname,
      port: proxy.port || 80,
      method: 'CONNECT',
      path: authority,
      headers: { host: authority, ...(auth ? { 'proxy-authorization': auth } : {}) },
      signal: signal ?? undefined,
    });
    request.once('connect', (answer, socket) => {
      if (answer.statusCode !== 200) {
        socket.destroy();
        return reject(new Error(`the proxy ${proxy.host} refused the tunnel (${answer.statusCode})`));
      }
      const servername = target.hostname.replace(/^\[|\]$/g, '');
      const secure = tlsConnect({ socket, servername, ...(ca ? { ca } : {}) });
      secure.once('secureConnect', () => resolve(secure));
      secure.once('error', reject);
    });
    request.once('error', reject);
    request.end();
  });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/**
 * Follows redirects as fetch does where that is safe: a GET or HEAD always (an http:// address
 * that the server sends on to https://), another method only on 307/308 with a body that can be
 * sent again; the token is not sent on to another origin. Anything else is answered as it came.
 */
export async function nodeFetch(input: string | URL, init: NodeFetchInit = {}): Promise<Response> {
  let target = new URL(input);
  let current = init;
  for (let hop = 0; ; hop++) {
    const response = await send(target, current);
    const location = response.headers.get('location');
    const method = (current.method ?? 'GET').toUpperCase();
    const replayable =
      current.body == null || typeof current.body === 'string' || ArrayBuffer.isView(current.body);
    const follow =
      REDIRECTS.has(response.status) &&
      location !== null &&
      hop < MAX_REDIRECTS &&
      (method === 'GET' || method === 'HEAD' || ([307, 308].includes(response.status) && replayable));
    if (!follow) return response;
    await response.body?.cancel();
    const next = new URL(location, target);
    const headers = new Headers(current.headers);
    if (next.origin !== target.origin) headers.delete('authorization');
    current = { ...current, headers };
    target = next;
  }
}

async function send(target: URL, init: NodeFetchInit): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const signal = init.signal;
  signal?.throwIfAborted();
  const body = await encodeBody(init.body);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  if (body.type && !headers['content-type']) headers['content-type'] = body.type;
  if (body.length !== null && (body.stream || !['GET', 'HEAD'].includes(method)))
    headers['content-length'] = String(body.length);
  const proxy = proxyFor(target, init.env ?? process.env);
  const secure = target.protocol === 'https:';
  const options: https.RequestOptions = {
    method,
    headers: { ...headers, host: target.host },
    signal: signal ?? undefined,
    host: target.hostname.replace(/^\[|\]$/g, ''),
    port: target.port || (secure ? 443 : 80),
    path: `${target.pathname}${target.search}`,
    ...(init.ca ? { ca: init.ca } : {}),
  };
  if (proxy && secure) {
    const socket = await tunnel(proxy, target, signal, init.ca);
    // No agent: with `agent: false` Node makes a fresh Agent that would connect (and look up the
    // name) itself; without one, the request takes this socket.
    options.createConnection = () => socket;
  } else if (proxy) {
    // Plain http through a proxy: the request line carries the absolute address.
    const auth = proxyAuthorization(proxy);
    options.host = proxy.hostname;
    options.port = proxy.port || 80;
    options.path = target.href;
    if (auth) options.headers = { ...options.headers, 'proxy-authorization': auth };
  }
  return new Promise<Response>((resolve, reject) => {
    const request = (secure ? https : http).request(options, (message) => {
      try {
        resolve(toResponse(message, method));
      } catch (error) {
        reject(error);
      }
    });
    request.once('error', (error) =>
      reject(signal?.aborted ? signal.reason : new TypeError(error.message, { cause: error })),
    );
    if (body.stream) {
      body.stream.once('error', (error) => request.destroy(error));
      body.stream.pipe(request);
    } else request.end();
  });
}
