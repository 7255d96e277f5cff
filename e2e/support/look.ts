/** A journey's look at a page: both widths, axe-clean, a screenshot of each, nothing sideways. */
import type { Page } from '@playwright/test';
import { expectAccessible, expectAccessibleOnPhone, toastsGone } from './axe';
import { atPhoneWidth, expectNoSidewaysScroll, phoneScreenshot, screenshot } from './fixtures';

/** Both widths, axe-clean, with a screenshot of each (the page scrolled back to its top). */
export async function lookAt(page: Page, name: string, label: string) {
  await toastsGone(page);
  await expectAccessible(page, label);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
  await expectAccessibleOnPhone(page, label);
  await phoneScreenshot(page, `${name}-phone`);
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page, label));
}
