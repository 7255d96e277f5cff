/**
 * One product as every line sheet output reads it, and how its prices, window and columns are
 * written: plain functions, so the renderers load nothing of the server.
 */
import type { LanguageCode, LineSheetCard } from '@atelier/domain';
import type { SheetMessageKey } from './texts.ts';

/** `image` is the storage key of the product's preview. */
export type SheetProduct = Omit<LineSheetCard, 'image'> & { image: string | null };

/**
 * A price as a buyer of that language reads it: '€1,250.00' in English, '1 250,00 €' in French
 * (the currency's sign and its side are the language's, the amount and currency the product's).
 */
export function formatPrice(
  amount: number | null,
  currency: string | null,
  language: LanguageCode = 'en',
) {
  if (amount === null) return '';
  return currency
    ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount)
    : amount.toFixed(2);
}

/** The columns of the CSV and XLSX files, in order, each header a catalogue key. */
export const SHEET_COLUMNS: [
  header: SheetMessageKey,
  read: (product: SheetProduct) => string | number | null,
][] = [
  ['linesheet.column.styleNumber', (product) => product.styleNumber],
  ['linesheet.column.name', (product) => product.name],
  ['linesheet.column.season', (product) => product.season ?? ''],
  ['linesheet.column.category', (product) => product.category ?? ''],
  [
    'linesheet.column.colours',
    (product) => product.colours.map((colour) => colour.name).join(', '),
  ],
  ['linesheet.column.materials', (product) => product.fabrics.join(', ')],
  ['linesheet.column.composition', (product) => product.composition],
  ['linesheet.column.sizes', (product) => product.sizes.join(', ')],
  ['linesheet.column.currency', (product) => product.currency ?? ''],
  ['linesheet.column.wholesalePrice', (product) => product.wholesalePrice],
  ['linesheet.column.retailPrice', (product) => product.retailPrice],
  ['linesheet.column.deliveryFrom', (product) => product.deliveryFrom ?? ''],
  ['linesheet.column.deliveryTo', (product) => product.deliveryTo ?? ''],
];
