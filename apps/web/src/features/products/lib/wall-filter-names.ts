import { isRecordId } from '@atelier/domain';
import type { CatalogueOption, ProductCatalogues } from './catalogues';

/**
 * The wall's filters that name a catalogue entry, with the catalogue each chooses from; each is
 * labelled by `wallFilters.<key>` in the catalogues of messages.
 */
export const NAMED_FILTERS = [
  { key: 'season', from: 'seasons' },
  { key: 'category', from: 'categories' },
  { key: 'fabric', from: 'fabrics' },
  { key: 'tag', from: 'tags' },
] as const satisfies readonly { key: string; from: keyof ProductCatalogues }[];

const sameName = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The entry a filter's value stands for: its id, or its name in any case. */
function entryOf(value: string, options: readonly CatalogueOption[]) {
  return isRecordId(value)
    ? options.find((option) => option.value === value)
    : options.find((option) => sameName(option.label, value));
}

/**
 * A filter's choices by name: the server filters by name, so entries of several teams that share
 * a name (the wall of all teams) are one choice. A value no entry has (a name typed into the
 * address) is kept as a choice of its own, so the filter that is applied is always shown.
 */
export function nameChoices(options: readonly CatalogueOption[], value: string | null) {
  const names: string[] = [];
  for (const { label } of options) {
    if (!names.some((name) => sameName(name, label))) names.push(label);
  }
  if (value && !names.some((name) => sameName(name, value))) names.push(value);
  return names.map((name) => ({ value: name, label: name }));
}

/** The name a filter's value shows as: the entry's own spelling, else the value as written. */
export function nameOf(value: string | null, options: readonly CatalogueOption[]) {
  if (!value) return null;
  return entryOf(value, options)?.label ?? value;
}

/** The filters with every id that names a known entry replaced by its name; null if none was. */
export function namesForIds(params: URLSearchParams, catalogues: ProductCatalogues) {
  const next = new URLSearchParams(params);
  let changed = false;
  for (const { key, from } of NAMED_FILTERS) {
    const value = params.get(key);
    const entry = value && isRecordId(value) ? entryOf(value, catalogues[from]) : undefined;
    if (entry) {
      next.set(key, entry.label);
      changed = true;
    }
  }
  return changed ? next : null;
}
