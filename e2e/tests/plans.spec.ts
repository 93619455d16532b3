import type { Dialog, Page } from '@playwright/test';
import { confirmActivation } from '../support/articleFlows';
import { expect } from '../support/fixtures';
import { openSettings, sidebar } from '../support/flows';
import {
  inviteMember,
  onboardToTrialStep,
  planAction,
  registerFromInvitation,
  runOperator,
  test,
} from '../support/plansFlows';

const admin = { firstName: 'Marie', lastName: 'Curie' };
const member = { firstName: 'Pierre', lastName: 'Curie' };

/** The organization's slug, as the admin reads it from Settings → Organizations to tell support. */
async function organizationSlug(page: Page): Promise<string> {
  await openSettings(page, 'Organizations');
  await expect(page.getByRole('main').getByText('Slug', { exact: true })).toBeVisible();
  const slug = ((await page.getByRole('main').locator('code').first().textContent()) ?? '').trim();
  expect(slug).toMatch(/^[a-z0-9-]+$/);
  return slug;
}

test('a company runs its trial, the operator ends it, the admin buys Pro, and a member sees Admin only', async ({
  page,
  browser,
  ownProduct,
  latestMailTo,
  saveScreenshot,
  uniqueEmail,
}) => {
  // Onboarding, a server restart, a checkout and a second browser on a busy two-core machine.
  test.setTimeout(300_000);
  const adminEmail = uniqueEmail('plans-admin');
  const memberEmail = uniqueEmail('plans-member');
  const organization = 'Radium Help Desk';

  await test.step('the new company goes through onboarding and starts its trial there', async () => {
    await onboardToTrialStep(page, { ...admin, email: adminEmail, organization });
    await expect(page.getByText('No credit card required.')).toBeVisible();
    await expect(page.getByText('Up to 10 articles')).toBeVisible();
    await saveScreenshot('plans-01-trial-step');
    // A failed start would only show an alert and go on: there must be none.
    const alerts: string[] = [];
    const onDialog = (dialog: Dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    };
    page.on('dialog', onDialog);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/get-started$/);
    page.off('dialog', onDialog);
    expect(alerts).toEqual([]);
  });

  await test.step('the sidebar counts the trial days; the usage page shows meters and periods', async () => {
    const banner = sidebar(page).getByRole('link', { name: /30 days left/ });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('href', '/settings/plans');
    await saveScreenshot('plans-02-get-started-trial-banner');

    await sidebar(page).getByRole('link', { name: 'Usage', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/usage$/);
    const main = page.getByRole('main');
    await expect(main.getByText(/Free trial/).first()).toBeVisible();
    for (const meter of [
      'Monthly article generation',
      'Total active articles',
      'Total help centers',
      'Total glossary items',
    ]) {
      await expect(main.getByText(meter, { exact: true })).toBeVisible();
    }
    const periods = main.getByRole('table').filter({ hasText: 'Articles created' });
    await expect(main.getByText('Usage periods', { exact: true })).toBeVisible();
    await expect(periods.getByRole('row').filter({ hasText: 'Current' })).toHaveCount(1);
    await expect(main.getByText('Need higher limits?')).toBeVisible();
    await saveScreenshot('plans-03-usage');
  });

  await test.step('the operator ends the trial (with the server stopped, as the embedded database needs)', async () => {
    const slug = await organizationSlug(page);
    // Beside the running server the command refuses instead of writing into its database.
    const refused = await runOperator(ownProduct, ['end-trial', slug]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain('is in use by process');

    await ownProduct.stop();
    const ended = await runOperator(ownProduct, ['end-trial', slug]);
    expect(ended.code, ended.output).toBe(0);
    expect(ended.output).toContain(slug);
    await ownProduct.start();
  });

  await test.step('the next working call answers 403 TRIAL_EXPIRED and the blocked plan choice opens', async () => {
    const blockedResponse = page.waitForResponse(
      (response) => response.status() === 403 && new URL(response.url()).pathname.startsWith('/v1/'),
      { timeout: 30_000 },
    );
    await sidebar(page).getByRole('link', { name: 'Articles', exact: true }).click();
    expect(((await (await blockedResponse).json()) as { code: string }).code).toBe('TRIAL_EXPIRED');

    await expect(page).toHaveURL(/\/select-subscription$/);
    const modal = page.getByRole('dialog', { name: 'Your trial has expired' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(/^Your trial ended on .+\. Please select a plan below/)).toBeVisible();
    await expect(modal.getByText('Your trial usage:')).toBeVisible();
    await expect(modal.getByText('Articles created')).toBeVisible();
    // Blocked: it cannot be closed, and the trial is not offered again.
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Start Trial' })).toHaveCount(0);
    // The profile was refreshed with the block: the sidebar counts no days any more.
    await expect(sidebar(page).getByRole('link', { name: /0 days left/ })).toBeVisible();
    // Taller than the screen, it still starts with its title in view.
    await expect(modal.getByRole('heading', { name: 'Your trial has expired' })).toBeInViewport();
    await saveScreenshot('plans-04-trial-expired-modal');
  });

  await test.step('the admin chooses Pro and passes the built-in checkout', async () => {
    const modal = page.getByRole('dialog', { name: 'Your trial has expired' });
    const pro = await planAction(modal.getByRole('table'), 'Pro');
    await pro.getByRole('button', { name: 'Choose Plan' }).click();
    await saveScreenshot('plans-05a-activate-confirmation');
    await confirmActivation(page, 'Pro');
    await expect(page).toHaveURL(/\/plans\/checkout\?success=true$/);
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(page.getByText('Your plan: Pro')).toBeVisible();
    await saveScreenshot('plans-05-checkout-success');
  });

  await test.step('/settings/plans shows Pro as the current plan with its limits; the sidebar a Pro badge', async () => {
    await page.getByRole('link', { name: 'Go to plans' }).click();
    await expect(page).toHaveURL(/\/settings\/plans$/);
    const table = page.getByRole('table', { name: 'Plans and their limits' });
    await expect(table.getByRole('columnheader', { name: /Pro/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText(/^€49 per month · renews on /)).toBeVisible();
    // Spec 02 §4: the admin manages the current plan and may move up; this server bills nothing,
    // so moving down is offered too.
    await expect((await planAction(table, 'Pro')).getByRole('button', { name: 'Manage' })).toBeVisible();
    await expect(
      (await planAction(table, 'Starter')).getByRole('button', { name: 'Switch to this plan' }),
    ).toBeVisible();
    await expect(
      (await planAction(table, 'Business')).getByRole('button', { name: 'Choose plan' }),
    ).toBeVisible();
    const monthly = table.getByRole('row').filter({ hasText: /Articles per month|articles monthly/ });
    await expect(monthly).toContainText('1,000');
    await expect(page.getByText('All prices excluding VAT')).toBeVisible();
    await expect(sidebar(page).getByText('Pro', { exact: true })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: /days? left/ })).toHaveCount(0);
    await saveScreenshot('plans-06-plans-pro-current');
  });

  let link = '';
  await test.step('the admin invites a member from the team page', async () => {
    await openSettings(page, 'Team');
    link = await inviteMember(page, memberEmail, latestMailTo);
  });

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  try {
    await test.step('the member registers from the mail and sees Admin only on the plans page', async () => {
      await registerFromInvitation(memberPage, link, { ...member, email: memberEmail });
      await openSettings(memberPage, 'Plans');
      const table = memberPage.getByRole('table', { name: 'Plans and their limits' });
      await expect(table.getByText('Admin only').first()).toBeVisible();
      await expect(table.getByRole('button', { name: /Choose plan|Manage/ })).toHaveCount(0);
      await expect(memberPage.getByText('Only admins can manage subscriptions')).toBeVisible();
      await saveScreenshot('plans-07-member-admin-only', memberPage);
    });

    await test.step('the same, in German', async () => {
      await memberPage.goto('/settings/plans?l=de');
      const table = memberPage.getByRole('table', { name: 'Pläne und ihre Limits' });
      await expect(table.getByText('Nur für Admins').first()).toBeVisible();
      await expect(memberPage.getByText('Nur Admins können Abonnements verwalten')).toBeVisible();
      await expect(memberPage.getByText('Alle Preise zzgl. MwSt.')).toBeVisible();
      await saveScreenshot('plans-08-member-admin-only-de', memberPage);
    });
  } finally {
    await memberContext.close();
  }

  await test.step('the admin cancels Pro from Manage, then keeps it after all', async () => {
    await page.goto('/settings/plans');
    const table = page.getByRole('table', { name: 'Plans and their limits' });
    await expect(table.getByRole('columnheader', { name: /Pro/ })).toHaveAttribute('aria-current', 'true');
    await (await planAction(table, 'Pro')).getByRole('button', { name: 'Manage' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage Pro' });
    await expect(
      manage.getByText(/This server takes no payments: Pro runs until you change or cancel it/),
    ).toBeVisible();
    await saveScreenshot('plans-09-manage-built-in');
    await manage.getByRole('button', { name: 'Cancel plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Pro?' });
    await expect(confirm.getByText(/^Pro stays active until .+\. After that/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByText('Your plan has been canceled.')).toBeVisible();
    await expect(page.getByText(/^Canceled · active until /)).toBeVisible();
    // Still Pro until then: the member can still be on the team.
    await expect(sidebar(page).getByText('Pro', { exact: true })).toBeVisible();

    await (await planAction(table, 'Pro')).getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('dialog', { name: 'Manage Pro' }).getByRole('button', { name: 'Keep Pro' }).click();
    await expect(page.getByText('Pro continues.')).toBeVisible();
    await expect(page.getByText(/^€49 per month · renews on /)).toBeVisible();
  });
});
