import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { getPage, sharedArticle } from '../public-site/testSupport';
import { LOGO_SVG } from './logo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('what every site is asked for', () => {
  it('robots.txt keeps crawlers out of the app and its API, not out of shared pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = res.body.split('\n');
    expect(rules).toContain('User-agent: *');
    for (const path of ['/v1/', '/articles', '/settings', '/onboarding'])
      expect(rules).toContain(`Disallow: ${path}`);
    expect(res.body).not.toMatch(/Disallow: \/shared|Disallow: \/$/m);
  });

  it("robots.txt disallows every screen of the web app's route table but the signed-out ones", async () => {
    const rules = (await get('/robots.txt')).body.split('\n');
    const webSource = fileURLToPath(new URL('../../../../web/src', import.meta.url));
    const firstSegments = new Set<string>();
    for (const file of readdirSync(webSource, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const text = readFileSync(path.join(webSource, file), 'utf8');
      for (const match of text.matchAll(/path(?:=|:\s*)["']\/([A-Za-z][\w-]*)/g))
        firstSegments.add(match[1]!);
    }
    // The screens a signed-out visitor may land on from a search.
    const PUBLIC = ['login', 'register', 'continue', 'request-reset', 'help'];
    expect(firstSegments.size).toBeGreaterThan(15);
    const missing = [...firstSegments].filter(
      (segment) => !PUBLIC.includes(segment) && !rules.includes(`Disallow: /${segment}`),
    );
    expect(missing).toEqual([]);
  });

  it('/favicon.ico is an icon file with 16, 32 and 48 pixel images of the logo', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/x-icon');
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      sizes.push(meta.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the web app manifest names the product and icons that exist', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json() as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Support as a Service', start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons) {
      const image = await get(icon.src);
      expect(image.statusCode, icon.src).toBe(200);
      if (icon.sizes !== 'any') {
        const meta = await sharp(image.rawPayload).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      }
    }
  });

  it('shared pages name an icon that loads, so browsers do not ask for a missing one', async () => {
    const { sharingId } = await sharedArticle(t.app);
    const page = (await getPage(t.app, `/shared/${sharingId}`)).body;
    const icons = [...page.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(icons).toEqual(['/favicon.ico', '/icons/logo.svg']);
    for (const icon of icons) expect((await get(icon)).statusCode).toBe(200);
  });

  it("draws the web app's logo", () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const webLogo = readFileSync(path.resolve(here, '../../../../web/public/logo.svg'), 'utf8');
    expect(LOGO_SVG).toBe(webLogo.trim());
  });
});
