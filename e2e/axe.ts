import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Impacts that fail a journey; moderate and minor findings are left to review. */
const failingImpacts = new Set(['serious', 'critical']);

/**
 * axe's default rules, plus `label-content-name-mismatch` (WCAG 2.5.3 "Label in Name", level A): axe
 * still ships it disabled as experimental, and it is the rule that catches an `aria-label` hiding the
 * words a speech-input user reads on a button.
 */
const rules = { 'label-content-name-mismatch': { enabled: true } };

/** Waits until finite animations and transitions (a dialog opening, a toast sliding in) have ended. */
async function settle(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    undefined,
    // A dialog's or a toast's animation lasts a fraction of a second; one still running after this is a bug.
    { timeout: 5_000 },
  );
}

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
  const more = violation.nodes.length > 5 ? [`    …and ${violation.nodes.length - 5} more`] : [];
  return [`  ${violation.id} (${violation.impact}): ${violation.help}`, ...nodes, ...more].join('\n');
}

/**
 * Runs axe on the page as it is now and fails the test (softly, so the journey goes on and every
 * screen is reported) on any serious or critical violation. Call it once a screen has settled:
 * after the assertions that show its content loaded. `screen` names it in the report.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string) {
  await test.step(`axe: ${screen}`, async () => {
    await settle(page);
    // Legacy mode runs axe once in the page. The default runs it per frame and then finishes in a new blank page,
    // twice the time (about 2 s a screen on this machine, 15 screens in the library journey); our pages have no
    // cross-origin frames for it to reach.
    const results = await new AxeBuilder({ page }).options({ rules }).setLegacyMode().analyze();
    const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
    const report = `axe on ${screen} (${page.url()}):\n${failing.map(describe).join('\n')}`;
    expect
      .soft(
        failing.map((violation) => violation.id),
        report,
      )
      .toEqual([]);
  });
}
