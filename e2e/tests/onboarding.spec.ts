import type { Dialog, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { currentPlan, fillPerson, openSettings, sidebar } from '../support/flows';

/** The progress indicator and heading every onboarding step shows. */
async function expectStep(page: Page, path: string, step: number, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/onboarding/${path}$`));
  await expect(page.getByRole('progressbar', { name: `Schritt ${step} von 4` })).toBeVisible();
  await expect(page.getByText(`Schritt ${step} von 4`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const formality = (page: Page) => page.getByRole('group', { name: 'Anrede auf Deutsch' });

test('a new user goes through the onboarding steps in order, in German', async ({
  page,
  saveScreenshot,
  uniqueEmail,
}) => {
  const email = uniqueEmail('onboarding');
  const organization = 'Muster Hilfe GmbH';

  await test.step('register a personal account with ?l=de', async () => {
    await page.goto('/register?l=de');
    await expect(page.getByRole('heading', { name: 'Erstellen Sie Ihr Konto' })).toBeVisible();
    await page.getByText('Privat', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Privat' })).toBeChecked();
    await expect(page.getByLabel('Name der Organisation')).toHaveCount(0);
    await fillPerson(
      page,
      { email, firstName: 'Erika', lastName: 'Mustermann' },
      { firstName: 'Vorname', lastName: 'Nachname', email: 'E-Mail', password: 'Passwort' },
    );
    await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  });

  await test.step('1 of 4: profile', async () => {
    await expectStep(page, 'profile', 1, 'Erzählen Sie uns von sich');
    await expect(page.getByText('Angemeldet als')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // No Back on the first step.
    await expect(page.getByRole('link', { name: 'Zurück' })).toHaveCount(0);
    const fullName = page.getByLabel('Vollständiger Name');
    await expect(fullName).toHaveValue('Erika Mustermann');
    await fullName.fill('');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte geben Sie Ihren vollständigen Namen ein.')).toBeVisible();
    await fullName.fill('Erika Maria Mustermann');
    await saveScreenshot('onboarding-de-1-profile');
    await page.getByRole('button', { name: 'Weiter' }).click();
  });

  await test.step('2 of 4: the personal workspace, or an organization for a team', async () => {
    await expectStep(page, 'organization', 2, 'Ihr persönlicher Arbeitsbereich');
    await expect(
      page.getByRole('button', { name: 'Mit meinem persönlichen Arbeitsbereich fortfahren' }),
    ).toBeVisible();
    await saveScreenshot('onboarding-de-2-personal-workspace');
    await page.getByRole('button', { name: 'Stattdessen eine Team-Organisation erstellen' }).click();
    await expectStep(page, 'organization', 2, 'Richten Sie Ihre Organisation ein');
    await expect(page.getByRole('link', { name: 'Zurück' })).toBeVisible();
    await page.getByLabel('Name der Organisation').fill(organization);
    await page.getByLabel(/Website-URL/).fill('muster-hilfe.de');
    await expect(page.getByText('Wir ergänzen https://, falls Sie es weglassen.')).toBeVisible();
    await saveScreenshot('onboarding-de-2-organization');
    await page.getByRole('button', { name: 'Weiter' }).click();
  });

  await test.step('3 of 4: preferences; Du/Sie only for German with personal addressing', async () => {
    await expectStep(page, 'preferences', 3, 'Wie sollen Ihre Artikel klingen?');
    await expect(page.getByText('Ausgangssprache', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Persönlich/ })).toBeChecked();
    await expect(formality(page)).toHaveCount(0);

    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await expect(formality(page)).toBeVisible();
    await expect(formality(page).getByRole('radio', { name: /^Du/ })).toBeVisible();
    await expect(formality(page).getByRole('radio', { name: /^Sie/ })).toBeVisible();

    await page.getByRole('radio', { name: /^Unpersönlich/ }).check();
    await expect(formality(page)).toHaveCount(0);

    await page.getByRole('radio', { name: /^Persönlich/ }).check();
    await expect(formality(page)).toBeVisible();
    await formality(page).getByRole('radio', { name: /^Sie/ }).check();
    await saveScreenshot('onboarding-de-3-preferences');

    await page.getByRole('radio', { name: 'English' }).check();
    await expect(formality(page)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await expect(formality(page).getByRole('radio', { name: /^Sie/ })).toBeChecked();
  });

  await test.step('Back from preferences shows the new organization as ready, not "Willkommen zurück"', async () => {
    await page.getByRole('link', { name: 'Zurück' }).click();
    await expectStep(page, 'organization', 2, 'Ihre Organisation ist bereit');
    await expect(page.getByText(organization, { exact: true })).toBeVisible();
    await expect(page.getByText('https://muster-hilfe.de')).toBeVisible();
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expectStep(page, 'preferences', 3, 'Wie sollen Ihre Artikel klingen?');
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await formality(page).getByRole('radio', { name: /^Sie/ }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();
  });

  await test.step('4 of 4: trial activation, then /get-started', async () => {
    await expectStep(page, 'trial-activation', 4, 'Starten Sie Ihre 30-tägige kostenlose Testphase');
    await expect(page.getByText('Keine Kreditkarte erforderlich.')).toBeVisible();
    await expect(page.getByText('Bis zu 10 Artikel')).toBeVisible();
    await saveScreenshot('onboarding-de-4-trial');
    // Spec 01 §4: if starting the trial fails, an alert says so and the user still goes on.
    const alerts: string[] = [];
    const onDialog = (dialog: Dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    };
    page.on('dialog', onDialog);
    await page.getByRole('button', { name: 'Kostenlos testen' }).click();
    await expect(page).toHaveURL(/\/get-started$/);
    page.off('dialog', onDialog);
    for (const message of alerts) expect(message).not.toBe('');
    // Where the plans API exists, the trial must really have started, without an alert.
    const plan = await currentPlan(page);
    if (plan) {
      expect(alerts).toEqual([]);
      expect(plan.subscription?.subscriptionType).toBe('TRIAL');
    }
  });

  await test.step('the get-started page and the shell speak German', async () => {
    await expect(
      page.getByRole('heading', { name: 'Willkommen, Erika! Erstellen Sie Ihren ersten Hilfeartikel' }),
    ).toBeVisible();
    await expect(page.getByText('Erste Schritte', { exact: true }).first()).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Artikel', exact: true })).toBeVisible();
    await expect(sidebar(page).getByText(organization)).toBeVisible();
    await saveScreenshot('onboarding-de-5-get-started');
  });

  await test.step('the chosen writing style was saved for the organization', async () => {
    await openSettings(page, 'Allgemein', { path: 'general', language: 'de' });
    await expect(page.getByLabel('Ausgangssprache')).toHaveValue('de');
    await expect(page.getByRole('radio', { name: /^Persönlich/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Sie/ })).toBeChecked();
    await expect(page.getByLabel('Name der Organisation')).toHaveValue(organization);
  });
});

test('a company registered in one tab gets its trial when onboarding continues in another', async ({
  page,
  context,
  saveScreenshot,
  uniqueEmail,
}) => {
  const email = uniqueEmail('company');
  await page.goto('/register?l=en');
  await page.getByText('Company', { exact: true }).click();
  await page.getByLabel('Organization Name').fill('Acme Help Desk');
  await fillPerson(
    page,
    { email, firstName: 'Ada', lastName: 'Lovelace' },
    { firstName: 'Firstname', lastName: 'Lastname', email: 'Email', password: 'Password' },
  );
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/onboarding\/profile$/);

  // A new tab shares the session (localStorage) but not the tab's just-created flag (sessionStorage).
  const tab = await context.newPage();
  await tab.goto('/onboarding/profile?l=en');
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Your organization is ready' })).toBeVisible();
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab).toHaveURL(/\/onboarding\/preferences$/);
  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(tab).toHaveURL(/\/onboarding\/trial-activation$/);
  await saveScreenshot('onboarding-company-trial', tab);
  await tab.getByRole('button', { name: 'Start free trial' }).click();
  await expect(tab).toHaveURL(/\/get-started$/);
  const plan = await currentPlan(tab);
  expect(plan?.subscription?.subscriptionType).toBe('TRIAL');

  await tab.goto('/articles?l=en');
  await expect(tab.getByRole('dialog', { name: 'Choose Your Plan' })).toHaveCount(0);
  await expect(tab.getByText('Error while loading articles')).toHaveCount(0);
  await expect(tab.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
});

test('a Personal sign-up keeps its personal workspace, gets its trial, and has no company it did not ask for', async ({
  page,
  saveScreenshot,
  uniqueEmail,
}) => {
  await page.goto('/register?l=en');
  await page.getByText('Personal', { exact: true }).click();
  await fillPerson(
    page,
    { email: uniqueEmail('personal'), firstName: 'Grace', lastName: 'Hopper' },
    { firstName: 'Firstname', lastName: 'Lastname', email: 'Email', password: 'Password' },
  );
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your personal workspace' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your organization' })).toHaveCount(0);
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await saveScreenshot('onboarding-personal-workspace');
  await page.getByRole('button', { name: 'Continue with my personal workspace' }).click();
  await expect(page).toHaveURL(/\/onboarding\/preferences$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/trial-activation$/);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/get-started$/);
  expect((await currentPlan(page))?.subscription?.subscriptionType).toBe('TRIAL');

  // One organization: the personal workspace, on its trial.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get('/v1/organization', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { organizations } = (await response.json()) as { organizations: { type: string }[] };
  expect(organizations.map((organization) => organization.type)).toEqual(['PERSONAL']);
});
