/**
 * Where something sits on an image — a comment's pin, a construction callout — as fractions of its
 * width and height from its top-left corner, so it stays put at every size and zoom.
 */

/** A point on an image, as fractions 0–1 of its width and height. */
export interface PinPoint {
  x: number;
  y: number;
}

/** Four decimals: finer than a pixel of any image we keep. */
const fraction = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;

/** Where a point sits on the image, as CSS offsets from its top-left corner. */
export function pinPosition({ x, y }: PinPoint): { left: string; top: string } {
  // Four decimals of a fraction are two of a percentage; rounding drops float noise (55.0000001).
  const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`;
  return { left: percent(x), top: percent(y) };
}

/** The point of a click on the image's box (its on-screen rectangle, zoom included). */
export function pointIn(
  rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  clientX: number,
  clientY: number,
): PinPoint | null {
  if (rect.width <= 0 || rect.height <= 0) return null;
  return {
    x: fraction((clientX - rect.left) / rect.width),
    y: fraction((clientY - rect.top) / rect.height),
  };
}

/** The point moved by (dx, dy) fractions, kept on the image. */
export function nudged(point: PinPoint, dx: number, dy: number): PinPoint {
  return { x: fraction(point.x + dx), y: fraction(point.y + dy) };
}

/** Marks the box points are measured against (PinnedImage's), for a mark dragged inside it. */
export const IMAGE_CANVAS_ATTRIBUTE = 'data-image-canvas';
