import type { Browser, Page } from '@playwright/test';
import { articlesApi, endpointUrl, recordingsApi } from '@support/shared';
import { expect } from './fixtures';

/**
 * A recording of a small web app (three steps: a click, typing, a click) made in a page of its own
 * and uploaded through the API as the recorder posts it; and drags on the step editor's canvas.
 */

export const VIEWPORT = { width: 1280, height: 800 };

type MockStep = { title: string; heading: string; target: string; action: 'CLICK' | 'TYPE'; value?: string };

const STEPS: MockStep[] = [
  { title: 'Dashboard · Northwind', heading: 'Dashboard', target: 'Settings', action: 'CLICK' },
  {
    title: 'Settings · Northwind',
    heading: 'Settings',
    target: 'Billing email',
    action: 'TYPE',
    value: 'billing@northwind.test',
  },
  { title: 'Settings · Northwind', heading: 'Settings', target: 'Save changes', action: 'CLICK' },
];

/** A plain web app's page, so the screenshots look like what a recorder captures. */
function mockPage(step: MockStep): string {
  const nav = ['Dashboard', 'Reports', 'Customers', 'Settings']
    .map(
      (item) =>
        `<a id="${item}" style="display:block;padding:10px 16px;border-radius:8px;color:#334155;text-decoration:none;${item === step.heading ? 'background:#e2e8f0;font-weight:600' : ''}">${item}</a>`,
    )
    .join('');
  const cards = [1, 2, 3]
    .map(
      (n) =>
        `<div style="flex:1;height:120px;border-radius:12px;background:#fff;border:1px solid #e2e8f0;padding:16px;font:600 15px sans-serif;color:#0f172a">Metric ${n}<div style="margin-top:18px;font-size:30px">${n * 1284}</div></div>`,
    )
    .join('');
  return `<!doctype html><html><body style="margin:0;font-family:sans-serif;background:#f8fafc">
    <div style="display:flex;height:800px">
      <aside style="width:220px;background:#fff;border-right:1px solid #e2e8f0;padding:20px 12px">
        <div style="font:700 18px sans-serif;color:#0f172a;margin:0 16px 24px">Northwind</div>${nav}
      </aside>
      <main style="flex:1;padding:32px 40px">
        <h1 style="margin:0 0 24px;font-size:26px;color:#0f172a">${step.heading}</h1>
        <div style="display:flex;gap:16px;margin-bottom:24px">${cards}</div>
        <label style="display:block;font-size:14px;color:#334155;margin-bottom:6px">Billing email</label>
        <input id="Billing email" value="${step.value ?? 'ops@northwind.test'}" style="width:420px;height:40px;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font-size:15px">
        <div style="margin-top:24px"><button id="Save changes" style="height:40px;padding:0 18px;border:0;border-radius:8px;background:#2563eb;color:#fff;font:600 15px sans-serif">Save changes</button></div>
      </main>
    </div></body></html>`;
}

/** Screenshots and the manifest of a recording, made in a page of their own. */
async function recordMockTask(browser: Browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const steps = [];
  const images: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  for (const [index, step] of STEPS.entries()) {
    await page.setContent(mockPage(step));
    const box = await page.locator(`[id="${step.target}"]`).boundingBox();
    if (!box) throw new Error(`no ${step.target}`);
    const image = `step-${index + 1}`;
    images[image] = { name: `${image}.png`, mimeType: 'image/png', buffer: await page.screenshot() };
    steps.push({
      action: step.action,
      image,
      timestamp: index * 2000,
      pageUrl: `https://app.northwind.test/${step.heading.toLowerCase()}`,
      pageTitle: step.title,
      element: { label: step.target, role: step.action === 'TYPE' ? 'textbox' : 'link', box },
      point: step.action === 'CLICK' ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined,
      value: step.value,
      viewport: { ...VIEWPORT, devicePixelRatio: 1 },
    });
  }
  await context.close();
  const manifest = {
    formatVersion: 1,
    recorder: { kind: 'other', version: 'e2e' },
    title: 'Change the billing email',
    steps,
  };
  return { manifest, images };
}

export async function uploadRecording(page: Page, browser: Browser): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const { manifest, images } = await recordMockTask(browser);
  const response = await page.request.post(endpointUrl(recordingsApi.upload), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { manifest: JSON.stringify(manifest), ...images },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { articleId } = (await response.json()) as { articleId: string };
  await expect
    .poll(
      async () => {
        const article = await page.request.get(endpointUrl(articlesApi.get, { params: { id: articleId } }), {
          headers: { Authorization: `Bearer ${token}` },
        });
        return ((await article.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    // The steps are there either way; the run's AI stand-in may fail the polishing of the text.
    .not.toBe('processing');
  return articleId;
}

export const canvasOf = (page: Page) => page.locator('[data-canvas]');

/**
 * A drag on the canvas between two points in percent of the unzoomed image. Measured on the frame
 * around the image, which does not move while the zoom preview animates in or out.
 */
export async function drag(page: Page, from: [number, number], to: [number, number]) {
  const box = await canvasOf(page).locator('..').boundingBox();
  if (!box) throw new Error('no canvas');
  const at = ([x, y]: [number, number]) =>
    [box.x + (x / 100) * box.width, box.y + (y / 100) * box.height] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]), { steps: 4 });
  await page.mouse.move(...at(to), { steps: 4 });
  await page.mouse.up();
}
