import { expectNoSeriousA11yViolations, expectReadableDisabledButtons } from '../support/accessibility';
import { editorOf, saveWithShortcut, writeManualArticle } from '../support/articleFlows';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { uploadRecording } from '../support/stepRecording';

/**
 * axe-core on every kind of screen, in English and German (issue "Hardening" item 2): signed out,
 * onboarding, the app shell and settings, the article screens and the step editor, a dialog, and
 * the public page in light and dark. No serious or critical violation anywhere.
 */

const SIGNED_OUT = [
  '/login',
  '/register',
  '/continue',
  '/request-reset',
  '/reset-password?token=not-a-real-token',
  '/invitation?token=not-a-real-token',
  '/help',
  '/no-such-page',
];
const SIGNED_IN = [
  '/get-started',
  '/articles',
  '/plans',
  '/settings/personal-info',
  '/settings/account',
  '/settings/general',
  '/settings/team',
  '/settings/translations',
  '/settings/plans',
  '/settings/usage',
  '/settings/organizations',
  '/settings/customization',
  '/settings/help',
  '/helpcenters',
  '/helpcenters/create',
  '/articles/create',
  '/markdown-help',
  '/organizations/add-member',
  '/organizations/create',
  '/upgrade',
  '/install-recorder',
  '/select-subscription',
];

test('no serious or critical accessibility violation on any screen, in English and German', async ({
  page,
  browser,
  uniqueEmail,
}) => {
  test.setTimeout(300_000);
  const check = async (path: string, language: 'en' | 'de') => {
    const separator = path.includes('?') ? '&' : '?';
    await page.goto(`${path}${separator}l=${language}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `${path} (${language})`);
    disabledButtons += await expectReadableDisabledButtons(page, `${path} (${language})`);
  };
  let disabledButtons = 0;

  await test.step('signed out', async () => {
    for (const language of ['en', 'de'] as const) for (const path of SIGNED_OUT) await check(path, language);
  });

  await registerCompany(page, {
    firstName: 'Ada',
    lastName: 'Access',
    email: uniqueEmail('a11y'),
    organization: 'Accessible Manuals',
  });
  await test.step('onboarding', async () => {
    for (const language of ['en', 'de'] as const)
      for (const step of ['profile', 'organization', 'preferences', 'trial-activation'])
        await check(`/onboarding/${step}`, language);
  });
  await startTrial(page);

  await test.step('the app shell, settings and dialogs', async () => {
    for (const language of ['en', 'de'] as const) for (const path of SIGNED_IN) await check(path, language);
  });

  let articleId = '';
  let publicUrl = '';
  await test.step('a written article: editor, review, share', async () => {
    await page.goto('/articles?l=en');
    articleId = await writeManualArticle(page, 'Reset your password');
    await editorOf(page).click();
    await page.keyboard.type('Open **Settings** and choose [Reset](https://example.com/reset).');
    await saveWithShortcut(page);
    await expectNoSeriousA11yViolations(page, 'article editor (en)');
    disabledButtons += await expectReadableDisabledButtons(page, 'article editor (en)');
    await page.goto(`/articles/${articleId}?tab=edit&l=de`);
    await expect(page.locator('.cm-content')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'article editor (de)');
    for (const language of ['en', 'de'] as const) await check(`/articles/${articleId}`, language);
    await page.goto(`/articles/${articleId}?l=en`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish article?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    const open = page
      .getByRole('dialog', { name: 'Copy Direct Link' })
      .getByRole('link', { name: 'Open public page' });
    await expect(open).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'share dialog (en)');
    publicUrl = (await open.getAttribute('href')) ?? '';
  });

  await test.step('dialogs: insert link, translation languages, organizations, help-center access', async () => {
    const words = {
      en: {
        manage: 'Manage languages',
        password: 'Password',
        sso: 'Single sign-on (SSO)',
        issuer: 'Issuer URL',
        toSso: 'Switch to SSO',
      },
      de: {
        manage: 'Sprachen verwalten',
        password: 'Passwort',
        sso: 'Single Sign-on (SSO)',
        issuer: 'Issuer-URL',
        toSso: 'Zu SSO wechseln',
      },
    };
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const dialog = page.getByRole('dialog');
    const checkDialog = async (name: string) => {
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, name);
      disabledButtons += await expectReadableDisabledButtons(page, name);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    const created = await page.request.post('/v1/help-centers', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Accessible help' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const helpCenterId = ((await created.json()) as { id: string }).id;
    for (const language of ['en', 'de'] as const) {
      await page.goto(`/articles/${articleId}?tab=edit&l=${language}`);
      await page.locator('.cm-content').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('ControlOrMeta+l');
      await checkDialog(`insert link (${language})`);

      await page.goto(`/settings/translations?l=${language}`);
      await page.getByRole('link', { name: words[language].manage }).click();
      await checkDialog(`translation languages (${language})`);

      await page.goto(`/organization-selector?l=${language}`);
      await checkDialog(`organization selector (${language})`);

      // Unprotected again (the trial allows one help center), so both dialogs open as they first do.
      const reset = await page.request.put(`/v1/help-centers/${helpCenterId}/settings`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { authenticationType: 'NONE', ssoEnabled: false },
      });
      expect(reset.status(), await reset.text()).toBe(200);
      await page.goto(`/helpcenters/${helpCenterId}/authentication?l=${language}`);
      // SSO's provider form: nothing changes until it is saved.
      await page.getByText(words[language].sso, { exact: true }).click();
      await expect(dialog.getByLabel(words[language].issuer)).toBeVisible();
      await checkDialog(`help center SSO (${language})`);
      await page.getByText(words[language].password, { exact: true }).click();
      await checkDialog(`help center password (${language})`);

      // From password to SSO asks first, then opens the provider form.
      const protect = await page.request.put(`/v1/help-centers/${helpCenterId}/settings`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { authenticationType: 'PASSWORD', password: 'readers-only' },
      });
      expect(protect.status(), await protect.text()).toBe(200);
      await page.reload();
      await page.getByText(words[language].sso, { exact: true }).click();
      await expect(dialog.getByRole('button', { name: words[language].toSso })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `help center, switch to SSO (${language})`);
      await dialog.getByRole('button', { name: words[language].toSso }).click();
      await expect(dialog.getByLabel(words[language].issuer)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  await test.step('the step editor of a recorded article', async () => {
    const recordedId = await uploadRecording(page, browser);
    for (const language of ['en', 'de'] as const) {
      await page.goto(`/articles/${recordedId}/steps?l=${language}`);
      await expect(page.locator('main img').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `step editor (${language})`);
    }
  });

  await test.step('the public page, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const reader = await browser.newContext({ colorScheme });
      const readerPage = await reader.newPage();
      await readerPage.goto(publicUrl);
      await expect(readerPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(readerPage, `public page (${colorScheme})`);
      await readerPage.goto(`${publicUrl}?lang=de`);
      await expect(readerPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(readerPage, `public page, German (${colorScheme})`);
      await readerPage.goto(`${new URL(publicUrl).origin}/shared/no-such-article`);
      await expectNoSeriousA11yViolations(readerPage, `public 404 page (${colorScheme})`);
      await reader.close();
    }
  });
  // The screens above have disabled buttons (an unchanged form's Save, an empty dialog's Create).
  expect(disabledButtons, 'disabled buttons with text were checked').toBeGreaterThan(0);
});
