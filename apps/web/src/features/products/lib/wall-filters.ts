import { PRODUCT_FILTERS, PRODUCT_STAGES, type ProductStage } from '@atelier/domain';
import type { ProductFilters } from '../api/get-products';

/** The wall's filters as they sit in the address, so a filtered wall can be shared. */
export const WALL_FILTER_KEYS = PRODUCT_FILTERS;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SPEC §2's `/Wall/{season}/{deadline}/{tag}/{category}/{fabric}` as the wall's query: catalogue
 * segments are entry ids, the deadline a date (due on or before it); any other segment (such as
 * the words 'deadline', 'tag' or 'all') means "any".
 */
export function paramsFromPath(segments: {
  season?: string | undefined;
  deadline?: string | undefined;
  tag?: string | undefined;
  category?: string | undefined;
  fabric?: string | undefined;
}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['season', 'tag', 'category', 'fabric'] as const) {
    const value = segments[key];
    if (value && UUID.test(value)) params.set(key, value);
  }
  if (segments.deadline && DATE.test(segments.deadline))
    params.set('deadlineTo', segments.deadline);
  return params;
}
