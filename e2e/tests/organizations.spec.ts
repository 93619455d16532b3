import type { Page } from '@playwright/test';
import { expect, linkFrom, test } from '../support/fixtures';
import { openSettings, organizationSwitcher, registerCompany, startTrial } from '../support/flows';

const admin = { firstName: 'Ada', lastName: 'Lovelace' };
const colleague = { firstName: 'Grace', lastName: 'Hopper' };

/** Admin's side: registered company with a trial, on Settings → Team. */
async function adminOnTeamPage(page: Page, email: string, organization: string) {
  await registerCompany(page, { ...admin, email, organization });
  await startTrial(page);
  await page.goto('/articles');
  await openSettings(page, 'Team');
  await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
  await expect(page.getByText(`The people in ${organization} and what they may do.`)).toBeVisible();
}

/** Add Member modal: e-mail and role, then Send invitation; resolves once the mail has arrived. */
async function invite(
  page: Page,
  email: string,
  role: 'Member' | 'Admin',
  latestMailTo: (
    email: string,
    options?: { after?: Date },
  ) => Promise<{ subject: string; text: string; html: string }>,
) {
  await page.getByRole('link', { name: 'Add Member' }).click();
  await expect(page).toHaveURL(/\/organizations\/add-member$/);
  const dialog = page.getByRole('dialog', { name: 'Add Member' });
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await expect(send).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^Member/ })).toBeChecked();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await expect(send).toBeEnabled();
  const sentAt = new Date();
  await send.click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings\/team$/);
  return latestMailTo(email, { after: sentAt });
}

function rowWith(page: Page, email: string) {
  return page.getByRole('listitem').filter({ hasText: email });
}

