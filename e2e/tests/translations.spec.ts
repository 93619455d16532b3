import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { SLOW_TRANSLATION_MARK } from '../support/aiStandIn';
import { editorOf, saveWithShortcut, writeManualArticle } from '../support/articleFlows';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { expectNoSidewaysScroll, PHONE } from '../support/phoneLayout';

/**
 * Automatic translation through the e2e AI stand-in (support/aiStandIn.ts), which answers a
 * translation prompt with every piece prefixed by the target language's code ("[DE] ") after a few
 * seconds, as a model would take them.
 */
const TITLE = 'Reset your password';
const FIRST = 'Open the settings page and choose Reset password.';
const SECOND = 'Sign in again with the new password.';
const TRANSLATED_TITLE = `[DE] ${TITLE}`;
/** Translations run on the worker, and the page asks every 5 s. */
const TRANSLATION_TIMEOUT = 45_000;

/** The article's translations tab, the German entry of its language list, and its panel. */
const languages = (page: Page, name: string) => page.getByRole('navigation', { name });
const panel = (page: Page, language: string) => page.getByRole('region', { name: language });

async function writeArticle(page: Page): Promise<string> {
  const articleId = await writeManualArticle(page, TITLE);
  await editorOf(page).click();
  await page.keyboard.type(FIRST);
  await saveWithShortcut(page);
  return articleId;
}

/**
 * Two more articles whose translations take the stand-in long (support/aiStandIn.ts): they keep
 * both of the product's job workers (JOB_CONCURRENCY 2) busy, so the next translation waits.
 */
