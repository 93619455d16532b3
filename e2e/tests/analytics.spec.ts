import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { expectNoSidewaysScroll, PHONE } from '../support/phoneLayout';

// The team works in Berlin: the time zone field suggests the browser's zone for a new organization.
test.use({ timezoneId: 'Europe/Berlin' });

/** Readers' browsers: a headless browser's own user agent is not counted as a reader. */
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const MISSING = 'unicorn rainbow';

/** Opens `url` in a browser of its own, as a reader who arrives from a link; `then` acts there. */
async function visit(browser: Browser, userAgent: string, url: string, then?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ userAgent, locale: 'en-US' });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await then?.(page);
  } finally {
    await context.close();
  }
}

/** A card of the overview (Published, Shared): its total views or visitors, in any language. */
const figure = (card: Locator, which: 'views' | 'visitors') =>
  card.getByRole('definition').nth(which === 'views' ? 0 : 1);

test('the team sees views, visitors, views per day and failed searches of its published and shared articles', async ({
  page,
  browser,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(300_000);
  let slug = '';
  let helpCenterArticle = '';
  let sharedArticle = '';
  let sharedUrl = '';

  await test.step('a team publishes one article in a help center and shares another by link', async () => {
    await registerCompany(page, {
      firstName: 'Ana',
      lastName: 'Lytics',
      email: uniqueEmail('analytics'),
      organization: 'Counting Co',
    });
    await startTrial(page);
    const center = await api(page, 'POST', '/help-centers', { name: 'Counting Help' });
    await api(page, 'POST', `/help-centers/${center.id}/publish`);
    slug = center.slug;
    const group = await api(page, 'POST', `/public-groups/help-centers/${center.id}/groups`, {
      name: 'Accounts',
    });
    helpCenterArticle = (
      await api(page, 'POST', '/help-articles/create-manual-article', {
        title: 'Reset your password',
        content: 'Choose **Forgot password** on the sign-in page.',
      })
    ).id;
    await api(page, 'POST', `/help-articles/${helpCenterArticle}/publish`);
    await api(page, 'POST', `/public-groups/groups/${group.id}/articles/${helpCenterArticle}`);
    sharedArticle = (
      await api(page, 'POST', '/help-articles/create-manual-article', {
        title: 'Export a report',
        content: 'Open Reports and press Export.',
      })
    ).id;
    await api(page, 'POST', `/help-articles/${sharedArticle}/publish`);
    const { sharingId } = await api(page, 'GET', `/help-articles/${sharedArticle}`);
    sharedUrl = `/shared/${sharingId}`;
  });

  await test.step('readers in fresh browsers read both, search for what is not there and answer "No"', async () => {
    const readArticle = async (reader: Page) => {
      await reader.getByRole('link', { name: 'Reset your password' }).first().click();
      await expect(reader.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    };
    // Two visitors read the help center article, one of them twice: 3 views, 2 visitors.
    await visit(browser, CHROME, `/docs/${slug}`, async (reader) => {
      await readArticle(reader);
      // The form's answer, without following its redirect to the thank-you page (which the server
      // counts as another view of the article).
      const answer = await reader.request.post(`${reader.url()}/feedback`, {
        form: { helpful: 'no' },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
      const reason = await reader.request.post(`${reader.url()}/feedback/reason`, {
        form: { reason: 'Nothing on single sign-on accounts' },
        maxRedirects: 0,
      });
      expect(reason.status()).toBe(303);
    });
    await visit(browser, CHROME, `/docs/${slug}`, readArticle);
    await visit(browser, FIREFOX, `/docs/${slug}`, readArticle);
    await visit(browser, FIREFOX, sharedUrl, async (reader) => {
      await expect(reader.getByRole('heading', { level: 1, name: 'Export a report' })).toBeVisible();
    });
    await visit(browser, CHROME, `/docs/${slug}/search?q=${encodeURIComponent(MISSING)}`, async (reader) => {
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(`Results for “${MISSING}”`);
    });
  });

  const published = page.getByRole('region', { name: 'Published', exact: true });
  const shared = page.getByRole('region', { name: 'Shared', exact: true });
  const noResults = page.getByRole('table', { name: 'Searches with no results' });

  await test.step('/analytics shows the views and visitors once the server has written them', async () => {
    await page.goto('/analytics?l=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByText('View statistics for your help articles.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard Overview' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Last 30 Days' })).toBeChecked();
    // Views are written in batches every few seconds: read the page again until they are there.
    await expect(async () => {
      await page.reload();
      await expect(figure(published, 'views')).toHaveText('3', { timeout: 2_000 });
      await expect(figure(shared, 'views')).toHaveText('1', { timeout: 2_000 });
      // Searches are logged the same way.
      await expect(noResults.getByRole('row', { name: MISSING })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000, intervals: [2_000] });
    await expect(figure(published, 'visitors')).toHaveText('2');
    await expect(figure(shared, 'visitors')).toHaveText('1');
    await expect(page.getByText(/Days are counted in the time zone UTC\./)).toBeVisible();

    const publishedRow = page
      .getByRole('table', { name: 'Published Articles' })
      .getByRole('row')
      .filter({ hasText: 'Reset your password' });
    await expect(publishedRow.getByRole('cell')).toHaveText([
      new RegExp(`/docs/${slug}/articles/`),
      '3',
      '2',
    ]);
    await expect(publishedRow.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      `/articles/${helpCenterArticle}`,
    );
    const sharedRow = page
      .getByRole('table', { name: 'Shared Articles' })
      .getByRole('row')
      .filter({ hasText: 'Export a report' });
    await expect(sharedRow.getByRole('cell')).toHaveText([new RegExp(sharedUrl), '1', '1']);

    // The chart is drawn, and its numbers are there in words and as a table.
    const chart = page.getByRole('region', { name: 'Views per day' });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByText(/In total: 3 published, 1 shared;/)).toBeVisible();
    const today = chart.getByRole('table', { name: 'Views per day' }).getByRole('row').last();
    await expect(today.getByRole('cell')).toHaveText(['3', '1']);

    const helpfulness = page.getByRole('region', { name: 'Least helpful articles' });
    await expect(
      helpfulness.getByRole('row').filter({ hasText: 'Reset your password' }).getByRole('cell'),
    ).toHaveText(['Reset your password', '0', '1']);
    // What that reader said was missing, under the article, with the day and the page's language.
    const reasons = page.getByRole('region', { name: 'What was missing' });
    const reasonList = reasons.getByRole('list', { name: 'Reset your password' });
    await expect(reasonList.getByRole('listitem')).toHaveCount(1);
    await expect(reasonList.getByRole('listitem')).toContainText('Nothing on single sign-on accounts');
    await expect(reasonList.getByRole('listitem')).toContainText('English (United States)');
    await expectNoSeriousA11yViolations(page, 'analytics with data (en)');
    await saveScreenshot('analytics-01-data-en');

    await publishedRow.getByRole('link', { name: 'Reset your password' }).click();
    await expect(page).toHaveURL(new RegExp(`/articles/${helpCenterArticle}$`));
    await page.goBack();
  });

  await test.step('the range is kept in the address: Today survives a reload', async () => {
    // The radio buttons look like a segmented control: a person clicks the label.
    await page.getByText('Today', { exact: true }).click();
    await expect(page).toHaveURL(/\/analytics\?(l=en&)?range=today$/);
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
    await expect(figure(published, 'views')).toHaveText('3');
    await page.getByText('Last 30 Days', { exact: true }).click();
    await expect(page).toHaveURL(/range=last30days$/);
  });

  await test.step('on a 375 px phone nothing scrolls sideways and the chart fits', async () => {
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, 'analytics', page.getByRole('heading', { level: 1 }));
    const chart = page.getByRole('region', { name: 'Views per day' });
    const [canvas, box] = await Promise.all([chart.locator('canvas').boundingBox(), chart.boundingBox()]);
    expect(canvas && box && canvas.x + canvas.width <= box.x + box.width).toBe(true);
    await expectNoSeriousA11yViolations(page, 'analytics on a phone');
    await saveScreenshot('analytics-02-phone-en');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('in German: texts, figures and the failed search', async () => {
    await page.goto('/analytics?l=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Analysen' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Letzte 30 Tage' })).toBeChecked();
    const veröffentlicht = page.getByRole('region', { name: 'Veröffentlicht', exact: true });
    await expect(veröffentlicht.getByRole('term')).toHaveText(['Aufrufe', 'Besucher']);
    await expect(figure(veröffentlicht, 'views')).toHaveText('3');
    await expect(page.getByRole('table', { name: 'Veröffentlichte Artikel' })).toContainText(
      'Reset your password',
    );
    await expect(
      page.getByRole('table', { name: 'Suchanfragen ohne Ergebnisse' }).getByRole('row', { name: MISSING }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aufrufe pro Tag' }).locator('canvas')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'analytics with data (de)');
    await saveScreenshot('analytics-03-data-de');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page, 'analytics in German', page.getByRole('heading', { level: 1 }));
    await saveScreenshot('analytics-03-phone-de');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("settings suggest the browser's time zone; once saved, the analytics count days in it", async () => {
    await page.goto('/settings/general?l=en');
    const field = page.getByLabel('Time zone');
    await expect(field).toHaveValue('Europe/Berlin');
    await expect(
      page.getByText('Suggested from your browser: save to use it.', { exact: false }),
    ).toBeVisible();
    await saveScreenshot('analytics-06-time-zone-setting');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.goto('/analytics');
    await expect(page.getByText(/Days are counted in the time zone Europe\/Berlin\./)).toBeVisible();
  });
});

test('a new organization sees what will appear once readers come', async ({
  page,
  uniqueEmail,
  saveScreenshot,
}) => {
  await registerCompany(page, {
    firstName: 'Nova',
    lastName: 'Neu',
    email: uniqueEmail('analytics-empty'),
    organization: 'Fresh Start',
  });
  await startTrial(page);
  await page.goto('/analytics?l=en');
  await expect(page.getByText('No published analytics yet')).toBeVisible();
  await expect(page.getByText('Views will appear here once your articles are visited.')).toBeVisible();
  await expect(page.getByText('No shared analytics yet')).toBeVisible();
  await expect(
    page.getByText('Shared views will appear once publicly shared links are visited.'),
  ).toBeVisible();
  await expect(page.getByText('No views in this period')).toBeVisible();
  await expect(page.getByText('No help center yet')).toBeVisible();
  await expect(page.getByText('No feedback yet')).toBeVisible();
  await expect(figure(page.getByRole('region', { name: 'Published', exact: true }), 'views')).toHaveText('0');
  await expectNoSeriousA11yViolations(page, 'analytics, empty (en)');
  await saveScreenshot('analytics-04-empty-en');

  await page.goto('/analytics?l=de');
  await expect(page.getByText('Noch keine Analysen zu veröffentlichten Artikeln')).toBeVisible();
  await expect(page.getByText('Noch keine Analysen zu geteilten Artikeln')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'analytics, empty (de)');
  await saveScreenshot('analytics-05-empty-de');
});
