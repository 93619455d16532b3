import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { openSettings, registerCompany, startTrial } from '../support/flows';

/**
 * Settings → Customization (issue 47 item 5): an admin adds footer links and CSS, sees them in the
 * live preview as the server renders them, saves, and readers get them, sanitised.
 */
test('an admin customizes the help center’s links and CSS; readers see them, without what could load', async ({
  page,
  browser,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(150_000);
  await registerCompany(page, {
    firstName: 'Cora',
    lastName: 'Custom',
    email: uniqueEmail('custom'),
    organization: 'Custom Ltd',
  });
  await startTrial(page);
  const center = await api(page, 'POST', '/help-centers', { name: 'Custom Help' });
  await api(page, 'POST', `/help-centers/${center.id}/publish`);

  await page.goto('/settings/general?l=en');
  await openSettings(page, 'Customization');
  await expect(page.getByRole('heading', { name: 'Customization', exact: true })).toBeVisible();

  const header = page.locator('section', { has: page.getByRole('heading', { name: 'Header links' }) });
  await header.getByRole('button', { name: 'Add header link' }).click();
  await header.getByLabel('Label').fill('Pricing');
  await header.getByLabel('Address').fill('https://custom.example/pricing');
  const footer = page.locator('section', { has: page.getByRole('heading', { name: 'Footer links' }) });
  for (const [label, url] of [
    ['Privacy', 'custom.example/privacy'],
    ['Contact', 'mailto:help@custom.example'],
  ]) {
    await footer.getByRole('button', { name: 'Add footer link' }).click();
    await footer.getByLabel('Label').last().fill(label!);
    await footer.getByLabel('Address').last().fill(url!);
  }
  await footer.getByRole('button', { name: 'Move “Contact” up' }).click();
  await page
    .getByLabel('CSS', { exact: true })
    .fill(
      '.hc-top { border-bottom: 6px solid rgb(0, 128, 0) }\n.hc-footer { background: url(https://tracker.example/p.gif) }\n.hc-footer-links a { color: rgb(200, 0, 0) }',
    );

  // The preview is the server's rendering of the draft, in a frame that runs nothing.
  const preview = page.frameLocator('iframe[title="Live preview of Custom Help"]');
  await expect(preview.getByRole('link', { name: 'Contact' })).toBeAttached({ timeout: 15_000 });
  await expect(page.getByText('These parts will be removed when you save:')).toBeVisible();
  await expect(page.getByText('background:url(https://tracker.example/p.gif)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings customization');
  await saveScreenshot('customization-01-draft-preview');

  // On a phone the form stacks and nothing scrolls sideways (measured here: a sandboxed frame never
  // reports the network idle that expectNoSidewaysScroll waits for).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await saveScreenshot('customization-03-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Save customization' }).click();
  await expect(page.getByText('These parts were removed when saving:')).toBeVisible();
  await expect(page.getByLabel('CSS', { exact: true })).toHaveValue(
    '.hc-top {\n  border-bottom: 6px solid rgb(0,128,0);\n}\n.hc-footer-links a {\n  color: rgb(200,0,0);\n}',
  );

  const reader = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const site = await reader.newPage();
  try {
    const asked: string[] = [];
    site.on('request', (request) => asked.push(request.url()));
    await site.goto(`/docs/${center.slug}`);
    await expect(site.getByRole('banner').getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      'https://custom.example/pricing',
    );
    const links = site.getByRole('navigation', { name: 'More links' }).getByRole('link');
    await expect(links).toHaveText(['Contact', 'Privacy']);
    await expect(links.first()).toHaveAttribute('href', 'mailto:help@custom.example');
    // The custom CSS applies under the page's policy.
    await expect(site.locator('.hc-top')).toHaveCSS('border-bottom-color', 'rgb(0, 128, 0)');
    await expect(links.first()).toHaveCSS('color', 'rgb(200, 0, 0)');
    expect(asked.filter((url) => url.includes('tracker.example'))).toEqual([]);
    await expectNoSeriousA11yViolations(site, 'customized help center');
    await saveScreenshot('customization-02-public-site', site);
  } finally {
    await reader.close();
  }
});