test('an admin invites a colleague, who registers from the mail and joins; the admin promotes and removes them', async ({
  page,
  browser,
  latestMailTo,
  saveScreenshot,
  uniqueEmail,
}) => {
  // Two browsers, two registrations and several reloads: give it room on a busy two-core machine.
  test.setTimeout(120_000);
  const adminEmail = uniqueEmail('admin');
  const colleagueEmail = uniqueEmail('colleague');
  const organization = 'Northwind Support';
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`;

  await test.step('the admin registers a company and opens Settings → Team', async () => {
    await adminOnTeamPage(page, adminEmail, organization);
    await expect(rowWith(page, adminEmail).getByText('You', { exact: true })).toBeVisible();
    await expect(page.getByText('No open invitations')).toBeVisible();
  });

  let link = '';
  await test.step('the admin invites the colleague as a member', async () => {
    const mail = await invite(page, colleagueEmail, 'Member', latestMailTo);
    expect(mail.subject).toContain(organization);
    link = linkFrom(mail, '/invitation');
    expect(new URL(link).searchParams.get('inviteToken')).toBeTruthy();
    const row = rowWith(page, colleagueEmail);
    await expect(row.getByText('Member', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Revoke' })).toBeVisible();
    await saveScreenshot('org-01-team-with-invitation');
  });

  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  try {
    await test.step('the colleague opens the link and registers with the locked e-mail', async () => {
      await colleaguePage.goto(link);
      await expect(colleaguePage.getByRole('heading', { name: "You're invited" })).toBeVisible();
      await expect(colleaguePage.getByText(`Invitation for ${colleagueEmail}`)).toBeVisible();
      await expect(
        colleaguePage.getByText(`${admin.firstName} ${admin.lastName}`, { exact: true }),
      ).toBeVisible();
      await saveScreenshot('org-02-invitation-landing', colleaguePage);
      await colleaguePage.getByRole('link', { name: /^Register/ }).click();
      await expect(colleaguePage).toHaveURL(/\/register\?.*inviteToken=/);

      const email = colleaguePage.getByLabel('Email');
      await expect(email).toHaveValue(colleagueEmail);
      await expect(email).toHaveAttribute('readonly', '');
      await expect(colleaguePage.getByText(/cannot be changed/)).toBeVisible();
      await expect(colleaguePage.getByText(organization, { exact: true })).toBeVisible();
      await expect(colleaguePage.getByLabel('Organization Name')).toHaveCount(0);
      await colleaguePage.getByLabel('Firstname').fill(colleague.firstName);
      await colleaguePage.getByLabel('Lastname').fill(colleague.lastName);
      await colleaguePage.getByLabel('Password', { exact: true }).fill('colleague-Passw0rd');
      await saveScreenshot('org-03-register-with-invitation', colleaguePage);
      await colleaguePage.getByRole('button', { name: 'Register', exact: true }).click();
    });

    await test.step('the colleague lands in the app inside the organization, as a member', async () => {
      await expect(colleaguePage).toHaveURL(/\/articles$/);
      await expect(organizationSwitcher(colleaguePage, organization)).toBeVisible();
      await openSettings(colleaguePage, 'Team');
      await expect(rowWith(colleaguePage, adminEmail)).toBeVisible();
      // Members neither invite nor manage others.
      await expect(colleaguePage.getByRole('link', { name: 'Add Member' })).toHaveCount(0);
      await expect(colleaguePage.getByRole('combobox')).toHaveCount(0);
      await saveScreenshot('org-04-colleague-team-page', colleaguePage);
    });

    await test.step('the admin sees the colleague and makes them an admin', async () => {
      await page.reload();
      const roleSelect = page.getByRole('combobox', { name: `Role of ${colleagueName}` });
      await expect(roleSelect).toHaveValue('MEMBER');
      // The accepted invitation is no longer open.
      await expect(page.getByText('No open invitations')).toBeVisible();
      await roleSelect.selectOption('ADMIN');
      const confirm = page.getByRole('dialog', { name: 'Change role?' });
      await expect(confirm.getByText(`${colleagueName} will become Admin.`)).toBeVisible();
      await saveScreenshot('org-05-confirm-role-change');
      await confirm.getByRole('button', { name: 'Change role' }).click();
      await expect(page.getByText('Role changed')).toBeVisible();
      await expect(confirm).toBeHidden();
      await page.reload();
      await expect(page.getByRole('combobox', { name: `Role of ${colleagueName}` })).toHaveValue('ADMIN');
    });

    await test.step('as an admin the colleague may now invite', async () => {
      await colleaguePage.reload();
      await expect(colleaguePage.getByRole('link', { name: 'Add Member' })).toBeVisible();
    });

    await test.step('the admin removes the colleague', async () => {
      await page.getByRole('button', { name: `Remove ${colleagueName}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove member?' });
      await expect(confirm.getByText(`${colleagueName} loses access to ${organization}`)).toBeVisible();
      await confirm.getByRole('button', { name: 'Remove member' }).click();
      await expect(page.getByText('Member removed')).toBeVisible();
      await expect(rowWith(page, colleagueEmail)).toHaveCount(0);
      await page.reload();
      await expect(rowWith(page, adminEmail)).toBeVisible();
      await expect(rowWith(page, colleagueEmail)).toHaveCount(0);
      await saveScreenshot('org-06-colleague-removed');
    });

    await test.step('the removed colleague is back in their own workspace', async () => {
      await colleaguePage.goto('/articles');
      await expect(organizationSwitcher(colleaguePage, `${colleague.firstName}'s workspace`)).toBeVisible();
      await expect(colleaguePage.getByText(organization)).toHaveCount(0);
    });
  } finally {
    await colleagueContext.close();
  }
});

test('a revoked invitation leaves the list and its link shows Invitation Revoked', async ({
  page,
  browser,
  latestMailTo,
  saveScreenshot,
  uniqueEmail,
}) => {
  const adminEmail = uniqueEmail('revoker');
  const inviteeEmail = uniqueEmail('revoked');
  await adminOnTeamPage(page, adminEmail, 'Contoso Help');

  const link = linkFrom(await invite(page, inviteeEmail, 'Admin', latestMailTo), '/invitation');
  const row = rowWith(page, inviteeEmail);
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke invitation?' });
  await expect(confirm.getByText(`The link sent to ${inviteeEmail} stops working at once.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Invitation revoked')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No open invitations')).toBeVisible();

  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto(link);
    await expect(guestPage.getByRole('heading', { name: 'Invitation Revoked' })).toBeVisible();
    await expect(guestPage.getByText('Need help? Contact your organization administrator.')).toBeVisible();
    await expect(guestPage.getByRole('link', { name: 'Go to Login' })).toBeVisible();
    await saveScreenshot('org-07-invitation-revoked', guestPage);

    // The revoked token cannot be used to register either.
    const response = await guestPage.request.post('/v1/auth/register', {
      data: {
        email: inviteeEmail,
        password: 'revoked-Passw0rd',
        inviteToken: new URL(link).searchParams.get('inviteToken'),
      },
    });
    expect(response.status()).toBeGreaterThanOrEqual(400);
  } finally {
    await guest.close();
  }
});
