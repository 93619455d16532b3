import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HelpCenter } from '@support/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/app';
import { buyPlan, type RegisteredUser, registerTrialAdmin } from '../../../../test/factories';
import { parseColor, readableOn } from './colors';
import { parsePage } from './parsePage';

/** Websites served on loopback by the test, as a team's own site would look. */
async function brandSites() {
  const purple = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
  const blueLogo = await sharp({ create: { width: 200, height: 60, channels: 4, background: '#0a66c2' } })
    .png()
    .toBuffer();
  const pages: Record<string, [string, string | Buffer]> = {
    '/theme-color': [
      'text/html',
      `<!doctype html><html><head><meta name="theme-color" content="#0A66C2"><title>Acme</title></head>
       <body><header style="background-color: #111827; color: #f9fafb">
       <a href="/"><img class="site-logo" src="/logo.png" alt="Acme"></a></header><main>Hi</main></body></html>`,
    ],
    '/logo.png': ['image/png', blueLogo],
    '/manifest-page': [
      'text/html',
      '<html><head><link rel="manifest" href="/site.webmanifest"></head><body><p>Docs</p></body></html>',
    ],
    '/site.webmanifest': [
      'application/manifest+json',
      JSON.stringify({
        name: 'Acme',
        theme_color: '#16a34a',
        background_color: '#ffffff',
        icons: [{ src: '/icon-512.png', sizes: '512x512' }],
      }),
    ],
    '/css-vars': [
      'text/html',
      '<html><head><style>:root { --brand-primary: #e11d48; --background: rgb(250, 250, 250); }</style></head><body>x</body></html>',
    ],
    '/logo-only': [
      'text/html',
      '<html><body><header><img src="/brand-logo.png" alt="Acme logo"></header></body></html>',
    ],
    '/brand-logo.png': ['image/png', purple],
    '/no-colors': ['text/html', '<html><body><p>Plain text, no brand at all.</p></body></html>'],
    '/broken-logo': [
      'text/html',
      '<html><body><header><img src="/broken.png" alt="logo"></header></body></html>',
    ],
    '/broken.png': ['image/png', Buffer.concat([blueLogo.subarray(0, 60), Buffer.alloc(40, 7)])],
  };
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    const page = pages[request.url ?? ''];
    if (!page) {
      response.writeHead(404);
      response.end();
      return;
    }
    response.writeHead(200, { 'content-type': page[0] });
    response.end(page[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('theme extraction', () => {
  let t: TestApp;
  let admin: RegisteredUser;
  let sites: Awaited<ReturnType<typeof brandSites>>;
  let centerId: string;

  beforeAll(async () => {
    sites = await brandSites();
    // The test's sites are on loopback: named as an intranet install would name its own.
    t = await createTestApp({ env: { FETCH_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' } });
    admin = await registerTrialAdmin(t.app);
    await buyPlan(t.app, admin.token, 'prod_business');
    centerId = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(admin.token),
        payload: { name: 'Themed' },
      })
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
    await sites.close();
  });

  const extract = (url: string, as = { token: admin.token, centerId }) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/help-centers/${as.centerId}/extract-theme`,
      headers: bearer(as.token),
      payload: { url },
    });

  it('reads theme-color, the header colours and the header logo', async () => {
    const res = await extract(`${sites.base}/theme-color`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      primaryColor: '#0a66c2',
      backgroundColor: '#111827',
      onBackgroundColor: '#f9fafb',
      logoUrl: `${sites.base}/logo.png`,
    });
  });

  it('reads the web manifest, with the largest icon as the logo', async () => {
    const res = await extract(`${sites.base}/manifest-page`);
    expect(res.json()).toMatchObject({
      primaryColor: '#16a34a',
      backgroundColor: '#ffffff',
      onBackgroundColor: '#000000',
      logoUrl: `${sites.base}/icon-512.png`,
    });
  });

  it('reads CSS custom properties', async () => {
    const res = await extract(`${sites.base}/css-vars`);
    expect(res.json()).toMatchObject({ primaryColor: '#e11d48', backgroundColor: '#fafafa' });
  });

  it("takes the logo's dominant colour when the page names none", async () => {
    const res = await extract(`${sites.base}/logo-only`);
    expect(res.statusCode, res.body).toBe(200);
    const primary = res.json().primaryColor as string;
    const channels = [1, 3, 5].map((i) => Number.parseInt(primary.slice(i, i + 2), 16));
    // #7c3aed, within the colour bins sharp counts in.
    expect(channels.map((c, i) => Math.abs(c - [0x7c, 0x3a, 0xed][i]!) <= 24)).toEqual([true, true, true]);
  });

  it('says so when the page has no colours', async () => {
    const res = await extract(`${sites.base}/no-colors`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'No colors were found in the extracted theme',
      code: 'NO_THEME_COLORS',
    });
  });

  it('refuses addresses inside the server’s network, fetching nothing', async () => {
    const port = new URL(sites.base).port;
    const before = sites.hits.length;
    for (const url of [
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${port}/theme-color`,
      `http://[::ffff:127.0.0.1]:${port}/theme-color`,
      `http://[::1]:${port}/theme-color`,
    ]) {
      const res = await extract(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('URL_NOT_ALLOWED');
      expect(res.json().message).toMatch(/inside the server/);
    }
    const script = await extract('javascript:alert(1)');
    expect(script.statusCode).toBe(400);
    expect(sites.hits.length).toBe(before);
  });

  it('a damaged logo gives no colour, and no server error', async () => {
    const other = await registerTrialAdmin(t.app);
    const own = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(other.token),
        payload: { name: 'Broken logo' },
      })
    ).json().id as string;
    const res = await extract(`${sites.base}/broken-logo`, { token: other.token, centerId: own });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NO_THEME_COLORS');
  });

  it('allows ten extractions a minute per user, as each fetches from elsewhere', async () => {
    // The tests above used all ten of this minute (a refusal counts: it cost a lookup).
    const res = await extract(`${sites.base}/theme-color`);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('applies the extracted theme: colours, and the logo downloaded into storage as a PNG', async () => {
    // Another admin: the first one has used its extractions of this minute.
    const other = await registerTrialAdmin(t.app);
    const own = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/help-centers',
        headers: bearer(other.token),
        payload: { name: 'Applied' },
      })
    ).json().id as string;
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/help-centers/${own}/save-extracted-theme`,
        headers: bearer(other.token),
      });
    expect((await save()).json().code).toBe('NO_EXTRACTED_THEME');
    expect(
      (await extract(`${sites.base}/theme-color`, { token: other.token, centerId: own })).statusCode,
    ).toBe(200);
    const before = sites.hits.length;
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
    const center = res.json() as HelpCenter;
    expect(center.settings).toMatchObject({
      primaryColor: '#0a66c2',
      backgroundColor: '#111827',
      textColor: '#f9fafb',
    });
    expect(center.theme).toBeNull();
    expect(sites.hits.slice(before)).toEqual(['/logo.png']);
    // Served from this server's storage, not hot-linked from the site.
    expect(center.logo).not.toContain(sites.base);
    const logo = await t.app.inject({ method: 'GET', url: center.logo! });
    expect(logo.statusCode).toBe(200);
    expect((await sharp(logo.rawPayload).metadata()).format).toBe('png');

    const again = await save();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('NO_EXTRACTED_THEME');
  });
});

describe('theme colours', () => {
  it('parses the colour forms pages use, and refuses what is no colour', () => {
    expect(parseColor('#ABC')).toBe('#aabbcc');
    expect(parseColor('#0a66c2ff')).toBe('#0a66c2');
    expect(parseColor('rgb(10, 102, 194)')).toBe('#0a66c2');
    expect(parseColor('rgba(10 102 194 / 90%)')).toBe('#0a66c2');
    expect(parseColor('White')).toBe('#ffffff');
    for (const value of ['transparent', 'rgba(0,0,0,0)', 'var(--x)', '#12', 'url(x.png)', '', null]) {
      expect(parseColor(value), String(value)).toBeNull();
    }
    expect(readableOn('#111827')).toBe('#ffffff');
    expect(readableOn('#fafafa')).toBe('#000000');
  });
});

describe('reading a page', () => {
  it('reads hostile CSS in time linear in its size (a page may be 2 MB)', () => {
    for (const style of [
      ' nav'.repeat(500_000),
      '-'.repeat(2_000_000),
      `a{background:${'url(x) '.repeat(250_000)}}`,
    ]) {
      const started = performance.now();
      const hints = parsePage(
        `<html><head><style>${style}</style></head><body></body></html>`,
        'https://example.com/',
      );
      // Quadratic regexes took 12 s for 200 KB; a linear pass takes milliseconds per megabyte.
      expect(performance.now() - started).toBeLessThan(1_500);
      expect(hints.css.primary).toBeNull();
    }
  });

  it('finds header rules and brand variables among other rules', () => {
    const hints = parsePage(
      `<style>body{color:#333} .site-header > a, nav.main { background: url(bg.png) #1f2937 no-repeat; color: rgb(255,255,255) }
       :root{--color-brand-primary: #7c3aed; --header-text: #fafafa}</style>`,
      'https://example.com/',
    );
    expect(hints.header).toEqual({ background: '#1f2937', color: 'rgb(255,255,255)' });
    expect(hints.css).toMatchObject({ primary: '#7c3aed', onBackground: '#fafafa' });
  });
});
