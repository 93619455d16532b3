import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { join } from 'node:path';

/**
 * Stand-ins for the tests of the recorder's HTTP client: a certificate for a made-up host (openssl,
 * valid one day), and a company proxy made with node:http that forwards absolute-URI requests to a
 * plain stand-in and CONNECT tunnels to a TLS one, whatever host they name. It lists what it saw.
 */

export function makeCertificate(dir: string, host: string): { key: string; cert: string } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

export const portOf = (server: { address: () => AddressInfo | string | null }) =>
  (server.address() as AddressInfo).port;

export type Proxied = { method: string; url: string; auth?: string };

/** Listens on loopback; `plain()`/`secure()` give the stand-ins' ports at the time of a request. */
export async function startProxy(ports: { plain?: () => number; secure?: () => number }) {
  const seen: Proxied[] = [];
  const server = http.createServer((request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      auth: request.headers['proxy-authorization'],
    });
    const target = new URL(request.url ?? '');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: ports.plain?.(),
        method: request.method,
        path: `${target.pathname}${target.search}`,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  server.on('connect', (request, client, head) => {
    seen.push({ method: 'CONNECT', url: request.url ?? '', auth: request.headers['proxy-authorization'] });
    const upstream = connect(ports.secure?.() ?? 0, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, seen, port: portOf(server) };
}
