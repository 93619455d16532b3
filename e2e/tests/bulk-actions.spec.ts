import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';

test('a team selects 30 articles, publishes them and moves them into a help center group at once', async ({
  page,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(180_000);
  let centerId = '';
  let groupId = '';
  await test.step('a company on a paid plan has 30 private articles and a help center group', async () => {
    await registerCompany(page, {
      firstName: 'Bea',
      lastName: 'Bulk',
      email: uniqueEmail('bulk'),
      organization: 'Bulk Support',
    });
    await startTrial(page);
    // The trial holds 10 articles; the built-in checkout activates the plan at once.
    await api(page, 'POST', '/payment/create-checkout-session', { productId: 'prod_pro' });
    for (let i = 1; i <= 30; i++) {
      await api(page, 'POST', '/help-articles/create-manual-article', {
        title: `Bulk guide ${String(i).padStart(2, '0')}`,
        content: `Step ${i}.`,
      });
    }
    centerId = (await api(page, 'POST', '/help-centers', { name: 'Bulk Help' })).id;
    groupId = (
      await api(page, 'POST', `/public-groups/help-centers/${centerId}/groups`, {
        name: 'Getting started',
        parentId: null,
      })
    ).id;
  });

  await test.step('selects all 30 from the header and publishes them; Undo takes it back', async () => {
    await page.goto('/articles?l=en');
    await expect(page.getByText('Bulk guide 30')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select all articles that match' }).check();
    const bar = page.getByRole('region', { name: 'Actions for the selected articles' });
    await expect(bar.getByText('30 selected')).toBeVisible();
    await saveScreenshot('bulk-01-selected');
    await expectNoSeriousA11yViolations(page, 'articles list with a selection');
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('30 articles published')).toBeVisible();
    await saveScreenshot('bulk-02-published-toast');
    await bar.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Undone for 30 articles')).toBeVisible();
    const list = await api(page, 'GET', '/help-articles?show=published');
    expect(list.total).toBe(0);
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();
    // The first toast may still be fading out.
    await expect(page.getByText('30 articles published').last()).toBeVisible();
  });

  await test.step('moves them into the group chosen by help center and group', async () => {
    const bar = page.getByRole('region', { name: 'Actions for the selected articles' });
    await bar.getByRole('button', { name: 'Move to group…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to group' });
    await dialog.getByLabel('Help center').selectOption({ label: 'Bulk Help' });
    await dialog.getByLabel('Group').selectOption({ label: 'Getting started' });
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText('30 articles moved to Getting started')).toBeVisible();
    await saveScreenshot('bulk-03-moved-toast');
    const tree = await api(page, 'GET', `/public-groups/help-centers/${centerId}/groups`);
    const inGroup = (tree.articles as Array<{ publicKnowledgeBaseArticleGroupId: string | null }>).filter(
      (article) => article.publicKnowledgeBaseArticleGroupId === groupId,
    );
    expect(inGroup).toHaveLength(30);
  });

  await test.step('in German, by the keyboard: a range with Shift+Space, the bar in German', async () => {
    await page.goto('/articles?l=de');
    const first = page.getByRole('checkbox', { name: 'Bulk guide 30 auswählen' });
    await first.focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'Bulk guide 28 auswählen' }).focus();
    await page.keyboard.press('Shift+Space');
    const bar = page.getByRole('region', { name: 'Aktionen für die ausgewählten Artikel' });
    await expect(bar.getByText('3 ausgewählt')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'In Gruppe verschieben…' })).toBeVisible();
    await saveScreenshot('bulk-04-german-range');
  });
});
