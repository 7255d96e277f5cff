/**
 * One product as every line sheet output reads it, and how its prices, window and columns are
 * written: plain functions, so the renderers load nothing of the server.
 */
import type { LineSheetCard } from '@atelier/domain';

/** `image` is the storage key of the product's preview. */
export type SheetProduct = Omit<LineSheetCard, 'image'> & { image: string | null };

/** A price as a buyer reads it: '€1,250.00'. */
export function formatPrice(amount: number | null, currency: string | null) {
  if (amount === null) return '';
  return currency
    ? new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount)
    : amount.toFixed(2);
}

/** The columns of the CSV and XLSX files, in order. */
export const SHEET_COLUMNS: [
  header: string,
  read: (product: SheetProduct) => string | number | null,
][] = [
  ['Style number', (product) => product.styleNumber],
  ['Name', (product) => product.name],
  ['Season', (product) => product.season ?? ''],
  ['Category', (product) => product.category ?? ''],
  ['Colours', (product) => product.colours.map((colour) => colour.name).join(', ')],
  ['Materials', (product) => product.fabrics.join(', ')],
  ['Composition', (product) => product.composition],
  ['Sizes', (product) => product.sizes.join(', ')],
  ['Currency', (product) => product.currency ?? ''],
  ['Wholesale price', (product) => product.wholesalePrice],
  ['Retail price', (product) => product.retailPrice],
  ['Delivery from', (product) => product.deliveryFrom ?? ''],
  ['Delivery until', (product) => product.deliveryTo ?? ''],
];
