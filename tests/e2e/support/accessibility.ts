import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the store promises (issue 13). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG violations on the page as it stands, one line per failing element:
 * `rule-id  target  — help (helpUrl)` plus axe's own summary of what to fix.
 * `where` names the page or state in each line, so a list gathered over many pages stays readable.
 */
export async function accessibilityViolations(page: Page, where = page.url()): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = node.target.map(String).join(' > ');
      const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
      return `[${where}] ${violation.id} ${target} — ${violation.help} (${violation.helpUrl}) ${why}`;
    }),
  );
}

/** Fails with every violation's id, element and help when axe finds anything on the page. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const found = await accessibilityViolations(page, where);
  expect(found, `axe-core (WCAG 2.x A/AA) on ${where}:\n${found.join('\n')}`).toEqual([]);
}
