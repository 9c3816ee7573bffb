/**
 * Accessibility check for end-to-end journeys: axe-core's WCAG 2.1 A/AA rules on the page as it
 * stands. Every page a journey reaches calls this once it has settled, at each width it is tried at,
 * so a violation names the page, the rule and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function expectNoAxeViolations(page: Page, where = page.url()) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `axe-core violations on ${where}`).toEqual([]);
}
