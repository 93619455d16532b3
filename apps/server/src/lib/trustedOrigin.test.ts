import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTrustedOrigin } from './trustedOrigin';

const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol }) as FastifyRequest;

function origin(options: { publicUrl?: string; allowedHosts?: string[] } = {}) {
  const warnings: object[] = [];
  const trusted = createTrustedOrigin({
    publicUrl: options.publicUrl,
    allowedHosts: options.allowedHosts ?? [],
    port: 3000,
    log: { warn: (details) => warnings.push(details) },
  });
  return { trusted, warnings };
}

describe('trusted origin', () => {
  it('uses PUBLIC_URL whatever the request says', () => {
    const { trusted } = origin({ publicUrl: 'https://help.example.com' });
    expect(trusted.of(request('attacker.example', 'https'))).toBe('https://help.example.com');
  });

  it('takes loopback names and this machine’s name from the request, with their port', () => {
    const { trusted, warnings } = origin();
    expect(trusted.of(request('localhost:5173'))).toBe('http://localhost:5173');
    expect(trusted.of(request('127.0.0.1:8080', 'https'))).toBe('https://127.0.0.1:8080');
    expect(trusted.of(request('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(trusted.of(request(`${os.hostname().toLowerCase()}:3000`))).toBe(
      `http://${os.hostname().toLowerCase()}:3000`,
    );
    expect(warnings).toEqual([]);
  });

  it('falls back to localhost for any other host, and says so once', () => {
    const { trusted, warnings } = origin();
    for (const host of [
      'attacker.example',
      'localhost@attacker.example',
      'localhost.attacker.example:80',
      'a b',
    ]) {
      expect(trusted.of(request(host))).toBe('http://localhost:3000');
    }
    expect(warnings).toHaveLength(1);
  });

  it('allows ALLOWED_HOSTS entries: a bare name on any port, host:port only on that port', () => {
    const { trusted } = origin({ allowedHosts: ['help.example.com', 'intra.example:8443'] });
    expect(trusted.of(request('help.example.com', 'https'))).toBe('https://help.example.com');
    expect(trusted.of(request('HELP.example.com:444'))).toBe('http://help.example.com:444');
    expect(trusted.of(request('intra.example:8443'))).toBe('http://intra.example:8443');
    expect(trusted.of(request('intra.example:9999'))).toBe('http://localhost:3000');
  });

  it("names this install's own hosts, which no help center may claim as its domain", () => {
    const { trusted } = origin({ allowedHosts: ['app.example.test', 'intra.example:8443'] });
    for (const own of [
      'app.example.test',
      'APP.example.test.',
      'intra.example',
      'localhost',
      'a.localhost',
    ]) {
      expect(trusted.isOwnHost(own), own).toBe(true);
    }
    for (const own of ['127.0.0.1', '[::1]', '::1', os.hostname()])
      expect(trusted.isOwnHost(own), own).toBe(true);
    expect(trusted.isOwnHost('help.customer.example')).toBe(false);
    expect(
      origin({ publicUrl: 'https://support.example.org' }).trusted.isOwnHost('support.example.org'),
    ).toBe(true);
  });
});
