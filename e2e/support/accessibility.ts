import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules) on what the page shows now and checks softly that
 * nothing serious or critical is found, naming the screen, the rule and the first elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
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
