import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { api } from '../support/api';
import { editorLine } from '../support/articleFlows';
import { expect, linkFrom, test } from '../support/fixtures';
import { PASSWORD, registerCompany, startTrial } from '../support/flows';

test('a writer comments on a selected passage and mentions a colleague, who gets a mail in German', async ({
  page,
  uniqueEmail,
  latestMailTo,
  saveScreenshot,
}) => {
  test.setTimeout(120_000);
  const colleagueEmail = uniqueEmail('colleague');
  let articleId = '';

  await test.step('a company with a German-speaking colleague and an article', async () => {
    await registerCompany(page, {
      firstName: 'Cora',
      lastName: 'Comment',
      email: uniqueEmail('cora'),
      organization: 'Comment Support',
    });
    await startTrial(page);
    await api(page, 'POST', '/organization/users/invite', { email: colleagueEmail, role: 'MEMBER' });
    const invitation = await latestMailTo(colleagueEmail);
    const inviteToken = new URL(linkFrom(invitation, '/invitation')).searchParams.get('inviteToken');
    // The colleague signs up in German: mails to them are written in German.
    const joined = await page.request.post('/v1/auth/register', {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
      data: {
        email: colleagueEmail,
        password: PASSWORD,
        firstName: 'Jonas',
        lastName: 'Kollege',
        organizationType: 'PERSONAL',
        inviteToken,
      },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
    articleId = (
      await api(page, 'POST', '/help-articles/create-manual-article', {
        title: 'Change your plan',
        content: 'Open the billing page.\n\nChoose the yearly plan to save money.',
      })
    ).id;
  });

  await test.step('selects a passage in the editor and comments on it with a mention', async () => {
    await page.goto(`/articles/${articleId}?tab=edit&l=en`);
    const line = editorLine(page, 'Choose the yearly plan');
    await line.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Comment on the selection' }).click();
    const panel = page.getByRole('region', { name: 'Comments' });
    await expect(panel.getByText('Choose the yearly plan to save money.')).toBeVisible();
    const field = panel.getByRole('combobox', { name: 'New comment' });
    await expect(field).toBeFocused();
    await field.pressSequentially('Is this still right, @Jon');
    await expect(panel.getByRole('option', { name: /Jonas Kollege/ })).toBeVisible();
    await field.press('Enter');
    await expect(field).toHaveValue('Is this still right, @Jonas Kollege ');
    await saveScreenshot('comments-01-mention');
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(panel.getByRole('article', { name: 'Thread by Cora Comment' })).toBeVisible();
    await expect(panel.getByText('Open (1)')).toBeVisible();
    await saveScreenshot('comments-02-thread');
    await expectNoSeriousA11yViolations(page, 'article editor with the Comments panel');
    // The thread's quote finds its passage in the text again.
    await page.keyboard.press('Control+Home');
    await panel
      .getByRole('button', { name: 'Show “Choose the yearly plan to save money.” in the text' })
      .click();
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.toString()))
      .toBe('Choose the yearly plan to save money.');
  });

  await test.step('the colleague’s mail is in German and links to the thread', async () => {
    const mail = await latestMailTo(colleagueEmail, { subject: /erwähnt/ });
    expect(mail.subject).toBe('Cora Comment hat Sie in einem Kommentar zu „Change your plan“ erwähnt');
    expect(mail.text).toContain('Is this still right, @Jonas Kollege');
    const link = new URL(linkFrom(mail, `/articles/${articleId}`));
    expect(link.searchParams.get('comments')).toBeTruthy();
  });

  await test.step('the list shows one open thread; resolving it clears the badge', async () => {
    await page.goto('/articles?l=en');
    await expect(page.getByText('1 open comment thread')).toBeAttached();
    await page.goto(`/articles/${articleId}?l=en`);
    await page.getByRole('button', { name: 'Comments' }).click();
    await page.getByRole('region', { name: 'Comments' }).getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('No open threads.')).toBeVisible();
    await page.goto('/articles?l=en');
    await expect(page.getByText('Change your plan')).toBeVisible();
    await expect(page.getByText('1 open comment thread')).not.toBeAttached();
  });

  await test.step('readers of the shared page never see the comment', async () => {
    const article = await api(page, 'POST', `/help-articles/${articleId}/publish`);
    const shared = await page.request.get(`/shared/${article.sharingId}`);
    expect(await shared.text()).toContain('Choose the yearly plan');
    expect(await shared.text()).not.toContain('Is this still right');
  });
});
