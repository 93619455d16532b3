import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificate, type Proxied, portOf, startProxy } from '../testing/proxy';
import { nodeFetch } from './nodeFetch';
import { bypassesProxy, proxyFor } from './proxy';

/**
 * The recorder's HTTP client (node:http, as under Wine) against loopback stand-ins: the product
 * (plain and TLS, with a certificate made here for product.example) and a company proxy made with
 * node:http that forwards absolute-URI requests and CONNECT tunnels to the stand-ins. The client
 * itself only ever connects to loopback; the proxy decides where "product.example" is.
 */

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
let proxied: Proxied[] = [];

function product(request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (request.url === '/empty') return response.writeHead(204).end();
    if (request.url?.startsWith('/moved'))
      return response.writeHead(request.url === '/moved-post' ? 307 : 301, { location: '/v1/here' }).end();
    if (request.url === '/away')
      return response.writeHead(302, { location: `http://localhost:${port(plain)}/v1/there` }).end();
    response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ method: request.method, url: request.url, secure: 'encrypted' in request.socket }),
    );
  });
}

let plain: http.Server;
let secure: https.Server;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let certDir: string;
let ca: string;
const port = portOf;
const listen = (server: http.Server | https.Server) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'recorder-tls-'));
  const tls = makeCertificate(certDir, 'product.example');
  ca = tls.cert;
  plain = http.createServer(product);
  secure = https.createServer(tls, product);
  await Promise.all([listen(plain), listen(secure)]);
  proxy = await startProxy({ plain: () => port(plain), secure: () => port(secure) });
  proxied = proxy.seen;
});

afterAll(() => {
  for (const server of [plain, secure, proxy?.server]) server?.close();
  rmSync(certDir, { recursive: true, force: true });
});

