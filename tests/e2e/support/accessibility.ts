import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the store promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG violations on the page as it stands, one line per failing element:
 * `rule-id  target  — help (helpUrl)` plus axe's own summary of what to fix.
 * `where` names the page or state in each line, so a list gathered over many pages stays readable.
 */
export async function accessibilityViolations(page: Page, where = page.url()): Promise<string[]> {
  await finiteAnimationsFinished(page);
  const violations = await axeViolations(page);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const target = node.target.map(String).join(' > ');
      const why = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
      return `[${where}] ${violation.id} ${target} — ${violation.help} (${violation.helpUrl}) ${why}`;
    }),
  );
}

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core's own API (`axe.source`, `axe.run`) in the page: the engine is loaded once per document
 * (a dialog opened on a checked page reuses it) and only violations are gathered. The
 * `@axe-core/playwright` wrapper it replaces loaded the engine twice per check and opened a blank
 * page per check to merge frames' results; the store has no iframes, and those steps were a third of
 * the accessibility walks' time (ADR 0052).
 */
async function axeViolations(page: Page): Promise<axe.Result[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
  if (!loaded) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return results.violations;
}

/**
 * Waits until every finite CSS animation and transition on the page has ended. A dialog measured
 * mid-fade blends its text with the page behind it, and axe then reports a contrast no user sees
 * once it has settled; on a busy machine a 150 ms fade can still be running when axe starts.
 * Infinite animations (spinners, pulses) never end and are left alone. Checked until a look finds
 * none running (at most five looks), because an animation ending can start another.
 */
export async function finiteAnimationsFinished(page: Page): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const settled = await page.evaluate(async () => {
      // Two frames first: a state change rendered just now starts its transitions on the next frame
      // (a page in a background tab gets no frames: 100 ms stands in for one).
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 100);
        });
      }
      const finite = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
        );
      if (finite.length === 0) return true;
      // A cancelled animation rejects `finished`; either way it no longer paints. The cap keeps a paused
      // animation (whose `finished` waits for ever) from stalling the walk: axe then measures what is there.
      const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      return false;
    });
    if (settled) return;
  }
}

/** Fails with every violation's id, element and help when axe finds anything on the page. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const found = await accessibilityViolations(page, where);
  expect(found, `axe-core (WCAG 2.x A/AA) on ${where}:\n${found.join('\n')}`).toEqual([]);
}
