import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';
import { expectNoSidewaysScroll } from '../support/phoneLayout';

/** A team's own website, served on loopback: a theme colour, a dark header and a logo. */
async function brandSite() {
  const logo = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const server = http.createServer((request, response) => {
    if (request.url === '/logo.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(logo);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><html><head><meta name="theme-color" content="#0a66c2"></head>
      <body><header style="background-color:#111827;color:#f9fafb"><img class="logo" src="/logo.png" alt="Acme"></header>
      <main>Acme</main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Drags by the keyboard, as dnd-kit's keyboard sensor moves: 25 px per arrow press. */
async function keyboardDrag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await handle.focus();
  await page.keyboard.press('Space');
  // dnd-kit marks the handle it lifted.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const across = Math.round((to.x + 20 - (from.x + from.width / 2)) / 25);
  const down = Math.round((to.y + to.height / 2 - (from.y + from.height / 2)) / 25);
  for (let i = 0; i < Math.abs(across); i++)
    await page.keyboard.press(across > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(down); i++) await page.keyboard.press(down > 0 ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Space');
}

/**
 * Lifts with the keyboard and moves up until dnd-kit's live region says the item is over `target`
 * (its own announcement, in the page's language), then drops: independent of the layout's pixels.
 */
async function keyboardDragUpOnto(page: Page, handle: Locator, over: RegExp) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  const live = page.locator('[id^="DndLiveRegion"]');
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('ArrowUp');
    if (over.test((await live.textContent()) ?? '')) break;
  }
  await expect(live).toHaveText(over);
  await page.keyboard.press('Space');
}

test('a team builds a help center: groups and articles by mouse and keyboard, links, theme and a password', async ({
  page,
  request,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(240_000);
  const site = await brandSite();
  try {
    await test.step('a new company publishes two articles and opens Help Centers', async () => {
      await registerCompany(page, {
        firstName: 'Helga',
        lastName: 'Helper',
        email: uniqueEmail('helpcenter'),
        organization: 'Acme Support',
      });
      await startTrial(page);
      for (const title of ['Reset your password', 'Invite your team']) {
        const { id } = await api(page, 'POST', '/help-articles/create-manual-article', {
          title,
          content: `How to ${title.toLowerCase()}.`,
        });
        await api(page, 'POST', `/help-articles/${id}/publish`);
      }
      await page.goto('/helpcenters?l=en');
      await expect(page.getByRole('heading', { name: 'No help center yet' })).toBeVisible();
      await saveScreenshot('helpcenters-01-empty');
    });

    await test.step('creates a help center; the trial holds one, so the list then offers an upgrade', async () => {
      await page.getByRole('button', { name: 'Create Help Center' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Help Center' });
      await dialog.getByRole('button', { name: 'Create Help Center' }).click();
      await expect(dialog.getByText('Please enter a name')).toBeVisible();
      await dialog.getByLabel('Name').fill('Acme Help');
      await dialog.getByLabel('Description').fill('Answers for Acme customers');
      await dialog.getByRole('button', { name: 'Create Help Center' }).click();
      await expect(page).toHaveURL(/\/helpcenters\/[0-9a-f-]{36}\/articles$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Acme Help' })).toBeVisible();
      // A new help center is the team's until an admin publishes it (issue 47).
      await expect(page.getByText('Not published', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open Help Center' })).toHaveCount(0);
      await saveScreenshot('helpcenters-01b-not-published');
      // A member's preview: the site as readers will see it, in a new tab, with a bar saying so.
      const [preview] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: 'Preview' }).click(),
      ]);
      await preview.waitForURL(/\/docs\/acme-help$/);
      await expect(preview.getByRole('status').filter({ hasText: 'Preview.' })).toContainText(
        'This help center is not published: readers cannot see it yet.',
      );
      await saveScreenshot('helpcenters-01c-preview-1280', preview);
      await preview.setViewportSize({ width: 375, height: 800 });
      await saveScreenshot('helpcenters-01d-preview-375', preview);
      await preview.close();
      // Readers (a client without the member's preview cookie) get a 404 until then.
      expect((await request.get('/docs/acme-help')).status()).toBe(404);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
      expect((await request.get('/docs/acme-help')).status()).toBe(200);

      await page.getByRole('link', { name: 'All help centers' }).click();
      await expect(page.getByRole('heading', { name: 'Acme Help' })).toBeVisible();
      await expect(page.getByText('Answers for Acme customers')).toBeVisible();
      await expect(page.getByText('Online')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create Help Center' })).toHaveCount(0);
      // The card's live preview of the public site has loaded.
      await expect(page.getByRole('status', { name: 'Loading the preview' })).toHaveCount(0);
      await expect(page.getByText(/Preview unavailable/)).toHaveCount(0);
      await saveScreenshot('helpcenters-02-list');
      await page.getByRole('button', { name: 'Upgrade for more help centers' }).click();
      await expect(page.getByRole('dialog')).toContainText(/help center/i);
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: 'Acme Help' }).click();
    });

    const groups = page.getByRole('region', { name: 'Top level' });
    const unassigned = page.getByRole('region', { name: 'Published articles not in a group' });
    await test.step('arranges groups and articles with the mouse and the keyboard', async () => {
      await expect(unassigned.getByText('Reset your password')).toBeVisible();
      // The name first, in a small dialog (issue 47), never "New Group <date>".
      await page.getByRole('button', { name: 'New Group' }).click();
      const newGroup = page.getByRole('dialog', { name: 'New group' });
      await newGroup.getByLabel('Group name').fill('Getting started');
      await saveScreenshot('helpcenters-02b-new-group');
      await newGroup.getByRole('button', { name: 'Create group' }).click();
      await expect(newGroup).toBeHidden();
      await expect(groups.getByText('Getting started', { exact: true })).toBeVisible();

      // By mouse: the article's handle onto the middle of the group's row (inside).
      const handle = unassigned.getByRole('button', { name: 'Move article Reset your password' });
      const groupRow = groups.getByText('Getting started', { exact: true });
      const from = (await handle.boundingBox())!;
      const to = (await groupRow.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + 20, from.y + 10, { steps: 5 });
      await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 15 });
      await page.mouse.up();
      await expect(groups.getByText('Reset your password')).toBeVisible();
      await expect(unassigned.getByText('Reset your password')).toHaveCount(0);

      // By keyboard: the second article into the same group.
      await keyboardDrag(
        page,
        unassigned.getByRole('button', { name: 'Move article Invite your team' }),
        groups.getByText('Getting started', { exact: true }),
      );
      await expect(groups.getByText('Invite your team')).toBeVisible();
      await expect(unassigned.getByText('Every published article is in a group.')).toBeVisible();
      await saveScreenshot('helpcenters-03-groups');

      // A second group with the same name is refused, as the spec says.
      await page.getByRole('button', { name: 'New Group' }).click();
      const again = page.getByRole('dialog', { name: 'New group' });
      await again.getByLabel('Group name').fill('getting STARTED');
      await again.getByRole('button', { name: 'Create group' }).click();
      await expect(again.getByText('A group with this name already exists')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(again).toBeHidden();
    });

    await test.step('adds quick links and reorders them by keyboard; the order is kept', async () => {
      await page.getByRole('link', { name: 'Links' }).click();
      for (const [title, url, icon] of [
        ['Status', 'status.example.com', 'Info'],
        ['Contact us', 'https://example.com/contact', 'Mail'],
      ] as const) {
        await page.getByRole('button', { name: 'Add link' }).click();
        await page.getByLabel('Title', { exact: true }).fill(title);
        await page.getByLabel('URL', { exact: true }).fill(url);
        // The icons are radios drawn as buttons: a click on the icon chooses it.
        await page.getByTitle(icon, { exact: true }).click();
        await expect(page.getByRole('radio', { name: icon, exact: true })).toBeChecked();
        await page.getByRole('button', { name: 'Add link' }).last().click();
        await expect(page.getByText(title, { exact: true })).toBeVisible();
      }
      await expect(page.getByText('https://status.example.com')).toBeVisible();
      const contact = page.getByRole('button', { name: 'Move Contact us' });
      await contact.focus();
      await page.keyboard.press('Space');
      await expect(contact).toHaveAttribute('aria-pressed', 'true');
      // The list makes room for it before it is dropped. An arrow pressed before the drag's keyboard
      // handling is attached is lost, so it is pressed again until the item moves (at the top, more
      // presses keep it there).
      await expect(async () => {
        await page.keyboard.press('ArrowUp');
        const status = (await page.getByRole('button', { name: 'Move Status' }).boundingBox())!.y;
        expect((await contact.boundingBox())!.y).toBeLessThan(status);
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Space');
      const titles = page.getByRole('listitem').getByText(/^(Status|Contact us)$/);
      await expect(titles).toHaveText(['Contact us', 'Status']);
      await page.reload();
      await expect(page.getByRole('listitem').getByText(/^(Status|Contact us)$/)).toHaveText([
        'Contact us',
        'Status',
      ]);
    });

    await test.step('takes the theme from the team website', async () => {
      await page.getByRole('link', { name: 'Theming' }).click();
      await page.getByLabel('Website').fill(site.url);
      await page.getByRole('button', { name: 'Extract theme' }).click();
      await expect(page.getByText('Theme found')).toBeVisible();
      await page.getByRole('button', { name: 'Apply theme' }).click();
      await expect(page.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue('#0a66c2');
      await expect(page.getByRole('textbox', { name: 'Background colour', exact: true })).toHaveValue(
        '#111827',
      );
      await expect(page.getByRole('img', { name: 'Logo of Acme Help' })).toBeVisible();
      // A text colour that cannot be read on the background is warned about.
      await page.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#222222');
      await expect(page.getByText(/hard to read together/)).toBeVisible();
      await saveScreenshot('helpcenters-04-theming');
      await page.getByRole('textbox', { name: 'Text colour', exact: true }).fill('#f9fafb');
      await expect(page.getByText(/hard to read together/)).toHaveCount(0);
    });

    await test.step('protects it with a password, then changes the password', async () => {
      await page.getByRole('link', { name: 'Authentication' }).click();
      await page.getByText('Password', { exact: true }).click();
      const enable = page.getByRole('dialog', { name: 'Enable Password Protection' });
      await enable.getByPlaceholder('Enter a password').fill('acme-readers');
      await enable.getByRole('button', { name: 'Show password' }).click();
      await expect(enable.getByPlaceholder('Enter a password')).toHaveAttribute('type', 'text');
      await enable.getByRole('button', { name: 'Enable Protection' }).click();
      await expect(
        page.getByText('Password protection is on. Readers need the password you set.'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Change password' }).click();
      const update = page.getByRole('dialog', { name: 'Update Password Protection' });
      await update.getByPlaceholder('Enter a password').fill('acme-readers-2');
      await update.getByRole('button', { name: 'Save Changes' }).click();
      await expect(update).toHaveCount(0);
      await saveScreenshot('helpcenters-05-authentication');
    });

    await test.step('a reader opens the protected public site with the password', async () => {
      const publicUrl = await page.getByRole('link', { name: 'Open Help Center' }).getAttribute('href');
      // A retry of this test finds its first attempt's address taken: the slug then gets a suffix.
      expect(publicUrl).toMatch(/\/docs\/acme-help(-[a-z0-9]+)?$/);
      const reader = await page.context().browser()!.newContext();
      const readerPage = await reader.newPage();
      await readerPage.goto(publicUrl!);
      await expect(readerPage.getByRole('heading', { name: 'This help center is protected' })).toBeVisible();
      await expect(readerPage.getByText('Reset your password')).toHaveCount(0);
      await expectNoSeriousA11yViolations(readerPage, 'public help center password page');
      await readerPage.getByLabel('Password').fill('wrong');
      await readerPage.getByRole('button', { name: 'Continue' }).click();
      await expect(readerPage.getByRole('alert')).toContainText('That password is not right');
      await expectNoSeriousA11yViolations(readerPage, 'public help center password page, wrong password');
      await readerPage.getByLabel('Password').fill('acme-readers-2');
      await readerPage.getByRole('button', { name: 'Continue' }).click();
      await expect(readerPage.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
      await expect(readerPage.getByRole('heading', { name: 'Getting started' })).toBeVisible();
      await expect(readerPage.getByRole('link', { name: 'Contact us' })).toBeVisible();
      // The logo (behind the same password) loads; the name beside it is the link's text.
      const logo = readerPage.getByRole('link', { name: 'Acme Help' }).first().locator('img');
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await expectNoSeriousA11yViolations(readerPage, 'public help center home');
      await saveScreenshot('helpcenters-06-public-home', readerPage);
      await readerPage.getByRole('link', { name: 'Reset your password' }).click();
      await expect(readerPage.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      // The article page of the help center: its breadcrumbs lead back, and the reader can answer.
      expect(new URL(readerPage.url()).pathname).toMatch(
        /^\/docs\/acme-help(-[a-z0-9]+)?\/articles\/reset-your-password-[0-9a-f]{8}$/,
      );
      const crumbs = readerPage.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(crumbs.getByRole('link', { name: 'Getting started' })).toBeVisible();
      await expectNoSeriousA11yViolations(readerPage, 'public help center article');
      await saveScreenshot('helpcenters-06b-public-article', readerPage);
      await readerPage.getByRole('button', { name: 'Yes' }).click();
      await expect(readerPage.getByRole('status')).toHaveText('Thank you for your feedback!');
      await crumbs.getByRole('link', { name: 'Getting started' }).click();
      await expect(readerPage.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
      await expectNoSeriousA11yViolations(readerPage, 'public help center group');
      // The help center's own 404, in its colours.
      const missing = await readerPage.goto(`${publicUrl}/articles/no-such-article-00000000`);
      expect(missing?.status()).toBe(404);
      await expectNoSeriousA11yViolations(readerPage, 'public help center 404');
      await reader.close();
    });

    await test.step('in German and on a phone', async () => {
      const url = new URL(page.url());
      await page.goto(`${url.pathname.replace(/authentication$/, 'articles')}?l=de`);
      await expect(page.getByRole('link', { name: 'Zugriffsschutz' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Oberste Ebene' }).getByText('Getting started'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'help center articles (de)');
      await saveScreenshot('helpcenters-07-german');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/helpcenters?l=de');
      await expect(page.getByRole('heading', { name: 'Hilfecenter', level: 1 })).toBeVisible();
      await saveScreenshot('helpcenters-08-phone-list');
      await page.goto(`${url.pathname.replace(/authentication$/, 'theming')}?l=en`);
      await expect(page.getByRole('heading', { name: 'Colours' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'help center theming (en, phone)');
      await saveScreenshot('helpcenters-09-phone-theming');
    });
  } finally {
    await site.close();
  }
});

test('on a phone, in German: create, arrange by keyboard, link, theme, protect and delete a help center', async ({
  page,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(240_000);
  await registerCompany(page, {
    firstName: 'Greta',
    lastName: 'Gruber',
    email: uniqueEmail('helpcenter-de'),
    organization: 'Gruber Hilfe',
  });
  await startTrial(page);
  const { id } = await api(page, 'POST', '/help-articles/create-manual-article', {
    title: 'Passwort zurücksetzen',
    content: 'So setzen Sie Ihr Passwort zurück.',
  });
  await api(page, 'POST', `/help-articles/${id}/publish`);
  await page.setViewportSize({ width: 375, height: 800 });
  const tab = (name: string) =>
    page
      .getByRole('navigation', { name: 'Bereiche des Hilfecenters' })
      .getByRole('link', { name, exact: true });

  await test.step('creates the help center from the empty list', async () => {
    await page.goto('/helpcenters?l=de');
    await expect(page.getByRole('heading', { name: 'Noch kein Hilfecenter' })).toBeVisible();
    await page.getByRole('button', { name: 'Hilfecenter erstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hilfecenter erstellen' });
    await dialog.getByLabel('Name').fill('Gruber Hilfe');
    await dialog.getByRole('button', { name: 'Hilfecenter erstellen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gruber Hilfe' })).toBeVisible();
    await expect(page.getByText('Nicht veröffentlicht', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, 'help center not published (de)');
    await saveScreenshot('helpcenters-09b-phone-de-not-published');
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
    await expect(page.getByText('Veröffentlicht', { exact: true })).toBeVisible();
    await saveScreenshot('helpcenters-09c-phone-de-published');
  });

  await test.step('previews it at 1280 px, the bar in the site’s language', async () => {
    const centerId = /\/helpcenters\/([0-9a-f-]{36})/.exec(page.url())![1];
    await api(page, 'PUT', `/help-centers/${centerId}/settings`, { language: 'de-DE' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreenshot('helpcenters-09e-de-1280-header');
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Vorschau' }).click(),
    ]);
    // A retry finds its first attempt's address taken: the slug then gets a suffix.
    await preview.waitForURL(/\/docs\/gruber-hilfe(-[a-z0-9]+)?$/);
    await expect(preview.getByRole('status').filter({ hasText: 'Vorschau.' })).toContainText(
      'Sie sehen dieses Hilfecenter als Mitglied seines Teams, ohne Passwort.',
    );
    await saveScreenshot('helpcenters-09f-de-preview-1280', preview);
    await preview.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot('helpcenters-09g-de-preview-375', preview);
    await preview.close();
    await page.setViewportSize({ width: 375, height: 800 });
  });

  await test.step('arranges the article into a new group by keyboard', async () => {
    await page.getByRole('button', { name: 'Neue Gruppe' }).click();
    const newGroup = page.getByRole('dialog', { name: 'Neue Gruppe' });
    await newGroup.getByLabel('Gruppenname').fill('Erste Schritte');
    await saveScreenshot('helpcenters-09d-phone-de-new-group');
    await newGroup.getByRole('button', { name: 'Gruppe erstellen' }).click();
    const groups = page.getByRole('region', { name: 'Oberste Ebene' });
    const unassigned = page.getByRole('region', { name: 'Veröffentlichte Artikel ohne Gruppe' });
    const group = groups.getByText('Erste Schritte', { exact: true });
    await expect(group).toBeVisible();
    // Moved until the screen reader's announcement names the group (the layout wraps on a phone).
    await keyboardDragUpOnto(
      page,
      unassigned.getByRole('button', { name: 'Artikel Passwort zurücksetzen verschieben' }),
      /ist über Erste Schritte\./,
    );
    await expect(groups.getByText('Passwort zurücksetzen')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'help center articles (de, phone)');
    await expectNoSidewaysScroll(page, 'help center articles (de)');
    await saveScreenshot('helpcenters-10-phone-de-articles');
  });

  await test.step('adds a quick link', async () => {
    await tab('Links').click();
    await page.getByRole('button', { name: 'Link hinzufügen' }).click();
    await page.getByLabel('Titel', { exact: true }).fill('Kontakt');
    await page.getByLabel('URL', { exact: true }).fill('beispiel.de/kontakt');
    await page.getByTitle('E-Mail', { exact: true }).click();
    await page.getByRole('button', { name: 'Link hinzufügen' }).last().click();
    await expect(page.getByText('https://beispiel.de/kontakt')).toBeVisible();
    await expectNoSidewaysScroll(page, 'help center links (de)');
    await saveScreenshot('helpcenters-11-phone-de-links');
  });

  await test.step('sees the contrast warning and saves readable colours', async () => {
    await tab('Design').click();
    await page.getByRole('textbox', { name: 'Textfarbe', exact: true }).fill('#222222');
    await expect(page.getByText(/schwer lesbar/)).toBeVisible();
    await page.getByRole('button', { name: 'Standard verwenden' }).click();
    await expect(page.getByText(/schwer lesbar/)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Primärfarbe', exact: true }).fill('#0a66c2');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Farben gespeichert')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'help center theming (de, phone)');
    await expectNoSidewaysScroll(page, 'help center theming (de)');
  });

  await test.step('protects it with a password', async () => {
    await tab('Zugriffsschutz').click();
    await page.getByText('Passwort', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Passwortschutz aktivieren' });
    await dialog.getByRole('button', { name: 'Schutz aktivieren' }).click();
    await expect(dialog.getByText('Bitte geben Sie ein Passwort ein')).toBeVisible();
    await dialog.getByPlaceholder('Passwort eingeben').fill('nur-fuer-kunden');
    await dialog.getByRole('button', { name: 'Schutz aktivieren' }).click();
    await expect(
      page.getByText('Der Passwortschutz ist aktiv. Leser brauchen das festgelegte Passwort.'),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'help center authentication (de)');
    await saveScreenshot('helpcenters-12-phone-de-authentication');
  });

  await test.step('changes the description, then deletes the help center; the article stays', async () => {
    await tab('Einstellungen').click();
    await page.getByLabel('Beschreibung').fill('Antworten für unsere Kunden');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByText('Einstellungen gespeichert')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'help center settings (de, phone)');
    await expectNoSidewaysScroll(page, 'help center settings (de)');
    await page.getByRole('button', { name: 'Hilfecenter löschen' }).click();
    await page
      .getByRole('dialog', { name: 'Dieses Hilfecenter löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(page).toHaveURL(/\/helpcenters$/);
    await expect(page.getByRole('heading', { name: 'Noch kein Hilfecenter' })).toBeVisible();
    const article = await page.request.get(`/v1/help-articles/${id}`, {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(article.status()).toBe(200);
  });
});
