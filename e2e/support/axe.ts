/** Every page a journey visits is checked with axe against WCAG 2 A and AA. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { atPhoneWidth, expect, transitionsDone } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Fails the journey (softly, so one run lists every page's findings) on any serious or critical
 * axe finding, naming the rule, the element and what is wrong with it.
 */
export async function expectAccessible(page: Page, label: string) {
  await transitionsDone(page);
  // Legacy mode runs axe in the page itself instead of gathering frames' results in a blank page
  // opened for each check: the app has no frames, and every-page.spec.ts runs a fifth faster.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  const findings = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${
            node.failureSummary ?? violation.help
          }`,
      ),
    );
  expect.soft(findings, `serious or critical axe findings on ${label}`).toEqual([]);
}

/** Waits until every toast has closed (each closes within five seconds). */
export async function toastsGone(page: Page) {
  await expect(page.locator('.mantine-Notifications-root [role="alert"]')).toHaveCount(0);
}

/**
 * The same check at phone width (390×844), then back to the journey's own size. A toast spans a
 * phone's width over the header's buttons for its second on screen, so the page is checked once
 * toasts are gone (expectAccessibleWithToast checks them).
 */
export async function expectAccessibleOnPhone(page: Page, label: string) {
  await toastsGone(page);
  await atPhoneWidth(page, () => expectAccessible(page, `${label} (phone)`));
}

/**
 * A toast closes within a second; a pointer resting on it holds it open while axe runs. The
 * pointer's arrival and departure are sent as events at once: a real hover would first wait for
 * the toast to stop sliding in, and miss it on a busy machine.
 */
export async function expectAccessibleWithToast(page: Page, message: string, label: string) {
  const toast = page.getByRole('alert').filter({ hasText: message }).last();
  await toast.dispatchEvent('mouseover');
  await expectAccessible(page, `${label} with the toast '${message}'`);
  expect(await toast.isVisible(), 'the toast stayed open while axe looked').toBe(true);
  // The pointer leaves again, so the toast closes as it would and covers nothing later.
  await toast.dispatchEvent('mouseout');
}
