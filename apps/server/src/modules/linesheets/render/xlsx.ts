/**
 * The XLSX line sheet (write-excel-file): a row per product, prices as numbers with two decimals,
 * every text cell typed as text — so nothing a designer typed is ever read as a formula. The
 * headers are in the reader's language (`t`).
 */
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { SHEET_COLUMNS, type SheetProduct } from './sheet-product.ts';
import type { SheetTranslate } from './texts.ts';

export async function renderXlsx(
  products: SheetProduct[],
  sheetName: string,
  t: SheetTranslate,
): Promise<Buffer> {
  const titles = SHEET_COLUMNS.map(([key]) => t(key));
  const header: Row = titles.map((title) => ({ value: title, fontWeight: 'bold' }));
  const rows: Row[] = products.map((product) =>
    SHEET_COLUMNS.map(([, read]) => {
      const value = read(product);
      if (typeof value === 'number') return { value, type: Number, format: '#,##0.00' };
      return value ? { value, type: String, format: '@' } : null;
    }),
  );
  return writeXlsxFile([header, ...rows], {
    sheet: sheetName.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || t('linesheet.sheetName'),
    stickyRowsCount: 1,
    columns: titles.map((title) => ({ width: Math.max(12, title.length + 4) })),
  }).toBuffer();
}
