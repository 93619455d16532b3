/// <reference types="node" />
import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopbackHost, takeBlockedConnections } from './networkGuard';

// This file runs with the guard as its setup file too: what it refuses here is taken off the
// list, so the guard's own after-each check does not fail these tests.
afterEach(() => {
  takeBlockedConnections();
});

/** The error a socket ends with, or null once it connected. */
function outcome(socket: net.Socket): Promise<Error | null> {
  return new Promise((resolve) => {
    socket.once('error', resolve);
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('secureConnect', () => resolve(null));
  });
}

const GUARD = /Network guard: .* is not on this machine/;

describe('the network guard of the tests', () => {
  it('refuses a TCP connection to an address elsewhere, at once, and lists it', async () => {
    const started = Date.now();
    const error = await outcome(net.connect(80, '203.0.113.1'));
    expect(error?.message).toMatch(GUARD);
    expect(Date.now() - started).toBeLessThan(500);
    expect(takeBlockedConnections()).toEqual(['a connection to 203.0.113.1:80']);
  });

  it('refuses TLS, HTTP and DNS by name without resolving it', async () => {
    expect((await outcome(tls.connect({ host: 'example.com', port: 443 })))?.message).toMatch(GUARD);
    const request = http.get('http://example.com/');
    expect((await new Promise<Error>((resolve) => request.once('error', resolve))).message).toMatch(GUARD);
    await expect(fetch('https://example.com/')).rejects.toMatchObject({ cause: { message: GUARD } });
    await expect(dns.promises.lookup('example.com')).rejects.toThrow(GUARD);
    // Each attempt is listed where it was stopped (http resolves the name before connecting).
    expect(takeBlockedConnections()).toEqual([
      'a connection to example.com:443',
      'a DNS lookup of example.com',
      'a request to https://example.com',
      'a DNS lookup of example.com',
    ]);
  });

  it('lets connections to this machine through', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      expect(await outcome(net.connect(port, '127.0.0.1'))).toBeNull();
      expect(await outcome(net.connect({ port, host: 'localhost' }))).toBeNull();
    } finally {
      server.close();
    }
    expect(takeBlockedConnections()).toEqual([]);
  });

  it('knows loopback addresses from others', () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      'a.localhost',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      'example.com',
      '10.0.0.1',
      '192.168.1.1',
      '203.0.113.1',
      '::2',
      'localhost.example.com',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
