import type { Page } from '@playwright/test';

/** A valid 1×1 PNG, for uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A mood board of two flat colours (#D22B2B over 60 %, #1F4E79 over 40 %), drawn by the browser's
 * own canvas: real PNG bytes whose palette is known.
 */
export async function moodBoard(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 100;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#D22B2B';
    context.fillRect(0, 0, 120, 100);
    context.fillStyle = '#1F4E79';
    context.fillRect(120, 0, 80, 100);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}