async function occupyTranslationWorkers(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (const title of ['Busy one', 'Busy two']) {
    const response = await page.request.post('/v1/help-articles/create-manual-article', {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, content: `A long text ${SLOW_TRANSLATION_MARK}.` },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

/** Settings → Translations → Manage languages → Deutsch → Add language → Done, with the interface's words. */
async function addGerman(
  page: Page,
  words: { path: string; manage: string; dialog: string; add: string; done: string },
) {
  await page.goto(words.path);
  await page.getByRole('link', { name: words.manage }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').selectOption('de');
  await dialog.getByRole('button', { name: words.add }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Deutsch' })).toBeVisible();
  await dialog.getByRole('button', { name: words.done }).click();
  await expect(dialog).toBeHidden();
}

test('an article becomes available in German, is shared in German, and follows its source', async ({
  page,
  browser,
  baseURL,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(300_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  let articleId = '';

  await test.step('a new company writes an article; without languages its translations tab says where to add them', async () => {
    await registerCompany(page, {
      firstName: 'Theo',
      lastName: 'Translator',
      email: uniqueEmail('translations'),
      organization: 'Many Tongues',
    });
    await startTrial(page);
    await page.goto('/articles?l=en');
    articleId = await writeArticle(page);
    await page
      .getByRole('navigation', { name: 'Article sections' })
      .getByRole('link', { name: 'Translations' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/articles/${articleId}/translations$`));
    await expect(page.getByRole('heading', { name: 'No translation languages yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Translation settings' })).toHaveAttribute(
      'href',
      '/settings/translations',
    );
  });

  await test.step('adds German; the settings list the job and the article becomes available in German', async () => {
    await addGerman(page, {
      path: '/settings/translations?l=en',
      manage: 'Manage languages',
      dialog: 'Translation languages',
      add: 'Add language',
      done: 'Done',
    });
    await expect(page.getByRole('heading', { name: 'Recent translations' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Open the translations of ${TITLE}` })).toBeVisible();
    await saveScreenshot('translations-00-settings-jobs');

    await page.goto(`/articles/${articleId}/translations?l=en`);
    const german = languages(page, 'Languages').getByRole('button', { name: /Deutsch/ });
    await expect(german).toContainText(/Waiting for translation|Translating\.\.\.|Translated/);
    await expect(german).toContainText('Translated', { timeout: TRANSLATION_TIMEOUT });
    const translation = panel(page, 'Deutsch');
    await expect(translation.getByText(TRANSLATED_TITLE)).toBeVisible();
    await expect(translation.getByText(`[DE] ${FIRST}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'article translations (en)');
    await saveScreenshot('translations-01-available-in-german');

    await page.goto('/articles?l=en');
    const row = page.getByRole('link', { name: new RegExp(TITLE) });
    await expect(row.getByText('EN · DE')).toBeVisible();
  });

  await test.step('publishes it and copies the German link; a fresh browser reads the German text', async () => {
    await page.goto(`/articles/${articleId}?l=en`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish article?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    const share = page.getByRole('dialog', { name: 'Copy Direct Link' });
    const copyGerman = share.getByRole('button', { name: 'Copy Direct Link (German)' });
    await expect(copyGerman).toBeEnabled();
    await copyGerman.click();
    await expect(copyGerman).toHaveText('Copied!');
    const germanUrl = await page.evaluate(() => navigator.clipboard.readText());
    expect(germanUrl).toMatch(new RegExp(`^${baseURL}/shared/[\\w-]+\\?lang=de$`));
    await saveScreenshot('translations-02-share-languages');

    const reader = await browser.newContext({ locale: 'en-US' });
    try {
      const readerPage = await reader.newPage();
      const response = await readerPage.goto(germanUrl);
      expect(response?.status()).toBe(200);
      await expect(readerPage.getByRole('heading', { level: 1, name: TRANSLATED_TITLE })).toBeVisible();
      await expect(readerPage.getByText(`[DE] ${FIRST}`)).toBeVisible();
      await saveScreenshot('translations-03-shared-in-german', readerPage);
    } finally {
      await reader.close();
    }
  });

  await test.step('a source edit puts German on hold, and a new translation follows', async () => {
    await occupyTranslationWorkers(page);
    await page.goto(`/articles/${articleId}?tab=edit&l=en`);
    await editorOf(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\n\n${SECOND}`);
    await saveWithShortcut(page);
    await page.goto(`/articles/${articleId}/translations?l=en`);
    const german = languages(page, 'Languages').getByRole('button', { name: /Deutsch/ });
    await expect(german).toContainText('On hold...');
    // Readers keep the earlier translation meanwhile.
    await expect(panel(page, 'Deutsch').getByText(`[DE] ${FIRST}`)).toBeVisible();
    await saveScreenshot('translations-04-on-hold');
    await expect(german).toContainText('Translated', { timeout: TRANSLATION_TIMEOUT });
    await expect(panel(page, 'Deutsch').getByText(`[DE] ${SECOND}`)).toBeVisible();
    await saveScreenshot('translations-05-translated-again');
  });

  await test.step('edits the German text by hand beside the source: it is marked as edited', async () => {
    const translation = panel(page, 'Deutsch');
    await translation.getByRole('button', { name: 'Edit' }).click();
    await expect(translation.getByRole('region', { name: 'Source text (English)' })).toContainText(FIRST);
    await translation.getByLabel('Title').fill('Passwort zurücksetzen');
    await expectNoSeriousA11yViolations(page, 'translation editor (en)');
    await saveScreenshot('translations-06-editor-beside-source');
    await translation.getByRole('button', { name: 'Save translation' }).click();
    await expect(page.getByText('Translation saved')).toBeVisible();
    await expect(translation.getByText('Passwort zurücksetzen')).toBeVisible();
    await expect(translation.getByText('Edited', { exact: true })).toBeVisible();
  });

  await test.step('a later source edit keeps the edited text and offers the new machine translation, on a wide and a phone screen', async () => {
    await page.goto(`/articles/${articleId}?tab=edit&l=en`);
    await editorOf(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Done.');
    await saveWithShortcut(page);
    await page.goto(`/articles/${articleId}/translations?l=en`);
    const translation = panel(page, 'Deutsch');
    await expect(translation.getByText(/a new machine translation of it was made on/)).toBeVisible({
      timeout: TRANSLATION_TIMEOUT,
    });
    await expect(translation.getByText('Passwort zurücksetzen')).toBeVisible();
    await expect(translation.getByText('Source changed', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edited translation with a newer machine version (en)');
    await saveScreenshot('translations-07-newer-machine-version');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, 'article translations (phone, en)', translation);
    await saveScreenshot('translations-08-phone');
    await translation.getByRole('button', { name: 'Edit' }).click();
    await expect(translation.getByRole('region', { name: 'Source text (English)' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'translation editor (phone, en)');
    await saveScreenshot('translations-09-phone-editor');
    await translation.getByRole('button', { name: 'Cancel' }).click();

    await translation.getByRole('button', { name: 'Accept new machine translation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept the new machine translation?' });
    await dialog.getByRole('button', { name: 'Accept new machine translation' }).click();
    await expect(translation.getByText(`[DE] ${TITLE}`)).toBeVisible();
    await expect(translation.getByText('Machine translation', { exact: true })).toBeVisible();
  });
});

test('the translations screens in German', async ({ page, uniqueEmail, saveScreenshot }) => {
  test.setTimeout(240_000);
  await registerCompany(page, {
    firstName: 'Greta',
    lastName: 'Gerlach',
    email: uniqueEmail('translations-de'),
    organization: 'Sprachen GmbH',
  });
  await startTrial(page);
  await page.goto('/articles?l=en');
  const articleId = await writeArticle(page);

  await addGerman(page, {
    path: '/settings/translations?l=de',
    manage: 'Sprachen verwalten',
    dialog: 'Übersetzungssprachen',
    add: 'Sprache hinzufügen',
    done: 'Fertig',
  });
  await page.goto(`/articles/${articleId}/translations?l=de`);
  await expect(page.getByRole('heading', { name: 'Übersetzungen' })).toBeVisible();
  const german = languages(page, 'Sprachen').getByRole('button', { name: /Deutsch/ });
  await expect(german).toContainText('Übersetzt', { timeout: TRANSLATION_TIMEOUT });
  await expect(panel(page, 'Deutsch').getByText(TRANSLATED_TITLE)).toBeVisible();
  await expect(panel(page, 'Deutsch').getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'article translations (de)');
  await saveScreenshot('translations-10-german-interface');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'article translations (phone, de)', panel(page, 'Deutsch'));
  await saveScreenshot('translations-11-german-phone');
  await page.goto('/settings/translations?l=de');
  await expect(page.getByRole('link', { name: `Übersetzungen von ${TITLE} öffnen` })).toBeVisible();
  await expect(page.getByText('Übersetzt', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'translation settings (phone, de)');
  await saveScreenshot('translations-12-german-settings-phone');
});
