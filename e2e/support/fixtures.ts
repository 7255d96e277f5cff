/** Every journey fails on a browser console error, and saves screenshots to look at. */
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

export const test = base.extend<{ consoleErrors: string[]; shot: (name: string) => Promise<void> }>(
  {
    consoleErrors: [
      async ({ page }, use) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          // A 4xx answer the journey provokes on purpose (a wrong password) is not an app error.
          const expected4xx = /status of 4\d\d/.test(message.text());
          if (message.type() === 'error' && !expected4xx) errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await use(errors);
        expect(errors, 'browser console errors').toEqual([]);
      },
      { auto: true },
    ],
    shot: async ({ page }, use) => {
      await use((name: string) => screenshot(page, name));
    },
  },
);

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The same page at phone width, then back as it was. */
export async function phoneScreenshot(page: Page, name: string) {
  await atPhoneWidth(page, () => screenshot(page, name));
}

const PHONE = { width: 390, height: 844 };

/** Does `check` at phone width, once the layout has finished moving, then goes back as it was. */
export async function atPhoneWidth(page: Page, check: () => Promise<void>) {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  await transitionsDone(page);
  await check();
  if (before) await page.setViewportSize(before);
}

/**
 * Waits until nothing fades or slides any more (modals, toasts, the navigation, pages coming in);
 * endless animations (loaders) do not count.
 */
export async function transitionsDone(page: Page) {
  // Mantine starts a transition a frame or two after what asked for it (a menu just clicked
  // open): three frames first, or its fade-in would be missed and looked at half-done.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 0;
        const next = () => (++frames >= 3 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export { expect };
