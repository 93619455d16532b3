import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZArticle } from '@support/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/app';
import { createArticle } from '../../../../test/factories';
import { helpCenterWithArticle } from '../../../../test/helpCenters';
import { publicGroups, steps } from '../../../db/schema';

const SCREENSHOT = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#16a34a' } })
  .png()
  .toBuffer();

describe('GET /help-centers/{id}/export/site (issue 49)', () => {
  let t: TestApp;
  let browser: Browser;
  const dirs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  });
  afterAll(async () => {
    await browser?.close();
    await t.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('opens from file://: the home page, a group, an article with its image, and search', async () => {
    const { admin, center, call } = await helpCenterWithArticle(t, 'Offline Help', 'Set up billing');
    const [group] = await t.app.ctx.db
      .select()
      .from(publicGroups)
      .where(eq(publicGroups.helpCenterId, center.id));
    const id = await createArticle(t.app, admin.token, { title: 'Change your password' });
    await call('PUT', `/help-articles/${id}`, { content: 'Open the profile menu.\n\n![Step 1](step1.png)' });
    await call('POST', `/help-articles/${id}/publish`);
    await call('POST', `/public-groups/groups/${group!.id}/articles/${id}`);
    const article = ZArticle.parse((await call('GET', `/help-articles/${id}`)).json());
    const key = `organizations/${admin.organizationId}/articles/${id}/steps/s1.png`;
    await t.app.ctx.storage.put(key, SCREENSHOT, 'image/png');
    await t.app.ctx.db.insert(steps).values({
      organizationId: admin.organizationId,
      articleVersionId: article.activeArticleVersion!.id,
      index: 0,
      imageProcessedKey: key,
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/help-centers/${center.id}/export/site`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'offline-site-'));
    dirs.push(dir);
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(res.rawPayload)))) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), bytes);
    }

    const page = await browser.newPage();
    await page.goto(`file://${dir}/index.html`);
    await expect(page.title()).resolves.toContain('Offline Help');
    await page
      .getByRole('link', { name: /Billing/ })
      .first()
      .click();
    expect(page.url()).toMatch(/\/groups\/billing-[0-9a-f]{8}\.html$/);
    await page.getByRole('link', { name: 'Change your password' }).first().click();
    expect(page.url()).toMatch(/\/articles\/change-your-password-[0-9a-f]{8}\.html$/);
    await expect(page.locator('main').textContent()).resolves.toContain('Open the profile menu.');
    const width = await page
      .locator('main img')
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(width).toBe(320);

    await page.goto(`file://${dir}/index.html`);
    await page.locator('input[name=q]').first().fill('billing');
    await page.locator('input[name=q]').first().press('Enter');
    await page.waitForURL(/search\.html\?q=billing/);
    await expect(page.locator('.hc-results a').allInnerTexts()).resolves.toEqual(['Set up billing']);
    await page.locator('.hc-results a').first().click();
    await expect(page.locator('h1').textContent()).resolves.toContain('Set up billing');
    await page.close();
  });

  it('is for admins of the organization only', async () => {
    const { center } = await helpCenterWithArticle(t, 'Someone else');
    const other = await helpCenterWithArticle(t, 'Mine');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/help-centers/${center.id}/export/site`,
      headers: bearer(other.admin.token),
    });
    expect(res.statusCode).toBe(404);
  });
});
