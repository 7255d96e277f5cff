/**
 * The CSV line sheet: a row per product; a cell that starts like a formula is quoted as text. The
 * sheet's numbers are its prices, written with two decimals and a dot ('79.50', '30.00'), as the
 * XLSX shows them and a program reads them. Its column headers are English in every language:
 * a buyer's system imports a CSV by its headers, so they are a contract, not words to read.
 */
import { stringify } from 'csv-stringify/sync';
import { SHEET_COLUMNS, type SheetProduct } from './sheet-product.ts';
import { sheetTexts } from './texts.ts';

const english = sheetTexts('en');

export function renderCsv(products: SheetProduct[]): Buffer {
  const csv = stringify(
    products.map((product) =>
      SHEET_COLUMNS.map(([, read]) => {
        const value = read(product);
        return typeof value === 'number' ? value.toFixed(2) : (value ?? '');
      }),
    ),
    {
      header: true,
      columns: SHEET_COLUMNS.map(([header]) => english(header)),
      escape_formulas: true,
    },
  );
  // A byte order mark, so a spreadsheet opens the accents and the currency signs as written.
  return Buffer.from(`\uFEFF${csv}`, 'utf8');
}
