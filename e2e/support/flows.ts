import { expect, type Page } from '@playwright/test';
import { endpointUrl, plansApi } from '@support/shared';

/** The password every account of these flows uses; long enough for every rule. */
export const PASSWORD = 'team-Passw0rd';

type Person = { email: string; firstName: string; lastName: string; password?: string };

/** Registers through /register?l=en as a company and waits for the first onboarding step. */
export async function registerCompany(page: Page, person: Person & { organization: string }) {
  await page.goto('/register?l=en');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByText('Company', { exact: true }).click();
  await page.getByLabel('Organization Name').fill(person.organization);
  await fillPerson(page, person, {
    firstName: 'Firstname',
    lastName: 'Lastname',
    email: 'Email',
    password: 'Password',
  });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/profile$/);
}

export async function fillPerson(
  page: Page,
  person: Person,
  labels: { firstName: string; lastName: string; email: string; password: string },
) {
  await page.getByLabel(labels.firstName).fill(person.firstName);
  await page.getByLabel(labels.lastName).fill(person.lastName);
  await page.getByLabel(labels.email).fill(person.email);
  await page.getByLabel(labels.password, { exact: true }).fill(person.password ?? PASSWORD);
}

/**
 * Starts the 30-day trial of the signed-in admin's active organization, as the trial step does.
 * Working calls (members, invitations) need an active subscription once the plans API exists;
 * without that API the route is missing (404 'Route POST … not found') and nothing needs one.
 */
export async function startTrial(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'signed in').toBeTruthy();
  const response = await page.request.post(endpointUrl(plansApi.subscribe), {
    headers: { Authorization: `Bearer ${token}` },
    data: { planId: 'extended-trial' },
  });
  const body = await response.text();
  if (response.status() === 404 && body.includes('Route POST')) return;
  // 409: the organization already has its subscription (e.g. a trial started at registration).
  expect(response.ok() || response.status() === 409, body).toBe(true);
}

/** The sidebar of the application shell. */
export function sidebar(page: Page) {
  return page.getByRole('complementary');
}

const SETTINGS_LABELS = {
  en: { settings: 'Settings', sections: 'Settings sections' },
  de: { settings: 'Einstellungen', sections: 'Bereiche der Einstellungen' },
};

/** Settings in the sidebar, then a section of the settings navigation (e.g. 'Team' at /settings/team). */
export async function openSettings(
  page: Page,
  section: string,
  { path = section.toLowerCase(), language = 'en' }: { path?: string; language?: 'en' | 'de' } = {},
) {
  const labels = SETTINGS_LABELS[language];
  await sidebar(page).getByRole('link', { name: labels.settings, exact: true }).click();
  await expect(page).toHaveURL(/\/settings\//);
  await page
    .getByRole('navigation', { name: labels.sections })
    .getByRole('link', { name: section, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/settings/${path}$`));
}

/** GET /plan/current with the page's session; null while the plans API does not exist. */
export async function currentPlan(
  page: Page,
): Promise<{ subscription: { subscriptionType: string } | null } | null> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(endpointUrl(plansApi.current), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status() === 404 && (await response.text()).includes('Route GET')) return null;
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** The organization switcher at the top of the sidebar names the active organization. */
export function organizationSwitcher(page: Page, organization: string) {
  return sidebar(page).getByRole('link', { name: `${organization} – Switch organization` });
}
