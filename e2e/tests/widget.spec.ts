import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from '@playwright/test';
import { api } from '../support/api';
import { expect, test } from '../support/fixtures';
import { registerCompany, startTrial } from '../support/flows';

/**
 * A customer's page on another origin (another loopback port) with a strict policy that allows only
 * the product's origin, and CSS that resets and restyles every element it can reach.
 */
const HOSTILE_CSS = `* { all: unset !important; font-size: 40px !important; }
button { background: #ff0000 !important; color: #00ff00 !important; padding: 60px !important; display: none !important; }
div { position: static !important; }`;

async function startHostSite(product: string) {
  const productOrigin = new URL(product).origin;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === '/hostile.css') {
      response.writeHead(200, { 'content-type': 'text/css' }).end(HOSTILE_CSS);
      return;
    }
    const slug = url.searchParams.get('hc') ?? '';
    const article = url.searchParams.get('article') ?? '';
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `default-src 'none'; script-src ${productOrigin}; frame-src ${productOrigin}; connect-src ${productOrigin}; style-src 'self'; img-src 'self'`,
        // The host's own cookie: the widget never sees it.
        'set-cookie': 'host_session=secret; Path=/',
      })
      .end(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme app – Billing</title><link rel="stylesheet" href="/hostile.css"></head>
<body><h1>Acme app: billing</h1><p>Your invoices are below.</p>
<p><a href="#help" data-support-article="${article}">How do invoices work?</a></p>
<script src="${product}/widget.js" data-help-center="${slug}" async></script>
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The test's one window into the closed shadow root: recorded before the host page runs. */
const RECORD_SHADOW_ROOT = () => {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    (window as unknown as { __widgetRoot: ShadowRoot }).__widgetRoot = root;
    return root;
  };
};

type Launcher = { background: string; color: string; fontSize: string; display: string; label: string };
const launcher = (page: Page) =>
  page.evaluate((): Launcher | null => {
    const root = (window as unknown as { __widgetRoot?: ShadowRoot }).__widgetRoot;
    const button = root?.querySelector('button');
    if (!button) return null;
    const style = getComputedStyle(button);
    return {
      background: style.backgroundColor,
      color: style.color,
      fontSize: style.fontSize,
      display: style.display,
      label: button.textContent ?? '',
    };
  });
const panelOpen = (page: Page) =>
  page.evaluate(() => {
    const root = (window as unknown as { __widgetRoot?: ShadowRoot }).__widgetRoot;
    const wrap = root?.querySelector('div.p');
    return wrap ? getComputedStyle(wrap).display !== 'none' : false;
  });
const panelFrame = async (page: Page): Promise<Frame> => {
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  return page.frames().find((frame) => frame !== page.mainFrame())!;
};

