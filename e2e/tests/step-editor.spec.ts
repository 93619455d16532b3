import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { canvasOf, drag, uploadRecording, VIEWPORT } from '../support/stepRecording';

/**
 * The step editor (spec 02 §2, §4, issue 8) on a recording uploaded through the API as the recorder
 * posts it: draw each annotation kind, zoom around an anchor, save, reload and find them all again,
 * then delete a step. Screenshots on a desktop and a phone, in English and German.
 */

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
