/** Every journey fails on a browser console error, and saves screenshots to look at. */
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

export const test = base.extend<{ consoleErrors: string[]; shot: (name: string) => Promise<void> }>(
  {
    context: async ({ context }, use) => {
      await recordToasts(context);
      await use(context);
    },
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

declare global {
  interface Window {
    /** The text of every toast shown on this page and not yet looked for (`expectToast`). */
    __toastsShown?: string[];
  }
}

/**
 * Keeps the text of every toast as it appears. A success toast is on screen for a second (SPEC
 * §9), and `expect(…).toBeVisible()` looks once a second at the longest: on a busy machine it may
 * look just before the toast comes and just after it goes.
 */
async function recordToasts(context: BrowserContext) {
  await context.addInitScript(() => {
    window.__toastsShown = [];
    new MutationObserver((changes) => {
      changes.forEach((change) =>
        change.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          [node, ...Array.from(node.querySelectorAll('[role="alert"]'))]
            .filter(
              (element) =>
                element.matches('[role="alert"]') &&
                element.closest('.mantine-Notifications-root') !== null,
            )
            .forEach((alert) => window.__toastsShown?.push(alert.textContent ?? ''));
        }),
      );
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A second browser (another person) in the same journey, whose toasts are kept as well. */
export async function newContext(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await recordToasts(context);
  return context;
}

/** Waits for a toast with this text to have been shown, even if it has closed again since. */
export async function expectToast(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = window.__toastsShown ?? [];
          const index = shown.findIndex((toast) => toast.includes(wanted));
          if (index >= 0) shown.splice(index, 1);
          return index >= 0;
        }, text),
      { message: `the toast '${text}'` },
    )
    .toBe(true);
}

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
 * The page never scrolls sideways: wide tables scroll inside their cards. Names the first
 * elements that reach past the window's edge when it does.
 */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()?.width ?? 0;
  if (width <= viewport) return;
  const wider = await page.evaluate(() =>
    Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName}.${String(element.className).slice(0, 60)}`),
  );
  expect({ width, wider }, `${label}: the page scrolls sideways`).toEqual({
    width: viewport,
    wider: [],
  });
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