async function hostPage(browser: Browser, url: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, locale: 'en-US' });
  await context.addInitScript(RECORD_SHADOW_ROOT);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('the widget on a hostile host page: search, articles, the JavaScript API, keyboard, phone, protection', async ({
  page,
  browser,
  uniqueEmail,
  saveScreenshot,
}) => {
  test.setTimeout(360_000);
  const centers: Record<'en' | 'de' | 'locked', string> = { en: '', de: '', locked: '' };
  const articles: Record<string, string> = {};
  await test.step('a team publishes an English, a German and a protected help center', async () => {
    await registerCompany(page, {
      firstName: 'Wanda',
      lastName: 'Widget',
      email: uniqueEmail('widget'),
      organization: 'Widget Inc',
    });
    await startTrial(page);
    // Three help centers: the business plan (the built-in checkout activates it at once).
    await api(page, 'POST', '/payment/create-checkout-session', { productId: 'prod_business' });
    const make = async (name: string, language: string, items: [string, string][]) => {
      const center = await api(page, 'POST', '/help-centers', { name });
      await api(page, 'PUT', `/help-centers/${center.id}/settings`, { language, primaryColor: '#1d4ed8' });
      await api(page, 'POST', `/help-centers/${center.id}/publish`);
      const group = await api(page, 'POST', `/public-groups/help-centers/${center.id}/groups`, {
        name: 'Billing',
      });
      for (const [title, content] of items) {
        const { id } = await api(page, 'POST', '/help-articles/create-manual-article', { title, content });
        articles[title] = id;
        await api(page, 'POST', `/help-articles/${id}/publish`);
        await api(page, 'POST', `/public-groups/groups/${group.id}/articles/${id}`);
      }
      return center;
    };
    const en = await make('Widget Help', 'en-US', [
      ['Download your invoices', 'Open **Billing** and press Download. Every invoice is a PDF.'],
      ['Change your password', 'Open Profile and choose a new password.'],
    ]);
    const de = await make('Widget Hilfe', 'de-DE', [
      ['Rechnungen herunterladen', 'Öffnen Sie **Abrechnung** und wählen Sie Herunterladen.'],
    ]);
    const locked = await make('Locked Help', 'en-US', [['Secret plans', 'Nobody may read this.']]);
    await api(page, 'PUT', `/help-centers/${locked.id}/settings`, {
      authenticationType: 'PASSWORD',
      password: 'open sesame',
    });
    centers.en = en.slug;
    centers.de = de.slug;
    centers.locked = locked.slug;
  });

  const product = new URL(page.url()).origin;
  const site = await startHostSite(product);
  try {
    const host = await hostPage(
      browser,
      `${site.url}/billing/invoices?hc=${centers.en}&article=${articles['Download your invoices']}`,
    );
    await test.step('the launcher appears with the theme’s colour, untouched by the host’s CSS', async () => {
      await expect.poll(() => launcher(host)).not.toBeNull();
      expect(await launcher(host)).toEqual({
        background: 'rgb(29, 78, 216)',
        color: 'rgb(255, 255, 255)',
        fontSize: '15px',
        display: 'inline-flex',
        label: 'Help',
      });
    });

    await test.step('keyboard only: Tab to the launcher, search as one types, open a result, Esc', async () => {
      await host.keyboard.press('Tab'); // the host's link
      await host.keyboard.press('Tab'); // the launcher
      await host.keyboard.press('Enter');
      await expect.poll(() => panelOpen(host)).toBe(true);
      const frame = await panelFrame(host);
      await expect(frame.getByRole('searchbox', { name: 'Search the help center' })).toBeFocused();
      await host.keyboard.type('invoi');
      await expect(frame.locator('#w-results').getByRole('link')).toHaveText(['Download your invoices']);
      await saveScreenshot('widget-search-1280-en', host);
      await frame.locator('#w-results a').first().focus();
      await host.keyboard.press('Enter');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Download your invoices');
      await expect(frame.getByText('Every invoice is a PDF.')).toBeVisible();
      await expect(frame.locator('header.hc-top')).toHaveCount(0);
      await expect(frame.getByRole('link', { name: '← Back' })).toBeVisible();
      await saveScreenshot('widget-article-1280-en', host);
      await host.keyboard.press('Escape');
      await expect.poll(() => panelOpen(host)).toBe(false);
      expect(
        await host.evaluate(
          () => (window as unknown as { __widgetRoot: ShadowRoot }).__widgetRoot.activeElement?.tagName,
        ),
      ).toBe('BUTTON');
    });

    await test.step('the JavaScript API and a data-support-article link', async () => {
      await host.evaluate(() =>
        (window as unknown as { SupportWidget: { search(q: string): void } }).SupportWidget.search(
          'password',
        ),
      );
      await expect.poll(() => panelOpen(host)).toBe(true);
      const frame = await panelFrame(host);
      await expect(frame.locator('#w-results').getByRole('link')).toHaveText(['Change your password']);
      await host.evaluate(() =>
        (window as unknown as { SupportWidget: { close(): void } }).SupportWidget.close(),
      );
      await expect.poll(() => panelOpen(host)).toBe(false);
      const id = articles['Change your password']!;
      await host.evaluate(
        (article) =>
          (window as unknown as { SupportWidget: { open(o: object): void } }).SupportWidget.open({ article }),
        id,
      );
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Change your password');
      await host.evaluate(() =>
        (window as unknown as { SupportWidget: { close(): void } }).SupportWidget.close(),
      );
      await host.getByRole('link', { name: 'How do invoices work?' }).click();
      await expect.poll(() => panelOpen(host)).toBe(true);
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Download your invoices');
      // The host's cookie never reaches the product.
      expect(await frame.evaluate(() => document.cookie)).not.toContain('host_session');
    });
    await host.context().close();

    await test.step('on a phone the panel fills the screen; in German for a German help center', async () => {
      for (const [language, slug] of [
        ['en', centers.en],
        ['de', centers.de],
      ] as const) {
        for (const width of [375, 1280]) {
          const phone = await hostPage(browser, `${site.url}/billing?hc=${slug}`, { width, height: 800 });
          await expect.poll(() => launcher(phone)).not.toBeNull();
          expect((await launcher(phone))?.label).toBe(language === 'de' ? 'Hilfe' : 'Help');
          await phone.evaluate(() =>
            (window as unknown as { SupportWidget: { open(): void } }).SupportWidget.open(),
          );
          const frame = await panelFrame(phone);
          await expect(
            frame.getByRole('heading', { name: language === 'de' ? 'Beliebte Artikel' : 'Popular articles' }),
          ).toBeVisible();
          const size = await frame.evaluate(() => ({ w: window.innerWidth, h: window.innerHeight }));
          if (width === 375) expect(size).toEqual({ w: 375, h: 800 });
          else expect(size.w).toBe(400);
          await saveScreenshot(`widget-panel-${width}-${language}`, phone);
          if (width === 375) {
            await frame.locator('.w-list a').first().click();
            await frame
              .getByRole('button', { name: language === 'de' ? 'Hilfe schließen' : 'Close help' })
              .click();
            await expect.poll(() => panelOpen(phone)).toBe(false);
          }
          await phone.context().close();
        }
      }
    });

    await test.step('a protected help center’s widget shows nothing', async () => {
      const context = await browser.newContext({ locale: 'en-US' });
      await context.addInitScript(RECORD_SHADOW_ROOT);
      const stranger = await context.newPage();
      // The 404 carries no CORS header, so the loader's request fails (the server tests read its status).
      const asked = stranger.waitForRequest((request) => request.url().includes('/widget/config.json'));
      await stranger.goto(`${site.url}/billing?hc=${centers.locked}`);
      await asked;
      await stranger.waitForTimeout(500);
      expect(await launcher(stranger)).toBeNull();
      expect(stranger.frames()).toHaveLength(1);
      await stranger.context().close();
    });
  } finally {
    await site.close();
  }
});
