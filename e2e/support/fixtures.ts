import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { watchOutboundRequests } from './networkGuard';
import { repoRoot } from './product';
import type { StoredMail } from './smtp';

export { expect };

const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

type Helpers = {
  /** Automatic: on failure, attaches the browser's errors and the end of the server's log. */
  diagnostics: undefined;
  /** Automatic: a request from the browser to anything but this machine fails the test. */
  localOnly: undefined;
  /** The newest mail to `email` (optionally with a matching subject), waiting for it to arrive. */
  latestMailTo: (email: string, options?: { subject?: RegExp; after?: Date }) => Promise<StoredMail>;
  /** Saves a full-page screenshot as e2e/screenshots/<name>.png to look at. */
  saveScreenshot: (name: string, target?: Page) => Promise<void>;
  /** A fresh address per test, so tests never share accounts. */
  uniqueEmail: (prefix?: string) => string;
};

export const test = base.extend<Helpers>({
  diagnostics: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      if (errors.length) {
        await testInfo.attach('browser-errors', { body: errors.join('\n'), contentType: 'text/plain' });
      }
      const log = process.env.E2E_SERVER_LOG;
      if (log && existsSync(log)) {
        const tail = readFileSync(log, 'utf8').slice(-20_000);
        await testInfo.attach('server-log', { body: tail, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  localOnly: [
    async ({ context }, use) => {
      const outbound = watchOutboundRequests(context);
      await use(undefined);
      expect(outbound(), 'requests that left this machine').toEqual([]);
    },
    { auto: true },
  ],
  latestMailTo: async ({ page: _page }, use) => {
    await use((email, options) => latestMailTo(email, options));
  },
  saveScreenshot: async ({ page }, use, testInfo) => {
    mkdirSync(screenshotDir, { recursive: true });
    await use(async (name, target = page) => {
      const file = path.join(screenshotDir, `${name}.png`);
      await target.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
  uniqueEmail: async ({ page: _page }, use, testInfo) => {
    let n = 0;
    await use((prefix = 'user') => {
      n += 1;
      const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.retry}${n}`;
      return `${prefix}-${stamp}@example.test`;
    });
  },
});

export async function latestMailTo(
  email: string,
  { subject, after, timeoutMs = 15_000 }: { subject?: RegExp; after?: Date; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts');
  const address = email.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
      .filter((mail) => mail.to.includes(address))
      .filter((mail) => !subject || subject.test(mail.subject))
      .filter((mail) => !after || new Date(mail.receivedAt) >= after);
    const newest = matches.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${email}${subject ? ` with subject ${subject}` : ''} within ${timeoutMs} ms`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the mail whose path starts with `pathname`, e.g. '/reset-password'. */
export function linkFrom(mail: Pick<StoredMail, 'text' | 'html'>, pathname: string): string {
  const escaped = pathname.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]+?${escaped}(?:[?#][^\\s"'<>]*)?(?=[\\s"'<>]|$)`);
  const match = mail.text.match(pattern) ?? mail.html.replace(/&amp;/g, '&').match(pattern);
  if (!match) throw new Error(`no ${pathname} link in the mail:\n${mail.text}`);
  return match[0];
}
