// The JavaScript each route makes the browser download first, as gzip bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/run.mjs';

const dist = path.join(root, 'apps/web/dist');

export function gzipSize(file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.gz`)) return statSync(`${full}.gz`).size;
  return gzipSync(readFileSync(full), { level: 9 }).length;
}

/** The file's own size, before compression. */
export function rawSize(file) {
  return statSync(path.join(dist, file)).size;
}

/** From Vite's manifest: the entry script and everything it imports statically (loaded with index.html). */
export function entryChunks() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entryKey);
  return [...seen].filter((file) => file.endsWith('.js'));
}

/**
 * Opens each route in Chromium (a fresh profile, signed in where the route needs it) and records
 * every script it fetched until the network went quiet: the entry, its imports, the route's lazy
 * chunk and the language catalogue chunks.
 */
export async function routeChunks(baseUrl, routes, token) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      if (route.signedIn) {
        await context.addInitScript((value) => localStorage.setItem('token', value), token);
      }
      const page = await context.newPage();
      const scripts = new Set();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.pathname.replace(/^\//, ''));
      });
      await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'networkidle', timeout: 30_000 });
      const landed = new URL(page.url()).pathname;
      await context.close();
      results.push({ ...route, landed, files: [...scripts] });
    }
  } finally {
    await browser.close();
  }
  return results;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