describe('the recorder’s HTTP client', () => {
  it('sends JSON, bytes, blobs and multipart forms and reads the answers like fetch', async () => {
    const base = `http://127.0.0.1:${port(plain)}`;
    const json = await nodeFetch(`${base}/v1/a?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'wörld' }),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ method: 'POST', url: '/v1/a?x=1', secure: false });
    expect(seen.at(-1)?.body).toBe('{"hello":"wörld"}');
    expect(seen.at(-1)?.headers['content-length']).toBe(String(Buffer.byteLength('{"hello":"wörld"}')));

    await nodeFetch(`${base}/blob`, {
      method: 'PUT',
      body: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    });
    expect(seen.at(-1)?.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': '3' });

    const form = new FormData();
    form.append('manifest', JSON.stringify({ steps: 1 }));
    await nodeFetch(`${base}/form`, { method: 'POST', body: form });
    expect(seen.at(-1)?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('name="manifest"');

    const empty = await nodeFetch(`${base}/empty`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect((await nodeFetch(`${base}/missing`)).ok).toBe(false);
  });

  it('follows redirects like fetch, and keeps the token to its own origin', async () => {
    const base = `http://127.0.0.1:${port(plain)}`;
    const moved = await nodeFetch(`${base}/moved`, { headers: { authorization: 'Bearer t' } });
    expect(await moved.json()).toMatchObject({ method: 'GET', url: '/v1/here' });
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer t');
    const posted = await nodeFetch(`${base}/moved-post`, { method: 'POST', body: '{"a":1}' });
    expect(await posted.json()).toMatchObject({ method: 'POST', url: '/v1/here' });
    expect(seen.at(-1)?.body).toBe('{"a":1}');
    await nodeFetch(`${base}/away`, { headers: { authorization: 'Bearer t' } });
    expect(seen.at(-1)).toMatchObject({ url: '/v1/there' });
    expect(seen.at(-1)?.headers.authorization).toBeUndefined();
    // A streamed body cannot be sent again: the redirect is answered as it came.
    const streamed = await nodeFetch(`${base}/moved`, { method: 'PUT', body: new Blob(['x']) });
    expect(streamed.status).toBe(301);
  });

  it('fails like fetch: a refused connection, a timeout', async () => {
    const closed = http.createServer();
    await listen(closed);
    const refusedPort = port(closed);
    closed.close();
    const refused = await nodeFetch(`http://127.0.0.1:${refusedPort}/`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect(String((refused as Error).message)).toContain('ECONNREFUSED');
    const stalled = http.createServer(() => undefined);
    await listen(stalled);
    const timedOut = await nodeFetch(`http://127.0.0.1:${port(stalled)}/`, {
      signal: AbortSignal.timeout(200),
    }).catch((error: unknown) => error);
    expect((timedOut as Error).name).toBe('TimeoutError');
    stalled.closeAllConnections();
    stalled.close();
  });

  it('goes through HTTP_PROXY with the absolute address and the proxy’s credentials', async () => {
    const env = { HTTP_PROXY: `http://ann:s%40fe@127.0.0.1:${proxy.port}` };
    const answer = await nodeFetch('http://product.example:8080/v1/recordings/settings', { env });
    expect(await answer.json()).toMatchObject({ url: '/v1/recordings/settings' });
    expect(proxied.at(-1)).toEqual({
      method: 'GET',
      url: 'http://product.example:8080/v1/recordings/settings',
      auth: `Basic ${Buffer.from('ann:s@fe').toString('base64')}`,
    });
  });

  it('tunnels https through HTTPS_PROXY (CONNECT) and checks the product’s certificate', async () => {
    const env = { https_proxy: `127.0.0.1:${proxy.port}` };
    const answer = await nodeFetch('https://product.example/v1/auth/logout', { method: 'POST', env, ca });
    expect(await answer.json()).toEqual({ method: 'POST', url: '/v1/auth/logout', secure: true });
    expect(proxied.at(-1)).toEqual({ method: 'CONNECT', url: 'product.example:443', auth: undefined });
    // Without the certificate's CA the tunnel does not make the answer trusted.
    await expect(nodeFetch('https://product.example/', { env })).rejects.toThrow(/certificate/);
  });

  it('connects directly to this machine even when a proxy is set', async () => {
    const count = proxied.length;
    const env = { HTTP_PROXY: `http://127.0.0.1:${proxy.port}` };
    expect((await nodeFetch(`http://127.0.0.1:${port(plain)}/direct`, { env })).status).toBe(200);
    expect(proxied.length).toBe(count);
  });
});

describe('which proxy', () => {
  const env = { HTTPS_PROXY: 'http://proxy.corp:3128', http_proxy: 'proxy.corp:8080' };
  const via = (url: string, extra: Record<string, string> = {}) =>
    proxyFor(new URL(url), { ...env, ...extra })?.href ?? null;

  it('takes HTTPS_PROXY for https and HTTP_PROXY for http, with or without a scheme', () => {
    expect(via('https://help.example.com/')).toBe('http://proxy.corp:3128/');
    expect(via('http://help.example.com/')).toBe('http://proxy.corp:8080/');
    expect(proxyFor(new URL('https://help.example.com/'), {})).toBeNull();
  });

  it('honours NO_PROXY: *, domains with their subdomains, ports, addresses; loopback never proxied', () => {
    expect(via('https://help.example.com/', { NO_PROXY: '*' })).toBeNull();
    expect(via('https://help.example.com/', { no_proxy: 'intranet, example.com' })).toBeNull();
    expect(via('https://help.example.com/', { NO_PROXY: '.example.com' })).toBeNull();
    expect(via('https://help.example.com/', { NO_PROXY: '*.example.com' })).toBeNull();
    expect(via('https://notexample.com/', { NO_PROXY: 'example.com' })).toBe('http://proxy.corp:3128/');
    expect(via('https://help.example.com:8443/', { NO_PROXY: 'help.example.com:443' })).toBe(
      'http://proxy.corp:3128/',
    );
    expect(via('https://help.example.com/', { NO_PROXY: 'help.example.com:443' })).toBeNull();
    expect(via('https://10.1.2.3/', { NO_PROXY: '10.1.2.3' })).toBeNull();
    expect(bypassesProxy(new URL('http://localhost:3000/'), '')).toBe(true);
    expect(bypassesProxy(new URL('http://[::1]:3000/'), '')).toBe(true);
    expect(bypassesProxy(new URL('http://127.0.0.1:3000/'), '')).toBe(true);
  });
});
