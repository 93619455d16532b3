import type { Page } from '@playwright/test';
import { expectImageLoaded, settingsPanel } from '../support/articleFlows';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { readGif } from '../support/gif';
import { drag, uploadRecording, VIEWPORT } from '../support/stepRecording';

/**
 * The demo GIF (issue 8): a step with a box and a blur set to show its changes in the GIF, the GIF
 * generated from the step editor, then in the Review tab and the settings panel, and after
 * publishing on the public page in a fresh browser, where the file is a real animation.
 */

const PHONE = { width: 375, height: 812 };

/** The public page loads its images lazily; a full-page screenshot should show them all. */
async function loadAllImages(target: Page) {
  await target.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await expect
    .poll(() =>
      target.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Step details' });
const stepThumbnail = (page: Page) =>
  page.getByRole('navigation', { name: 'Steps' }).getByRole('link').first().locator('img');

test('an author generates the demo GIF of a recording and readers find it animated on the public page', async ({
  page,
  browser,
  baseURL,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(300_000);
  let articleId = '';
  let publicUrl = '';
  // From the top: a full-page capture of a scrolled page draws the sticky canvas out of place.
  const shot = async (name: string, target: Page = page) => {
    await target.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(name, target);
  };

  await test.step('a recording uploaded as the recorder posts it', async () => {
    await registerCompany(page, {
      firstName: 'Greta',
      lastName: 'Gif',
      email: uniqueEmail('gif'),
      organization: 'Northwind Demos',
    });
    await startTrial(page);
    articleId = await uploadRecording(page, browser);
  });

  await test.step('the first step gets a box and a blur, shown in the GIF; its new image replaces the old', async () => {
    await page.goto(`/articles/${articleId}/steps?l=en`);
    await expect(page.getByRole('img', { name: 'Screenshot of step 1' })).toBeVisible();
    await expectImageLoaded(stepThumbnail(page));
    const before = await stepThumbnail(page).getAttribute('src');
    const tools = page.getByRole('toolbar', { name: 'Annotation tools' });
    await tools.getByRole('button', { name: 'Box' }).click();
    await drag(page, [1, 12], [17, 24]);
    await tools.getByRole('button', { name: 'Blur' }).click();
    await drag(page, [19, 42], [52, 50]);
    await tools.getByRole('button', { name: 'Blur' }).click();
    const applyToGif = page.getByRole('switch', { name: 'Apply image changes to GIF' });
    await applyToGif.click();
    await expect(applyToGif).toHaveAttribute('aria-checked', 'true');
    await expect(
      sidePanel(page).getByText("Save this step's changes first to see them in the GIF."),
    ).toBeVisible();
    await expect(sidePanel(page).getByText('No demo GIF yet.')).toBeVisible();

    const save = page.getByRole('button', { name: 'Save Changes' });
    await save.click();
    await expect(save).toHaveCount(0, { timeout: 20_000 });
    // The re-rendered image arrives under a new name without a reload.
    await expect(stepThumbnail(page)).not.toHaveAttribute('src', before ?? '', { timeout: 30_000 });
    await expectImageLoaded(stepThumbnail(page));
    await expect(sidePanel(page).getByText(/show their annotations in it \(1 of 3\)/)).toBeVisible();
    await shot('demo-gif-01-step-editor-en');
  });

  await test.step('generates the GIF from the step editor: Rendering GIF…, then its preview', async () => {
    await sidePanel(page).getByRole('button', { name: 'Generate demo GIF' }).click();
    await expect(sidePanel(page).getByText('Rendering GIF…')).toBeVisible();
    await shot('demo-gif-02-rendering-en');
    const preview = sidePanel(page).getByRole('img', { name: 'Demo GIF', exact: true });
    await expect(preview).toBeVisible({ timeout: 120_000 });
    await expectImageLoaded(preview);
    await expect(page.getByText('Demo GIF is ready')).toBeVisible();
    await expect(sidePanel(page).getByText('Rendering GIF…')).toHaveCount(0);
    await expect(sidePanel(page).getByRole('button', { name: 'Regenerate demo GIF' })).toBeEnabled();
    expect((await preview.boundingBox())?.height).toBeLessThanOrEqual(255);
    await shot('demo-gif-03-generated-en');
  });

  await test.step('the Review tab shows the GIF where the text puts it; the settings panel shows it too', async () => {
    await page
      .getByRole('navigation', { name: 'Article sections' })
      .getByRole('link', { name: 'Article' })
      .click();
    await expect(page.getByRole('tab', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
    await expectImageLoaded(page.getByRole('img', { name: 'Demo Gif', exact: true }));
    const panelPreview = settingsPanel(page).getByRole('img', { name: 'Demo GIF', exact: true });
    await expectImageLoaded(panelPreview);
    expect((await panelPreview.boundingBox())?.height).toBeLessThanOrEqual(255);
    await expect(settingsPanel(page).getByRole('button', { name: 'Regenerate demo GIF' })).toBeEnabled();
    await shot('demo-gif-04-review-en');
  });

  await test.step('Regenerate with nothing changed ends with the GIF up to date', async () => {
    // The server says at once that nothing was queued: no waiting for a render that will not come.
    const answer = page.waitForResponse((response) => response.url().endsWith('/generate-gif'));
    await settingsPanel(page).getByRole('button', { name: 'Regenerate demo GIF' }).click();
    expect(await (await answer).json()).toMatchObject({ queued: false });
    await expect(page.getByText('The demo GIF is already up to date')).toBeVisible({ timeout: 5_000 });
    await expect(settingsPanel(page).getByText('Rendering GIF…')).toHaveCount(0);
    await expectImageLoaded(settingsPanel(page).getByRole('img', { name: 'Demo GIF', exact: true }));
  });

  await test.step('publishes the article', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish article?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(page.getByText('Article published')).toBeVisible();
    const share = page.getByRole('dialog', { name: 'Copy Direct Link' });
    publicUrl = (await share.getByRole('link', { name: 'Open public page' }).getAttribute('href')) ?? '';
    expect(publicUrl).toMatch(new RegExp(`^${baseURL}/shared/[\\w-]+$`));
    await page.keyboard.press('Escape');
  });

  await test.step('a reader in a fresh browser sees the animated GIF on the public page', async () => {
    const reader = await browser.newContext({ locale: 'en-US', viewport: VIEWPORT });
    const readerPage = await reader.newPage();
    const response = await readerPage.goto(publicUrl);
    expect(response?.status()).toBe(200);
    const gif = readerPage.getByRole('main').getByRole('img', { name: 'Demo Gif', exact: true });
    await expectImageLoaded(gif);
    const src = await gif.evaluate((image: HTMLImageElement) => image.currentSrc);
    const file = await reader.request.get(src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/gif');
    const info = readGif(await file.body());
    expect(info.version).toBe('GIF89a');
    // One frame per step of the recording, shown in a loop.
    expect(info.frames).toBe(3);
    expect(info.loops).toBe(true);
    await loadAllImages(readerPage);
    await shot('demo-gif-05-public-en', readerPage);
    await readerPage.setViewportSize(PHONE);
    await expectImageLoaded(gif);
    expect(await readerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('demo-gif-06-public-phone-en', readerPage);
    await reader.close();
  });

  await test.step('on a phone and in German', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`/articles/${articleId}/steps?l=en`);
    await expect(sidePanel(page).getByRole('img', { name: 'Demo GIF', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot('demo-gif-07-step-editor-phone-en');

    await page.goto(`/articles/${articleId}/steps?l=de`);
    const panel = page.getByRole('complementary', { name: 'Details zum Schritt' });
    await expect(panel.getByRole('button', { name: 'Demo-GIF neu erstellen' })).toBeVisible();
    await expect(panel.getByText(/zeigen darin ihre Anmerkungen \(1 von 3\)/)).toBeVisible();
    await shot('demo-gif-08-step-editor-phone-de');
    await page.setViewportSize(VIEWPORT);
    await shot('demo-gif-09-step-editor-de');

    await page.goto(`/articles/${articleId}?l=de`);
    const settings = page
      .getByRole('complementary')
      .filter({ has: page.getByRole('heading', { name: 'Artikeleinstellungen' }) });
    await expectImageLoaded(settings.getByRole('img', { name: 'Demo-GIF', exact: true }));
    await expectImageLoaded(page.getByRole('img', { name: 'Demo Gif', exact: true }));
    await shot('demo-gif-10-article-de');
  });
});
