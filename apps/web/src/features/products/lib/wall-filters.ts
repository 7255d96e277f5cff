import { PRODUCT_STAGES, type ProductStage } from '@atelier/domain';
import type { ProductFilters } from '../api/get-products';

/** The wall's filters as they sit in the address, so a filtered wall can be shared. */
export const WALL_FILTER_KEYS = [
  'search',
  'season',
  'tag',
  'category',
  'fabric',
  'stage',
  'deadlineFrom',
  'deadlineTo',
] as const;
export type WallFilterKey = (typeof WALL_FILTER_KEYS)[number];

const isStage = (value: string): value is ProductStage =>
  (PRODUCT_STAGES as readonly string[]).includes(value);

export function filtersFromParams(params: URLSearchParams): Omit<ProductFilters, 'teamId'> {
  const filters: Omit<ProductFilters, 'teamId'> = {};
  for (const key of WALL_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if (key === 'stage') {
      if (isStage(value)) filters.stage = value;
    } else {
      filters[key] = value;
    }
  }
  return filters;
}

/** The same address with one filter set, or removed when empty. */
export function withFilter(
  params: URLSearchParams,
  key: WallFilterKey,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

export function hasFilters(params: URLSearchParams): boolean {
  return WALL_FILTER_KEYS.some((key) => params.get(key));
}
