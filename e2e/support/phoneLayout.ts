import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone the layout checks use: an iPhone-sized screen, the narrowest the spec supports. */
export const PHONE = { width: 375, height: 740 };

type Overflow = { innerWidth: number; html: number; body: number; offender: string | null };

/**
 * How wide the document is against the window, and which element sticks out furthest: the deepest
 * element whose box or content passes the window's right edge, skipping what a scroll container clips (a step
 * strip that scrolls sideways on its own is fine).
 */
function measureOverflow(): Overflow {
  const width = window.innerWidth;
  const clipped = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width) {
        return true;
      }
    }
    return false;
  };
  // A box can stay within the window while its text runs out of it (a long word in a heading).
  const rightEdge = (element: Element) => {
    const box = element.getBoundingClientRect();
    return Math.max(box.right, box.left + element.scrollWidth);
  };
  const sticksOut = Array.from(document.body.querySelectorAll('*')).filter(
    (element) => rightEdge(element) > width + 0.5 && !clipped(element),
  );
  const deepest = sticksOut.filter(
    (element) => !sticksOut.some((other) => other !== element && element.contains(other)),
  );
  const widest = deepest.sort((a, b) => rightEdge(b) - rightEdge(a))[0];
  const describeElement = (element: Element) => {
    const classes = Array.from(element.classList).slice(0, 4).join('.');
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const right = Math.round(rightEdge(element));
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}" (right edge at ${right} px)`;
  };
  return {
    innerWidth: width,
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    offender: widest ? describeElement(widest) : null,
  };
}

/**
 * Waits for the screen to settle (its data loaded, `ready` visible), then checks softly that
 * neither <html> nor <body> is wider than the window, so one run names every screen that fails.
 */
export async function expectNoSidewaysScroll(page: Page, screen: string, ready?: Locator) {
  await page.waitForLoadState('networkidle');
  if (ready) await expect(ready).toBeVisible();
  const overflow = await page.evaluate(measureOverflow);
  const message = `${screen} (${page.url()}) scrolls sideways at ${overflow.innerWidth} px: html ${overflow.html} px, body ${overflow.body} px; widest offender ${overflow.offender}`;
  expect.soft(overflow.html, message).toBeLessThanOrEqual(overflow.innerWidth);
  expect.soft(overflow.body, message).toBeLessThanOrEqual(overflow.innerWidth);
}

/**
 * An open modal dialog keeps the keyboard to itself: Tab and Shift+Tab never leave it, and a button
 * of the page behind it cannot take focus (the page is inert).
 */
export async function expectModalKeepsFocus(page: Page, dialog: Locator, presses = 8) {
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInside(), 'focus moves into the dialog when it opens').toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let n = 0; n < presses; n++) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
      expect(await focusInside(), `after ${key} ×${n + 1} focus is on ${where}`).toBe(true);
    }
  }
  const behind = await dialog.evaluate((element) => {
    const outside = Array.from(document.querySelectorAll<HTMLElement>('a[href], button')).find(
      (candidate) => !element.contains(candidate) && candidate.getClientRects().length > 0,
    );
    outside?.focus();
    return { found: Boolean(outside), focused: Boolean(outside) && document.activeElement === outside };
  });
  expect(behind, 'a button behind the dialog cannot take focus').toEqual({ found: true, focused: false });
}
