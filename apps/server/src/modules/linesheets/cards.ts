/** The products of a line sheet, read once in the wall's order with their buyer fields. */
import { derivativePaths, LINESHEET_MAX_PRODUCTS, type LineSheetFilters } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { SheetProduct } from './render/sheet-product.ts';
import { lineSheetProducts, type SheetReader } from '../products/service.ts';

/** The whole sheet, from its first product. */
const WHOLE = { limit: LINESHEET_MAX_PRODUCTS, offset: 0 };

/** The sheet's filters over its team, as the products' service reads them. */
export const sheetOptions = (teamId: string, filters: LineSheetFilters) => ({
  ...filters,
  teamId,
  search: filters.search || undefined,
});

/** The sheet's products (a page of them, or all), once the policy lets the reader read them. */
export async function readSheet(
  executor: Executor,
  reader: SheetReader,
  teamId: string,
  filters: LineSheetFilters,
  page: { limit: number; offset: number } = WHOLE,
): Promise<SheetProduct[]> {
  const rows = await lineSheetProducts(executor, reader, sheetOptions(teamId, filters), page);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    styleNumber: row.styleNumber,
    season: row.seasonName,
    category: row.categoryName,
    colours: row.colours.map(({ name, hexCode }) => ({ name, hexCode })),
    fabrics: row.fabrics.map((fabric) => fabric.name),
    sizes: row.sizes,
    composition: row.composition,
    wholesalePrice: row.wholesalePrice,
    retailPrice: row.retailPrice,
    currency: row.priceCurrency,
    deliveryFrom: row.deliveryFrom,
    deliveryTo: row.deliveryTo,
    // The preview derivative once it is made; a cover still being processed shows none.
    image: row.cover?.status === 'ready' ? derivativePaths(row.cover.path).preview : null,
  }));
}
