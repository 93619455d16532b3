import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSettings, organizationSwitcher, registerCompany, sidebar, startTrial } from '../support/flows';

const owner = { firstName: 'Linus', lastName: 'Shell' };

/** A fresh company admin with a trial (as after onboarding), on /articles. */
async function signedInAdmin(page: Page, email: string, organization: string) {
  await registerCompany(page, { ...owner, email, organization });
  await startTrial(page);
  await page.goto('/articles');
  await expect(page).toHaveURL(/\/articles$/);
  await expect(organizationSwitcher(page, organization)).toBeVisible();
}

async function sidebarWidth(page: Page): Promise<number> {
  const box = await sidebar(page).boundingBox();
  if (!box) throw new Error('the sidebar is not rendered');
  return box.width;
}

test('the sidebar is an icon bar at 700 px wide and a labelled list at 1280 px', async ({
  page,
  saveScreenshot,
  uniqueEmail,
}) => {
  await signedInAdmin(page, uniqueEmail('shell'), 'Icon Bar Labs');
  const nav = sidebar(page).getByRole('navigation', { name: 'Main navigation' });

  await test.step('wide: group titles and labels are shown', async () => {
    for (const group of ['Main', 'Article Quality', 'Support']) {
      await expect(nav.getByText(group, { exact: true })).toBeVisible();
    }
    for (const label of ['Articles', 'Help Centers', 'Glossary', 'Analytics', 'Get Started', 'Settings']) {
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    }
    expect(await sidebarWidth(page)).toBeGreaterThan(200);
  });

  await test.step('700 px: only icons, which keep their names and still navigate', async () => {
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(nav.getByText('Main', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('Glossary', { exact: true })).toHaveCount(0);
    await expect(sidebar(page).getByText('Icon Bar Labs', { exact: true })).toHaveCount(0);
    expect(await sidebarWidth(page)).toBeLessThanOrEqual(80);
    await saveScreenshot('shell-01-compact-700px');

    await nav.getByRole('link', { name: 'Glossary' }).click();
    await expect(page).toHaveURL(/\/glossary$/);
    await expect(nav.getByRole('link', { name: 'Glossary' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Help Centers' }).click();
    await expect(page).toHaveURL(/\/helpcenters$/);
    await sidebar(page).getByRole('link', { name: 'Usage' }).click();
    await expect(page).toHaveURL(/\/settings\/usage$/);
    await expect(organizationSwitcher(page, 'Icon Bar Labs')).toBeVisible();
    // Nothing spills sideways at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  await test.step('back to 1280 px: labels return', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByText('Glossary', { exact: true })).toBeVisible();
    await expect(nav.getByText('Article Quality', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByText('Icon Bar Labs', { exact: true })).toBeVisible();
    expect(await sidebarWidth(page)).toBeGreaterThan(200);
    await saveScreenshot('shell-02-expanded-1280px');
  });
});

test('the profile, usage and trial links lead to account, usage and plans', async ({ page, uniqueEmail }) => {
  const email = uniqueEmail('profile');
  await signedInAdmin(page, email, 'Profile Link GmbH');

  const profile = sidebar(page).getByRole('link', {
    name: new RegExp(`${owner.firstName} ${owner.lastName}`),
  });
  await expect(profile).toContainText(email);
  await profile.click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 2 })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/usage$/);
  await expect(page.getByRole('heading', { name: /Usage/, level: 2 })).toBeVisible();

  // The trial started with the account: the banner counts 30 calendar days and leads to the plans.
  await sidebar(page)
    .getByRole('link', { name: /30 days left/ })
    .click();
  await expect(page).toHaveURL(/\/settings\/plans$/);
});

test('a user creates a second organization and switches between the two with the selector', async ({
  page,
  saveScreenshot,
  uniqueEmail,
}) => {
  const first = 'Alpha Docs';
  const second = 'Beta Guides';
  await signedInAdmin(page, uniqueEmail('switch'), first);

  await test.step('create the second organization; it becomes active', async () => {
    await openSettings(page, 'Organizations');
    await page.getByRole('link', { name: 'Create Organization' }).click();
    await expect(page).toHaveURL(/\/organizations\/create$/);
    const dialog = page.getByRole('dialog', { name: 'Create Organization' });
    await dialog.getByLabel('Organization name').fill(second);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText(`${second} created`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(organizationSwitcher(page, second)).toBeVisible();
    await expect(page.getByRole('heading', { name: second, level: 3 })).toBeVisible();
  });

  await test.step('the selector marks the current one and switches to the other', async () => {
    await organizationSwitcher(page, second).click();
    await expect(page).toHaveURL(/\/organization-selector$/);
    const dialog = page.getByRole('dialog', { name: 'Switch Organization' });
    const current = dialog.getByRole('button', { name: new RegExp(second) });
    await expect(current).toContainText('Current');
    await expect(current).toContainText('Your current organization');
    const other = dialog.getByRole('button', { name: new RegExp(first) });
    await expect(other).toContainText('Click to select');
    const confirm = dialog.getByRole('button', { name: 'Switch Organization' });
    await expect(confirm).toBeDisabled();
    await current.click();
    await expect(confirm).toBeDisabled();
    await other.click();
    await expect(confirm).toBeEnabled();
    await saveScreenshot('shell-03-organization-selector');
    await confirm.click();
    await expect(page.getByText(`Switched to ${first}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(organizationSwitcher(page, first)).toBeVisible();
    await expect(page.getByRole('heading', { name: first, level: 3 })).toBeVisible();
  });

  await test.step('the switch holds after a reload', async () => {
    await page.reload();
    await expect(organizationSwitcher(page, first)).toBeVisible();
    await openSettings(page, 'General');
    await expect(page.getByLabel('Organization name')).toHaveValue(first);
  });
});

test('an unknown route shows the not-found page, whose button leads a signed-in user home', async ({
  page,
  saveScreenshot,
  uniqueEmail,
}) => {
  await signedInAdmin(page, uniqueEmail('lost'), 'Lost And Found');
  await page.goto('/this/route/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Error Code: 404')).toBeVisible();
  await saveScreenshot('shell-04-not-found-signed-in');
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/articles$/);
  await expect(organizationSwitcher(page, 'Lost And Found')).toBeVisible();
});

test('findable: a description, a favicon and a manifest on the sign-in page; robots.txt as text', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/login?l=en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /step-by-step help article/,
  );
  const manifest = await page.request.get((await page.locator('link[rel="manifest"]').getAttribute('href'))!);
  expect(((await manifest.json()) as { name: string }).name).toBe('Support as a Service');
  const favicon = await page.request.get('/favicon.ico');
  expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/x-icon']);
  const robots = await page.request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await robots.text()).toContain('Disallow: /settings');
  expect(failed).toEqual([]);
});

test('the sign-in and registration pages load no zod: the contract reaches the browser without its schemas', async ({
  page,
}) => {
  // Each endpoint is declared with its zod schemas; the web build leaves them out
  // (apps/web/src/build/stripContractSchemas.ts) so that the first load stays within its budget.
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.push({ url: url.pathname, body: response.text() });
  });
  for (const path of ['/login', '/register']) await page.goto(path, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(scripts.map(async ({ url, body }) => ({ url, body: await body })));
  expect(loaded.length).toBeGreaterThan(2);
  // zod's schema classes carry their names as strings (`$ZodObject`), whatever the minifier renames.
  const withZod = loaded.filter(({ body }) => body.includes('$ZodObject')).map(({ url }) => url);
  expect([...new Set(withZod)]).toEqual([]);
});
