import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  buyPlanInSettings,
  editorLine,
  editorOf,
  expectImageLoaded,
  openReview,
  saveWithShortcut,
  settingsPanel,
  solidPng,
  unzip,
  writeManualArticle,
} from '../support/articleFlows';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';

const TITLE = 'Export Your Monthly Report: 3 Steps!';
const SENTENCE = 'Click Save to keep your changes.';
// What the AI stand-in (support/aiStandIn.ts) makes of any passage: the same text in capitals.
const EDITED = 'CLICK SAVE TO KEEP YOUR CHANGES.';

/** A rendered paragraph (the Review tab, the public page); the hidden editor's lines are not. */
const paragraph = (page: Page, text: string) =>
  page
    .getByRole('paragraph')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

test('a writer writes, formats, illustrates, smart-edits, publishes, unpublishes and downloads an article', async ({
  page,
  browser,
  baseURL,
  uniqueEmail,
  saveScreenshot,
}) => {
  // A fresh organization, a server round trip per keystroke batch, a checkout and a second browser.
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const png = solidPng(48, 32, [234, 88, 12]);
  let imageId = '';
  let articleId = '';

  await test.step('a new company writes its first manual article', async () => {
    await registerCompany(page, {
      firstName: 'Wanda',
      lastName: 'Writer',
      email: uniqueEmail('writer'),
      organization: 'Northwind Docs',
    });
    await startTrial(page);
    await page.goto('/articles');
    await expect(page.getByText('No help articles yet')).toBeVisible();
    await saveScreenshot('articles-01-empty-list');
    articleId = await writeManualArticle(page, TITLE);
    await expect(page.getByText('Private', { exact: true })).toBeVisible();
  });

  await test.step('types markdown, makes a word bold with the toolbar and saves with Ctrl+S', async () => {
    await editorOf(page).click();
    await page.keyboard.type('## Getting started');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Open the ');
    // The toolbar wraps a selected placeholder; typing replaces it, End leaves the closing **.
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Settings');
    await page.keyboard.press('End');
    await page.keyboard.type(' page first.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type(SENTENCE);
    await expect(editorLine(page, 'Open the')).toHaveText('Open the **Settings** page first.');
    await expect(page.getByRole('tab', { name: 'Edit' })).toContainText('Unsaved changes');
    await saveScreenshot('articles-02-editor-unsaved');
    await saveWithShortcut(page);
  });

  await test.step('after a reload the Review tab renders the heading and the bold word', async () => {
    await page.reload();
    await openReview(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
    await expect(page.getByRole('strong').filter({ hasText: 'Settings' })).toBeVisible();
    await expect(paragraph(page, SENTENCE)).toBeVisible();
    await saveScreenshot('articles-03-review-rendered');
  });

  await test.step('uploads an image in Article Settings and drags it into the editor', async () => {
    const panel = settingsPanel(page);
    await expect(panel.getByText('No images uploaded yet.')).toBeVisible();
    await panel.getByLabel('Upload image').setInputFiles({
      name: 'diagram.png',
      mimeType: 'image/png',
      buffer: png,
    });
    const tile = panel
      .getByRole('list', { name: 'Images' })
      .getByRole('listitem')
      .filter({ hasText: 'diagram.png' });
    await expectImageLoaded(tile.locator('img'));

    await page.getByRole('tab', { name: 'Edit' }).click();
    await expect(panel.getByText('Drag an image into the editor to place it there.')).toBeVisible();
    // Native HTML5 drag and drop, driven by Playwright's mouse: dragstart puts the image's markdown
    // on the DataTransfer, the editor's drop handler places it at the end of the line it lands on.
    const target = editorLine(page, 'page first.');
    const box = (await target.boundingBox())!;
    await tile.dragTo(target, { targetPosition: { x: box.width - 4, y: box.height / 2 } });
    const dropped = editorLine(page, '![External:');
    await expect(dropped).toHaveText(/^!\[External:[0-9a-f-]{36}\]\(diagram\.png "diagram"\)$/);
    imageId = /External:([0-9a-f-]{36})/.exec((await dropped.textContent()) ?? '')![1]!;
    await expect(editorOf(page).locator('.cm-line')).toHaveText([
      '## Getting started',
      '',
      'Open the **Settings** page first.',
      '',
      `![External:${imageId}](diagram.png "diagram")`,
      '',
      SENTENCE,
    ]);
    await saveScreenshot('articles-04-image-dropped');
    await saveWithShortcut(page);

    await openReview(page);
    // Readers are told what the image shows (its title, made from the file name), not its id.
    await expectImageLoaded(page.getByRole('img', { name: 'diagram', exact: true }));
  });

  await test.step('selects a sentence and smart-edits it with Ctrl+K through the AI stand-in', async () => {
    await page.getByRole('tab', { name: 'Edit' }).click();
    await editorLine(page, SENTENCE).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Control+k');
    const popup = page.getByRole('dialog', { name: 'Smart Edit' });
    await popup.getByRole('textbox', { name: 'What should change?' }).fill('Write it in capitals');
    await page.keyboard.press('Enter');
    await expect(popup.getByText(EDITED)).toBeVisible({ timeout: 30_000 });
    await saveScreenshot('articles-05-smart-edit-result');
    await popup.getByRole('button', { name: 'Accept' }).click();
    await expect(popup).toBeHidden();
    await expect(editorLine(page, EDITED)).toHaveText(EDITED);
    await expect(editorLine(page, 'Open the')).toHaveText('Open the **Settings** page first.');
    await saveWithShortcut(page);

    await page.reload();
    await openReview(page);
    await expect(paragraph(page, EDITED)).toBeVisible();
    await expect(paragraph(page, 'Open the Settings page first.')).toBeVisible();
    await expect(paragraph(page, SENTENCE)).toHaveCount(0);
  });

  const reader = await browser.newContext({ locale: 'en-US' });
  const readerPage = await reader.newPage();
  let publicUrl = '';

  await test.step('publishes after the confirmation; a fresh browser reads it without signing in', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish article?' });
    await expect(confirm).toContainText('Anyone with the link can read this article');
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Article published')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    const share = page.getByRole('dialog', { name: 'Copy Direct Link' });
    publicUrl = (await share.getByRole('link', { name: 'Open public page' }).getAttribute('href')) ?? '';
    expect(publicUrl).toMatch(new RegExp(`^${baseURL}/shared/[\\w-]+$`));

    await share.getByRole('button', { name: 'Copy Direct Link (English)' }).click();
    await expect(share.getByRole('button', { name: 'Copy Direct Link (English)' })).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    await saveScreenshot('articles-06-published-share');
    // The feedback lasts 1.5 s.
    await expect(share.getByRole('button', { name: 'Copy Direct Link (English)' })).toHaveText('Copy');

    const response = await readerPage.goto(publicUrl);
    expect(response?.status()).toBe(200);
    await expect(readerPage).toHaveTitle(TITLE);
    await expect(readerPage.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(readerPage.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
    await expect(readerPage.getByRole('strong').filter({ hasText: 'Settings' })).toBeVisible();
    await expect(paragraph(readerPage, 'Open the Settings page first.')).toBeVisible();
    await expect(paragraph(readerPage, EDITED)).toBeVisible();
    await expectImageLoaded(readerPage.getByRole('main').getByRole('img'));
    await saveScreenshot('articles-07-public-page', readerPage);
  });

  await test.step('unpublishes; the public link answers the 404 page', async () => {
    await page
      .getByRole('dialog', { name: 'Copy Direct Link' })
      .getByRole('button', { name: 'Unpublish Article' })
      .click();
    await expect(page.getByText('Article unpublished')).toBeVisible();
    await expect(page.getByText('Private', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();

    // The reader who had the page reloads it: the browser asks again (its copy may be kept a
    // minute, like a CDN's, for a plain visit) and the server, its own cache invalidated, says 404.
    const reloaded = await readerPage.reload();
    expect(reloaded?.status()).toBe(404);
    await expect(readerPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await reader.close();

    // Someone new with the link, in a browser of their own.
    const stranger = await browser.newContext({ locale: 'en-US' });
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(publicUrl);
    expect(response?.status()).toBe(404);
    await expect(strangerPage.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(strangerPage.getByText('Error Code: 404')).toBeVisible();
    await expect(strangerPage.getByText(TITLE)).toHaveCount(0);
    await expect(strangerPage.getByText(EDITED)).toHaveCount(0);
    await saveScreenshot('articles-08-public-404', strangerPage);
    await stranger.close();
  });

  await test.step('on the trial there is no download; after buying Pro the zip holds article.md and the image', async () => {
    await expect(settingsPanel(page).getByRole('button', { name: 'Download Markdown' })).toHaveCount(0);
    await buyPlanInSettings(page, 'Pro');
    await page.goto(`/articles/${articleId}`);
    const button = settingsPanel(page).getByRole('button', { name: 'Download Markdown' });
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('export_your_monthly_report__3_steps_.zip');
    const files = unzip(readFileSync(await download.path()));
    expect([...files.keys()].sort()).toEqual(['article.md', 'diagram.png']);
    expect(files.get('article.md')!.toString('utf8')).toBe(
      [
        // The file stands on its own: its title comes first, as a heading.
        `# ${TITLE}`,
        '## Getting started',
        'Open the **Settings** page first.',
        '![diagram](diagram.png)',
        EDITED,
      ].join('\n\n'),
    );
    expect(files.get('diagram.png')!.equals(png)).toBe(true);
    await expect(button).toBeEnabled();
    await saveScreenshot('articles-09-after-download');
  });
});
