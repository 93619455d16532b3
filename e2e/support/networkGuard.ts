import type { BrowserContext } from '@playwright/test';

/**
 * The browser may load only from this machine (the product, the demo sites and stand-ins the
 * tests start). Requests elsewhere are noted here and fail the test at its end; they are watched,
 * not intercepted, since routing every request would turn off Chromium's cache and slow each load.
 * Chromium's own traffic is off already (--disable-background-networking in playwright.config.ts).
 */
export function watchOutboundRequests(context: BrowserContext): () => string[] {
  const outbound: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return; // data:, blob:, extensions
    if (!isLoopbackHost(url.hostname)) outbound.push(`${request.method()} ${url.origin}${url.pathname}`);
  });
  return () => outbound.splice(0);
}

function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name)
  );
}
