import { editorOf, saveWithShortcut, writeManualArticle } from '../support/articleFlows';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { expectModalKeepsFocus, expectNoSidewaysScroll, PHONE } from '../support/phoneLayout';
import { drag, uploadRecording } from '../support/stepRecording';

/**
 * No screen scrolls sideways on a 375 px phone (issue "A new team's first day"): every screen a
 * visitor and a signed-in admin reach, a few dialogs, the public page, and the step editor and
 * settings in German too. Each is saved as e2e/screenshots/phone-*.png to look at.
 */

test.use({ viewport: PHONE });

const SIGNED_OUT = [
  ['login', '/login?l=en'],
  ['register', '/register?l=en'],
  ['register-simple', '/register?variant=simple&l=en'],
  ['continue', '/continue?l=en'],
  ['request-reset', '/request-reset?l=en'],
  ['reset-password', '/reset-password?token=not-a-real-token&l=en'],
  ['not-found-signed-out', '/no-such-page?l=en'],
] as const;

const LONG_URL =
  'https://identity-provider.pocket-sized-manuals.example.com/realms/everyone/protocol/openid-connect/auth?client_id=help-articles';

const ONBOARDING = ['profile', 'organization', 'preferences', 'trial-activation', 'install-recorder'];

const SETTINGS_TABS = [
  'personal-info',
  'account',
  'general',
  'team',
  'customization',
  'translations',
  'plans',
  'usage',
  'organizations',
  'help',
];

/** Dialogs that have a route of their own, drawn over their page. */
const MODAL_ROUTES = [
  ['install-recorder', '/install-recorder'],
  ['create-article', '/articles/create'],
  ['markdown-help', '/markdown-help'],
  ['insert-link', '/insert-link'],
  ['glossary-add', '/glossary/add'],
  ['add-member', '/organizations/add-member'],
  ['create-organization', '/organizations/create'],
  ['organization-selector', '/organization-selector'],
  ['translation-languages', '/translation-languages'],
  ['upgrade', '/upgrade'],
  ['select-subscription', '/select-subscription'],
] as const;

const SHELL_PAGES = [
  ['get-started', '/get-started'],
  ['articles', '/articles'],
  ['plans', '/plans'],
  ['help', '/help'],
  ['helpcenters', '/helpcenters'],
  ['glossary', '/glossary'],
  ['analytics', '/analytics'],
  ['not-found', '/no-such-page'],
] as const;

test('no screen scrolls sideways on a 375 px phone, and Tab stays inside an open dialog', async ({
  page,
  browser,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(300_000);
  const check = async (name: string, path?: string) => {
    if (path) await page.goto(path);
    await expectNoSidewaysScroll(page, name, page.locator('h1, h2').first());
    await saveScreenshot(`phone-${name}`);
  };

  await test.step('signed out: sign-in, registration, reset and the 404 page', async () => {
    for (const [name, path] of SIGNED_OUT) await check(name, path);
  });

  let manualId = '';
  let recordedId = '';
  await test.step('onboarding, as a new company admin', async () => {
    await registerCompany(page, {
      firstName: 'Pia',
      lastName: 'Phone',
      email: uniqueEmail('phone'),
      organization: 'Pocket-Sized Manuals International',
    });
    for (const step of ONBOARDING) await check(`onboarding-${step}`, `/onboarding/${step}`);
    await startTrial(page);
  });

  await test.step('the pages of the app shell and every settings tab', async () => {
    for (const [name, path] of SHELL_PAGES) await check(name, path);
    for (const tab of SETTINGS_TABS) await check(`settings-${tab}`, `/settings/${tab}`);
  });

  await test.step('every dialog with a route of its own', async () => {
    for (const [name, path] of MODAL_ROUTES) await check(`modal-${name}`, path);
  });

  let publicUrl = '';
  await test.step('a manual article: editor, review, publishing dialog and share popover', async () => {
    await page.goto('/articles');
    // A host name in a title has no place to break: it must wrap anyway.
    manualId = await writeManualArticle(
      page,
      'Sign in through login.pocketsizedmanualsinternational.example.com',
    );
    // A long unbroken address: the review and the public page must wrap it, not widen the page.
    await editorOf(page).click();
    await page.keyboard.type(`Sign in at ${LONG_URL} first.`);
    await saveWithShortcut(page);
    await check('article-editor');
    await check('article-review', `/articles/${manualId}`);
    await check('modal-article-admin', `/articles/${manualId}/admin`);
    await check('articles-with-article', '/articles');
    await page.goto(`/articles/${manualId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish article?' });
    await expect(confirm).toBeVisible();
    await check('modal-publish-confirm');
    await expectModalKeepsFocus(page, confirm);
    await confirm.getByRole('button', { name: 'Publish' }).click();
    const share = page.getByRole('dialog', { name: 'Copy Direct Link' });
    // The public link appears once the article's page has been rendered.
    const open = share.getByRole('link', { name: 'Open public page' });
    await expect(open).toBeVisible({ timeout: 30_000 });
    publicUrl = (await open.getAttribute('href')) ?? '';
    expect(publicUrl).toMatch(/\/shared\/[\w-]+$/);
    await check('share-popover');
  });

  await test.step('the step editor of a recorded article', async () => {
    recordedId = await uploadRecording(page, browser);
    await page.goto(`/articles/${recordedId}/steps?l=en`);
    await expect(page.getByRole('img', { name: 'Screenshot of step 1' })).toBeVisible();
    await check('step-editor');
    // Mid-edit: an annotation drawn, zoomed in, Save Changes showing.
    await page
      .getByRole('toolbar', { name: 'Annotation tools' })
      .getByRole('button', { name: 'Box' })
      .click();
    await drag(page, [10, 10], [60, 40]);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await check('step-editor-editing');
    await page.getByRole('button', { name: 'Delete Step' }).click();
    await check('modal-delete-step');
    await page.keyboard.press('Escape');
    await check('article-review-recorded', `/articles/${recordedId}`);
  });

  await test.step('in German: the step editor and every settings tab', async () => {
    await page.goto(`/articles/${recordedId}/steps?l=de`);
    await expect(page.getByRole('img', { name: 'Screenshot von Schritt 1' })).toBeVisible();
    await check('step-editor-de');
    for (const tab of SETTINGS_TABS) await check(`settings-${tab}-de`, `/settings/${tab}?l=de`);
  });

  await test.step('the public page of the published article, for a reader who is not signed in', async () => {
    const reader = await browser.newContext({ locale: 'en-US', viewport: PHONE });
    const readerPage = await reader.newPage();
    await readerPage.goto(publicUrl);
    await expectNoSidewaysScroll(readerPage, 'shared-page', readerPage.getByRole('heading', { level: 1 }));
    await saveScreenshot('phone-shared-page', readerPage);
    await reader.close();
  });
});
