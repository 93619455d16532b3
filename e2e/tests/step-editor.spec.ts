import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';

/**
 * The step editor (spec 02 §2, §4, issue 8) on a recording uploaded through the API as the recorder
 * posts it: draw each annotation kind, zoom around an anchor, save, reload and find them all again,
 * then delete a step. Screenshots on a desktop and a phone, in English and German.
 */

const VIEWPORT = { width: 1280, height: 800 };

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

async function uploadRecording(page: Page, browser: Browser): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const { manifest, images } = await recordMockTask(browser);
  const response = await page.request.post('/v1/recordings', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { manifest: JSON.stringify(manifest), ...images },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { articleId } = (await response.json()) as { articleId: string };
  await expect
    .poll(
      async () => {
        const article = await page.request.get(`/v1/help-articles/${articleId}`, {
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

const canvasOf = (page: Page) => page.locator('[data-canvas]');

/**
 * A drag on the canvas between two points in percent of the unzoomed image. Measured on the frame
 * around the image, which does not move while the zoom preview animates in or out.
 */
async function drag(page: Page, from: [number, number], to: [number, number]) {
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

const tools = (page: Page) => page.getByRole('toolbar', { name: 'Annotation tools' });
const annotationList = (page: Page): Locator => page.getByRole('list', { name: 'Annotations' });
const stepList = (page: Page) => page.getByRole('navigation', { name: 'Steps' });

const EXPECTED = ['Box', 'Highlight', 'Blur', 'Number 1', 'Number 2', 'Marker “Click here”'];
/** Each annotation in the list has a delete button named after it, in the list's order. */
const DELETE_BUTTONS = EXPECTED.map((name) => `Delete ${name}`);

test('an author annotates, zooms and saves a recorded step, finds it all after a reload, and deletes a step', async ({
  page,
  browser,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(240_000);
  let articleId = '';
  // From the top: a full-page capture of a scrolled page draws the sticky canvas out of place.
  const shot = async (name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(name);
  };

  await test.step('a recording uploaded as the recorder posts it becomes an article', async () => {
    await registerCompany(page, {
      firstName: 'Stella',
      lastName: 'Steps',
      email: uniqueEmail('steps'),
      organization: 'Northwind Guides',
    });
    await startTrial(page);
    articleId = await uploadRecording(page, browser);
  });

  await test.step('the Steps tab opens the first step', async () => {
    await page.goto(`/articles/${articleId}/steps?l=en`);
    await expect(page).toHaveURL(new RegExp(`/articles/${articleId}/steps/[0-9a-f-]{36}`));
    await expect(
      page.getByRole('navigation', { name: 'Article sections' }).getByRole('link', { name: 'Steps' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(stepList(page).getByRole('link')).toHaveCount(3);
    await expect(stepList(page).locator('[aria-current="step"]')).toContainText('Click “Settings”');
    await expect(page.getByRole('img', { name: 'Screenshot of step 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  await test.step('draws a box, a highlight, a blur, two numbers and a marker', async () => {
    await tools(page).getByRole('button', { name: 'Box' }).click();
    await drag(page, [1, 12], [17, 24]);
    // A slip of the hand adds nothing.
    await drag(page, [40, 40], [40.2, 48]);
    await tools(page).getByRole('button', { name: 'Highlight' }).click();
    await drag(page, [19, 14], [98, 30]);
    await tools(page).getByRole('button', { name: 'Blur' }).click();
    await drag(page, [19, 42], [52, 50]);
    await tools(page).getByRole('button', { name: 'Number' }).click();
    await drag(page, [22, 20], [22, 20]);
    await drag(page, [48, 20], [48, 20]);
    await tools(page).getByRole('button', { name: 'Marker' }).click();
    await drag(page, [55, 54], [80, 60]);
    await page.getByRole('textbox', { name: 'Marker text' }).fill('Click here');
    await page.keyboard.press('Enter');
    // Clicking the selected tool puts it away.
    await tools(page).getByRole('button', { name: 'Marker' }).click();
    await expect(tools(page).getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(annotationList(page).getByRole('button', { name: /^Delete / })).toHaveText(DELETE_BUTTONS);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  await test.step('zooms in to 1.5× around an anchor set on the image', async () => {
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toBeDisabled();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByText('1.5×', { exact: true })).toBeVisible();
    await expect(zoomOut).toBeEnabled();
    await page.getByRole('button', { name: 'Set on image' }).click();
    await drag(page, [35, 35], [35, 35]);
    await shot('step-editor-01-anchor-en');
    await page.getByRole('button', { name: 'Set on image' }).click();
    await expect(page.getByRole('slider', { name: 'Horizontal' })).toHaveValue('35');
    await shot('step-editor-02-annotated-en');
  });

  await test.step('saves, and after a reload every annotation and the zoom are back', async () => {
    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    await expect(save).toHaveCount(0, { timeout: 20_000 });
    await page.reload();
    await expect(annotationList(page).getByRole('button', { name: /^Delete / })).toHaveText(DELETE_BUTTONS);
    await expect(page.getByText('1.5×', { exact: true })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Vertical' })).toHaveValue('35');
    await expect(page.locator('[data-annotation]')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  });

  await test.step('on a phone the panels stack under the canvas', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(canvasOf(page)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot('step-editor-03-phone-en');
    await page.setViewportSize(VIEWPORT);
  });

  await test.step('deletes the second step and lands on the first', async () => {
    await stepList(page).getByRole('link').nth(1).click();
    await expect(page.getByRole('img', { name: 'Screenshot of step 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Step' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this step?' });
    await dialog.getByRole('button', { name: 'Delete Step' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Screenshot of step 1' })).toBeVisible();
    await expect(stepList(page).getByRole('link')).toHaveCount(2);
    await expect(stepList(page).locator('[aria-current="step"]')).toContainText('Click “Settings”');
  });

  await test.step('in German', async () => {
    await page.goto(`/articles/${articleId}/steps?l=de`);
    await expect(page.getByRole('toolbar', { name: 'Werkzeuge für Anmerkungen' })).toBeVisible();
    await expect(page.getByText('Mauszeiger ausblenden')).toBeVisible();
    await expect(page.getByText('1,5×', { exact: true })).toBeVisible();
    await shot('step-editor-04-de');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot('step-editor-05-phone-de');
  });
});
