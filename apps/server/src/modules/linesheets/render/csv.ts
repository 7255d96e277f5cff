/** The CSV line sheet: a row per product; a cell that starts like a formula is quoted as text. */
import { stringify } from 'csv-stringify/sync';
import { SHEET_COLUMNS, type SheetProduct } from './sheet-product.ts';

export function renderCsv(products: SheetProduct[]): Buffer {
  const csv = stringify(
    products.map((product) => SHEET_COLUMNS.map(([, read]) => read(product) ?? '')),
    { header: true, columns: SHEET_COLUMNS.map(([header]) => header), escape_formulas: true },
  );
  // A byte order mark, so a spreadsheet opens the accents and the currency signs as written.
  return Buffer.from(`\uFEFF${csv}`, 'utf8');
}
