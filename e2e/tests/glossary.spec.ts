import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { editorLine, editorOf, saveWithShortcut, writeManualArticle } from '../support/articleFlows';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';

const SENTENCE = 'Open the Workspace settings and pick a space.';
/** What the e2e AI stand-in (support/aiStandIn.ts) answers to a prompt that is not a smart edit. */
const STAND_IN_ANSWER = 'Answer of the e2e AI stand-in.';

/** The glossary table's row of a term. */
const row = (page: Page, term: string) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: term }) });

test('a writer adds a glossary entry from an editor selection, sees it in the glossary, edits and deletes it', async ({
  page,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(240_000);
  let articleUrl = '';

  await test.step('a new company writes an article that uses a term', async () => {
    await registerCompany(page, {
      firstName: 'Gloria',
      lastName: 'Glossary',
      email: uniqueEmail('glossary'),
      organization: 'Consistent Docs',
    });
    await startTrial(page);
    await page.goto('/articles?l=en');
    await writeManualArticle(page, 'Invite your team');
    articleUrl = new URL(page.url()).pathname;
    await editorOf(page).click();
    await page.keyboard.type(SENTENCE);
    await saveWithShortcut(page);
  });

  await test.step('selects "Workspace" and presses Ctrl+Shift+G: the add dialog has it as the term', async () => {
    await editorLine(page, SENTENCE).click();
    await page.keyboard.press('Home');
    for (let i = 0; i < 'Open the '.length; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 'Workspace'.length; i++) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Control+Shift+G');
    const dialog = page.getByRole('dialog', { name: 'Add glossary entry' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Term')).toHaveValue('Workspace');
    await expectNoSeriousA11yViolations(page, 'add glossary entry dialog (en)');
  });

  await test.step('generates a definition, which comes with the article that uses the term, and saves', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add glossary entry' });
    await dialog.getByRole('button', { name: 'Generate definition' }).click();
    await expect(dialog.getByLabel('Definition')).toHaveValue(STAND_IN_ANSWER, { timeout: 30_000 });
    const usages = dialog.getByRole('region', { name: 'Used in your articles' });
    await expect(usages.getByRole('link', { name: 'Invite your team' })).toHaveAttribute('href', articleUrl);
    await expect(usages).toContainText(SENTENCE);
    await saveScreenshot('glossary-01-add-from-editor');
    await dialog.getByLabel('Definition').fill('The shared area where a team keeps its articles.');
    await dialog.getByLabel(/^Do not use/).fill('space, area');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(page.getByText('“Workspace” was added to the glossary')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Back in the editor, which now marks the word to avoid.
    await expect(page).toHaveURL(new RegExp(`${articleUrl}`));
    const mark = editorOf(page).locator('.cm-glossary-avoid');
    await expect(mark).toHaveText('space');
    await expect(mark).toHaveAttribute('title', 'Glossary: do not use “space”, use “Workspace”');
    await saveScreenshot('glossary-02-editor-mark');
  });

  await test.step('the glossary lists the entry with its creator; search filters it', async () => {
    await page.goto('/glossary?l=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
    const workspace = row(page, 'Workspace');
    await expect(workspace).toContainText('The shared area where a team keeps its articles.');
    await expect(workspace).toContainText('Gloria Glossary');
    await expect(workspace.getByRole('listitem')).toHaveText(['space', 'area']);
    await expectNoSeriousA11yViolations(page, 'glossary (en)');
    await saveScreenshot('glossary-03-list');
    const search = page.getByRole('searchbox', { name: 'Search glossary' });
    await search.fill('billing');
    await expect(page.getByText('No entries match “billing”.')).toBeVisible();
    await search.fill('shared area');
    await expect(row(page, 'Workspace')).toBeVisible();
    await search.fill('');
  });

  await test.step('edits the entry', async () => {
    await page.getByRole('button', { name: 'Edit Workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit glossary entry' });
    await expect(dialog.getByLabel('Term')).toHaveValue('Workspace');
    await dialog.getByLabel(/^Example/).fill('Invite colleagues to your workspace.');
    await expectNoSeriousA11yViolations(page, 'edit glossary entry dialog (en)');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Workspace')).toContainText('Invite colleagues to your workspace.');
  });

  await test.step('a second entry with the same term in other case is refused on the term field', async () => {
    await page.getByRole('button', { name: 'Add Entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add glossary entry' });
    await dialog.getByLabel('Term').fill('workspace');
    await dialog.getByLabel('Definition').fill('Again.');
    await dialog.getByRole('button', { name: 'Add entry' }).click();
    await expect(dialog.getByText('The glossary already has an entry for "Workspace"')).toBeVisible();
    await expect(dialog.getByLabel('Term')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('deletes it after confirming', async () => {
    await page.getByRole('button', { name: 'Delete Workspace' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete glossary entry?' });
    await expect(confirm).toContainText('Are you sure you want to delete “Workspace” from the glossary?');
    await expectNoSeriousA11yViolations(page, 'delete glossary entry dialog (en)');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Glossary entry deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
    await saveScreenshot('glossary-04-empty');
  });

  await test.step('in German: the empty glossary, the add dialog and the list', async () => {
    await page.goto('/glossary?l=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Glossar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Noch keine Einträge' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'glossary (de)');
    await page.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Glossareintrag hinzufügen' });
    await dialog.getByLabel('Begriff').fill('E-Mail-Adresse');
    await dialog.getByLabel('Definition').fill('Die Adresse, an die Nachrichten gehen.');
    await dialog.getByLabel(/^Nicht verwenden/).fill('Mailadresse');
    await expectNoSeriousA11yViolations(page, 'add glossary entry dialog (de)');
    await dialog.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
    await expect(page.getByText('„E-Mail-Adresse“ wurde zum Glossar hinzugefügt')).toBeVisible();
    await expect(row(page, 'E-Mail-Adresse')).toContainText('Gloria Glossary');
    await expect(page.getByText('1 Eintrag', { exact: true })).toBeVisible();
    await saveScreenshot('glossary-05-german');
  });
});
