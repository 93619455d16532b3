import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FetchFailedError,
  isPublicAddress,
  type SafeFetchOptions,
  safeFetch,
  UnsafeUrlError,
} from './safeFetch';

describe('safeFetch', () => {
  let server: http.Server;
  let port: number;
  const hits: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      const url = request.url ?? '/';
      if (url === '/page') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<html><head><meta name="theme-color" content="#0a66c2"></head></html>');
      } else if (url === '/to-loopback') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/page` });
        response.end();
      } else if (url === '/via-localhost') {
        response.writeHead(301, { location: `http://localhost:${port}/page` });
        response.end();
      } else if (url === '/loop') {
        response.writeHead(302, { location: '/loop' });
        response.end();
      } else if (url === '/big') {
        response.writeHead(200, { 'content-type': 'text/html' });
        // No content-length: the limit has to stop the reading itself.
        for (let i = 0; i < 40; i++) response.write(Buffer.alloc(64 * 1024, 97));
        response.end();
      } else if (url === '/slow') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html>'); // and never ends
      } else if (url === '/binary') {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end('x');
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const options = (overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
    allowedPrivateHosts: [],
    maxBytes: 1024 * 1024,
    timeoutMs: 2000,
    accept: (type) => type === 'text/html',
    ...overrides,
  });

  it('judges addresses: public unicast only, IPv4-mapped IPv6 as the IPv4 it carries', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '2002:7f00:1::1', // 6to4 around 127.0.0.1
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1',
      '::10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('fetches a page from a host it is told to allow', async () => {
    const result = await safeFetch(
      `http://127.0.0.1:${port}/page`,
      options({ allowedPrivateHosts: ['127.0.0.1'] }),
    );
    expect(result.contentType).toBe('text/html');
    expect(result.body.toString()).toContain('theme-color');
  });

  it('refuses addresses inside the network without connecting to them', async () => {
    const before = hits.length;
    for (const url of [
      `http://127.0.0.1:${port}/page`,
      `http://[::1]:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
      `http://[::127.0.0.1]:${port}/page`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/',
    ]) {
      await expect(safeFetch(url, options()), url).rejects.toBeInstanceOf(UnsafeUrlError);
    }
    for (const url of [
      'ftp://example.com/x',
      'file:///etc/passwd',
      'gopher://example.com',
      'http://user:pw@example.com/',
    ]) {
      await expect(safeFetch(url, options()), url).rejects.toBeInstanceOf(UnsafeUrlError);
    }
    expect(hits.length).toBe(before);
  });

  it('refuses a public-looking name that resolves inside the network, or partly inside', async () => {
    const resolve = async (name: string) =>
      ({ 'docs.example.com': ['127.0.0.1'], 'mixed.example.com': ['93.184.216.34', '10.0.0.7'] })[name] ?? [];
    const before = hits.length;
    await expect(
      safeFetch(`http://docs.example.com:${port}/page`, options({ resolve })),
    ).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safeFetch('http://mixed.example.com/', options({ resolve }))).rejects.toBeInstanceOf(
      UnsafeUrlError,
    );
    await expect(safeFetch('http://nowhere.example.com/', options({ resolve }))).rejects.toBeInstanceOf(
      FetchFailedError,
    );
    // A resolver that never answers is bounded by the fetch's own time limit.
    const started = Date.now();
    await expect(
      safeFetch(
        'http://slow.example.com/',
        options({ timeoutMs: 300, resolve: () => new Promise(() => {}) }),
      ),
    ).rejects.toThrow(/did not resolve in time/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(hits.length).toBe(before);
  });

  it('checks every redirect again: an allowed site cannot send the fetch inside the network', async () => {
    const resolve = async (name: string) => (name === 'localhost' ? ['127.0.0.1'] : []);
    const allowed = options({ allowedPrivateHosts: ['localhost'], resolve });
    const before = hits.length;
    await expect(safeFetch(`http://localhost:${port}/to-loopback`, allowed)).rejects.toBeInstanceOf(
      UnsafeUrlError,
    );
    // Only the first request was made; the redirect's target was refused before connecting.
    expect(hits.slice(before)).toEqual(['/to-loopback']);
    // A redirect to an allowed host is followed.
    const followed = await safeFetch(
      `http://127.0.0.1:${port}/via-localhost`,
      options({ allowedPrivateHosts: ['localhost', '127.0.0.1'], resolve }),
    );
    expect(followed.url).toBe(`http://localhost:${port}/page`);
  });

  it('stops at five redirects, at the size limit, at the time limit and at an unwanted type', async () => {
    const allowed = options({ allowedPrivateHosts: ['127.0.0.1'] });
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`, allowed)).rejects.toThrow(/more than 5 times/);
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, allowed)).rejects.toThrow(/larger than allowed/);
    const started = Date.now();
    await expect(
      safeFetch(`http://127.0.0.1:${port}/slow`, { ...allowed, timeoutMs: 300 }),
    ).rejects.toBeInstanceOf(FetchFailedError);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(safeFetch(`http://127.0.0.1:${port}/binary`, allowed)).rejects.toThrow(
      /not of a usable type/,
    );
    await expect(safeFetch(`http://127.0.0.1:${port}/missing`, allowed)).rejects.toThrow(/status 404/);
  });
});
