/**
 * What an edit changed, for the product's timeline (issue 36): each field that differs between
 * the product as it was and as it is, by the names the product page gives them, with what it was
 * and what it became; a stage move is its own kind.
 */
import { PRODUCT_STAGE_LABELS, type Product } from '@atelier/domain';
import type { TimelineEntryInput } from '../timeline/service.ts';

const names = (refs: readonly { name: string }[]) =>
  refs
    .map((ref) => ref.name)
    .sort((a, b) => a.localeCompare(b))
    .join(', ');

const FIELDS: FollowedField<Product>[] = [
  ['Name', (product) => product.name],
  ['Description', (product) => product.description],
  ['Category', (product) => product.category?.name ?? ''],
  ['Sub-category', (product) => product.subCategory?.name ?? ''],
  ['Season', (product) => product.season?.name ?? ''],
  ['Materials', (product) => names(product.fabrics)],
  ['Tags', (product) => names(product.tags)],
  ['Colours', (product) => names(product.colours)],
  ['Deadline', (product) => product.deadline ?? ''],
];

/** A field the timeline follows: its name on the product page, and its value as text. */
export type FollowedField<T> = [field: string, read: (value: T) => string];

/** One 'edit' entry for each followed field whose text differs between before and after. */
export function fieldEdits<T>(
  fields: FollowedField<T>[],
  before: T,
  after: T,
  productId: string,
  userId: string,
): TimelineEntryInput[] {
  return fields.flatMap(([field, read]) => {
    const was = read(before);
    const is = read(after);
    if (was === is) return [];
    return [
      {
        productId,
        kind: 'edit' as const,
        action: 'changed',
        actor: { userId },
        field,
        before: was || null,
        after: is || null,
      },
    ];
  });
}

export function productEdits(
  before: Product,
  after: Product,
  userId: string,
): TimelineEntryInput[] {
  const actor = { userId };
  const edits = fieldEdits(FIELDS, before, after, after._id, userId);
  if (before.stage !== after.stage) {
    edits.push({
      productId: after._id,
      kind: 'stage',
      action: 'moved',
      actor,
      field: 'Stage',
      before: PRODUCT_STAGE_LABELS[before.stage],
      after: PRODUCT_STAGE_LABELS[after.stage],
    });
  }
  return edits;
}
