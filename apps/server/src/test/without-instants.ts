/**
 * A body as JSON text without its ISO instants, for tests that assert a figure is absent:
 * '…T04:36:26.464Z' holds '6.4' and tells nothing of prices.
 */
export function withoutInstants(value: unknown): string {
  return JSON.stringify(value).replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '');
}
