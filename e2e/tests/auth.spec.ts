import type { Page } from '@playwright/test';
import { expect, linkFrom, test } from '../support/fixtures';
import { PASSWORD, registerCompany, startTrial } from '../support/flows';

const firstPassword = 'first-Passw0rd';
const newPassword = 'second-Passw0rd';

async function logIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Login to your account')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Log out as a person would: the visible Log out control where the page has one. */
async function logOut(page: Page) {
  const button = page.getByRole('button', { name: 'Log out' }).first();
  if (!(await button.isVisible())) {
    await page.goto('/articles');
    await expect(page).not.toHaveURL(/\/login/);
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Ended on the server too: a copy of the token no longer works.
  const reuse = await page.request.get('/v1/profile/user', { headers: { authorization: `Bearer ${token}` } });
  expect(reuse.status()).toBe(401);
}

test('a company registers, logs out, logs in, resets the password by mail and logs in with the new one', async ({
  page,
  latestMailTo,
  saveScreenshot,
  uniqueEmail,
}) => {
  const email = uniqueEmail('owner');

  await test.step('register as a company', async () => {
    await page.goto('/register?l=en');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Personal' })).toBeVisible();
    await page.getByText('Company', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Company' })).toBeChecked();
    await page.getByLabel('Organization Name').fill('Acme Support GmbH');
    await page.getByLabel('Firstname').fill('Ada');
    await page.getByLabel('Lastname').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    await saveScreenshot('01-register');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding\/profile$/);
    // The first onboarding step: a Full Name field and the address just registered.
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token?.split('.')).toHaveLength(3);
    await saveScreenshot('02-onboarding-profile');
    // What the onboarding's trial step does, so the app behind the sign-in is not blocked by the plan choice.
    await startTrial(page);
  });

  await test.step('registering the same address again is refused', async () => {
    const response = await page.request.post('/v1/auth/register', {
      data: { email, password: firstPassword, organizationType: 'PERSONAL' },
    });
    expect(response.status()).toBe(409);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  await test.step('log out and log in again', async () => {
    await logOut(page);
    await logIn(page, email, firstPassword);
    await expect(page).not.toHaveURL(/\/login/);
    await logOut(page);
  });

  const requestedAt = new Date();
  await test.step('request a reset link', async () => {
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/request-reset/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /request reset link/i }).click();
    await expect(page.getByText(/reset link sent/i).first()).toBeVisible();
    await saveScreenshot('03-reset-requested');
  });

  await test.step('open the link from the mail and set a new password', async () => {
    const mail = await latestMailTo(email, { after: requestedAt });
    const link = linkFrom(mail, '/reset-password');
    // No PUBLIC_URL is set: the link must point at the port the product runs on.
    expect(new URL(link).port).toBe(new URL(page.url()).port);
    await page.goto(link);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: /reset password/i }).click();
    await expect(page.getByText('Your password has been reset successfully')).toBeVisible();
    await saveScreenshot('04-password-reset');
    await page
      .getByRole('button', { name: 'Go to Login' })
      .or(page.getByRole('link', { name: 'Go to Login' }))
      .click();
    await expect(page).toHaveURL(/\/login/);
  });

  await test.step('the old password no longer works, the new one does', async () => {
    await logIn(page, email, firstPassword);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await saveScreenshot('05-logged-in-with-new-password');
  });
});

test('settings/account lists the sessions and signs out everywhere else', async ({
  page,
  saveScreenshot,
  uniqueEmail,
}) => {
  const email = uniqueEmail('sessions');
  await page.goto('/login?l=en');
  const registered = await page.request.post('/v1/auth/register', {
    data: { email, password: firstPassword, organizationType: 'PERSONAL' },
  });
  expect(registered.ok()).toBe(true);
  // What the onboarding's trial step does, so the plan choice does not stand before the settings.
  const subscribed = await page.request.post('/v1/plan/subscribe', {
    headers: { authorization: `Bearer ${(await registered.json()).token}` },
    data: { planId: 'extended-trial' },
  });
  expect(subscribed.ok() || subscribed.status() === 409).toBe(true);
  // A second device: signed in with a phone's browser.
  const phone = await page.request.post('/v1/auth/login', {
    data: { email, password: firstPassword },
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    },
  });
  const phoneToken = (await phone.json()).token as string;
  await logIn(page, email, firstPassword);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/settings/account?l=en');
  await expect(page.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
  await expect(page.getByText('Safari on iOS')).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await saveScreenshot('09-sessions');
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('Safari on iOS')).toHaveCount(0);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  const reuse = await page.request.get('/v1/profile/user', {
    headers: { authorization: `Bearer ${phoneToken}` },
  });
  expect(reuse.status()).toBe(401);
});

