import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules) on what the page shows now and checks softly that
 * nothing serious or critical is found, naming the screen, the rule and the first elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
          )
          .join('; ')}`,
    );
  expect.soft(serious, `accessibility of ${screen}`).toEqual([]);
}

/**
 * Waits for the colour transitions running now (a button fading from its disabled look once the
 * page has loaded): axe measures the colours of the moment, and a half-faded button is neither.
 * Endless animations (spinners) are left out, or this would never end.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe leaves disabled controls out of its contrast rule (WCAG exempts them), but a person still has
 * to read a disabled "Save": every visible disabled button with text must reach 4.5:1 against what
 * is behind it, opacity included. Answers how many were checked, so a run can show it saw some.
 */
export async function expectReadableDisabledButtons(page: Page, screen: string): Promise<number> {
  await settleTransitions(page);
  const { checked, failures } = await page.evaluate(() => {
    // Any CSS colour (Tailwind 4 writes oklch) to sRGB bytes, through a canvas pixel.
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], below: number[], alpha: number) =>
      top.slice(0, 3).map((value, i) => value * alpha + below[i]! * (1 - alpha));
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const v = value / 255;
        return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    /** The first opaque-enough background at or above the element, assumed to lie on white. */
    const backdrop = (element: Element): number[] => {
      const layers: Array<[number, number, number, number]> = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const color = rgba(getComputedStyle(e).backgroundColor);
        if (color[3] > 0) layers.push(color);
        if (color[3] >= 0.99) break;
      }
      return layers.reduceRight<number[]>((below, layer) => over(layer, below, layer[3]), [255, 255, 255]);
    };
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement)
        opacity *= Number(getComputedStyle(e).opacity);
      return opacity;
    };
    const failures: string[] = [];
    let checked = 0;
    const buttons = document.querySelectorAll('button:disabled, [role="button"][aria-disabled="true"]');
    for (const button of Array.from(buttons)) {
      const text = button.textContent?.trim() ?? '';
      if (!text || !button.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
      checked++;
      const page = [255, 255, 255];
      const opacity = opacityOf(button);
      const ownBackground = over(backdrop(button), page, 1);
      const color = rgba(getComputedStyle(button).color);
      const foreground = over(color, ownBackground, color[3]);
      // Faded as a whole: both the text and its background are blended with the page behind.
      const seenText = over(foreground, page, opacity);
      const seenBackground = over(ownBackground, page, opacity);
      const [light, dark] = [luminance(seenText), luminance(seenBackground)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      if (ratio < 4.5) failures.push(`"${text.slice(0, 40)}" ${ratio.toFixed(2)}:1`);
    }
    return { checked, failures };
  });
  expect.soft(failures, `disabled buttons readable on ${screen}`).toEqual([]);
  return checked;
}
