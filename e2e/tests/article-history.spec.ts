import { api } from '../support/api';
import { editorOf, saveWithShortcut, writeManualArticle } from '../support/articleFlows';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';

test('a writer publishes, makes a bad edit, compares the versions in History and restores the good one', async ({
  page,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(120_000);
  let id = '';
  await test.step('writes an article, saves and publishes it, then saves a bad edit', async () => {
    await registerCompany(page, {
      firstName: 'Hilde',
      lastName: 'History',
      email: uniqueEmail('history'),
      organization: 'History Support',
    });
    await startTrial(page);
    await page.goto('/articles?l=en');
    id = await writeManualArticle(page, 'Reset a password');
    await editorOf(page).click();
    await page.keyboard.type('Open Settings and click Reset password.');
    await saveWithShortcut(page);
    await api(page, 'POST', `/help-articles/${id}/publish`);
    await page.reload();
    await editorOf(page).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Ask someone else to do it.');
    await saveWithShortcut(page);
  });

  await test.step('History lists the three changes and marks the words that changed', async () => {
    await page.getByRole('tab', { name: 'History' }).click();
    const list = page.getByRole('list', { name: 'History' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').nth(0)).toContainText('Saved · Hilde History');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Published');
    const diff = page.getByTestId('revision-diff');
    await expect(diff.locator('.bg-rose-100').first()).toBeVisible();
    await expect(diff).toContainText('Ask someone else to do it.');
    await saveScreenshot('history-01-inline-diff');
    await page.getByRole('button', { name: 'Side by side' }).click();
    await expect(diff).toContainText('Older:');
    await saveScreenshot('history-02-side-by-side');
  });

  await test.step('restores the published version after a confirmation; the article stays published', async () => {
    const published = page.getByRole('list', { name: 'History' }).getByRole('listitem').nth(1);
    await published.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
    await expect(dialog).toContainText('A published article stays published.');
    await dialog.getByRole('button', { name: 'Restore version' }).click();
    await expect(page.getByText('The version was restored.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(
      'Restored',
    );
    const article = await api(page, 'GET', `/help-articles/${id}`);
    expect(article).toMatchObject({
      content: 'Open Settings and click Reset password.',
      isPubliclyShared: true,
    });
    await page.getByRole('tab', { name: 'Review' }).click();
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'Open Settings and click Reset password.' }),
    ).toBeVisible();
    // The editor, which had no unsaved changes, holds the restored text as its draft.
    await page.getByRole('tab', { name: 'Edit' }).click();
    await expect(editorOf(page).locator('.cm-line')).toHaveText(['Open Settings and click Reset password.']);
    await saveScreenshot('history-03-restored');
  });
});