test('the reset link works only once', async ({ page, latestMailTo, uniqueEmail }) => {
  const email = uniqueEmail('once');
  const registered = await page.request.post('/v1/auth/register', {
    data: { email, password: firstPassword, organizationType: 'PERSONAL' },
  });
  expect(registered.ok()).toBe(true);
  const requestedAt = new Date();
  await page.goto('/request-reset?l=en');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /request reset link/i }).click();
  const link = linkFrom(await latestMailTo(email, { after: requestedAt }), '/reset-password');

  for (const attempt of ['first', 'second']) {
    await page.goto(link);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: /reset password/i }).click();
    if (attempt === 'first') {
      await expect(page.getByText('Your password has been reset successfully')).toBeVisible();
    } else {
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByText('Your password has been reset successfully')).toHaveCount(0);
    }
  }
});

test('the auth screens speak German with ?l=de', async ({ page, saveScreenshot }) => {
  await page.goto('/login?l=de');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await expect(page.getByText('Melden Sie sich bei Ihrem Konto an')).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toBeVisible();
  await expect(page.getByLabel('Passwort', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort vergessen' })).toBeVisible();
  await saveScreenshot('06-login-de');

  await page.goto('/register?l=de');
  await expect(page.getByRole('heading', { name: 'Erstellen Sie Ihr Konto' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Unternehmen' })).toBeVisible();
  await expect(page.getByLabel('Name der Organisation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrieren', exact: true })).toBeVisible();
});

test("the browser's language decides until one is chosen, German for other languages", async ({
  browser,
}) => {
  const english = await browser.newContext({ locale: 'en-US' });
  const page = await english.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/login?l=de');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  // The choice outlives the tab: a new tab of the same browser keeps German.
  const tab = await english.newPage();
  await tab.goto('/login');
  await expect(tab.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await english.close();

  const french = await browser.newContext({ locale: 'fr-FR' });
  const other = await french.newPage();
  await other.goto('/login');
  await expect(other.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await other.goto('/login?l=en');
  await expect(other.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await other.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(other.getByRole('button', { name: /request reset link/i })).toBeVisible();
  await french.close();
});

test('an unknown address shows the not-found page with a way home', async ({ page, saveScreenshot }) => {
  await page.goto('/no/such/page?l=en');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('Error Code: 404')).toBeVisible();
  // The code is said once, not again as a big number above the title.
  await expect(page.getByText('404')).toHaveCount(1);
  await saveScreenshot('07-not-found');
  await page.getByRole('link', { name: /home/i }).click();
  // Home is /articles, which needs sign-in.
  await expect(page).toHaveURL(/\/login/);
});

test('a protected page sends a visitor without a session to /login', async ({ page }) => {
  await page.goto('/settings/account?l=en');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('signing in returns to the page asked for, and never to another site', async ({ page, uniqueEmail }) => {
  const email = uniqueEmail('deeplink');
  await registerCompany(page, { email, firstName: 'Dee', lastName: 'Link', organization: 'Deep Links' });
  await startTrial(page);
  await page.evaluate(() => localStorage.removeItem('token'));

  await page.goto('/settings/account?l=en');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/settings\/account\?l=en$/);

  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`/login?l=en&next=${encodeURIComponent('//evil.example/')}`);
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\//);
  await expect(page).not.toHaveURL(/evil/);
});

test('the login screen fits a 375 px wide phone', async ({ page, saveScreenshot }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/login?l=en');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot('08-login-375px');
});

test('a new person signs up on /continue, starts the trial in the plan choice and lands on a working article list', async ({
  page,
  saveScreenshot,
  uniqueEmail,
}) => {
  await page.goto('/continue?l=en');
  await expect(page.getByRole('heading', { name: 'Sign in or create an account' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('continue'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // A new account has no plan yet: the plan choice, with the trial one step away.
  const modal = page.getByRole('dialog', { name: 'Choose Your Plan' });
  await expect(modal).toBeVisible({ timeout: 20_000 });
  await modal.getByRole('button', { name: 'Start Trial' }).click();
  await expect(page).toHaveURL(/\/articles$/);
  // The list that was refused before the plan existed is asked again: its empty state, not an error.
  await expect(page.getByText('No help articles yet')).toBeVisible();
  await expect(page.getByText('Error while loading articles')).toHaveCount(0);
  await saveScreenshot('continue-trial-article-list');
});
