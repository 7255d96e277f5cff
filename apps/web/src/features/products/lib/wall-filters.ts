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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC §2's `/Wall/{season}/{deadline}/{tag}/{category}/{fabric}`: the filters the path holds. */
const PATH_FILTERS = [
  { key: 'season', any: 'season' },
  { key: 'deadlineTo', any: 'deadline' },
  { key: 'tag', any: 'tag' },
  { key: 'category', any: 'category' },
  { key: 'fabric', any: 'fabric' },
] as const;

/** Path segments that mean "any": the words SPEC's path is written with, and 'all' or 'any'. */
const ANY_WORDS = new Set(['season', 'deadline', 'tag', 'category', 'fabric', 'all', 'any']);
const meansAny = (value: string) => ANY_WORDS.has(value.trim().toLowerCase());

export interface WallPathSegments {
  season?: string | undefined;
  deadline?: string | undefined;
  tag?: string | undefined;
  category?: string | undefined;
  fabric?: string | undefined;
}

/**
 * The filters of `/Wall/{season}/{deadline}/{tag}/{category}/{fabric}` added to the address's
 * query: catalogue segments are names (any case) or ids, the deadline a date (due on or before
 * it); a word such as 'deadline', 'tag' or 'all' means "any".
 */
export function paramsFromPath(segments: WallPathSegments, query: URLSearchParams) {
  const params = new URLSearchParams(query);
  for (const { key, any } of PATH_FILTERS) {
    const value = segments[any]?.trim();
    if (!value || meansAny(value)) continue;
    if (key !== 'deadlineTo' || DATE.test(value)) params.set(key, value);
  }
  return params;
}

/**
 * Where a wall with these filters lives: a team's wall keeps them in the query; the wall of all
 * teams writes its season, deadline, tag, category and fabric into SPEC's path, by name, so the
 * address reads as what it shows (the rest stays in the query). A name the path would read as
 * "any" (a tag called 'all') keeps the query form.
 */
export function wallAddress(teamId: string | undefined, params: URLSearchParams): string {
  const query = (next: URLSearchParams) => (next.size > 0 ? `?${next.toString()}` : '');
  if (teamId) return `/Wall/${encodeURIComponent(teamId)}${query(params)}`;
  const inPath = PATH_FILTERS.map(({ key }) => params.get(key));
  if (inPath.every((value) => !value) || inPath.some((value) => value && meansAny(value))) {
    return `/Wall${query(params)}`;
  }
  const rest = new URLSearchParams(params);
  const segments = PATH_FILTERS.map(({ key, any }) => {
    rest.delete(key);
    return encodeURIComponent(params.get(key) || any);
  });
  return `/Wall/${segments.join('/')}${query(rest)}`;
}
