/** The answers of line sheets: a sheet as its maker reads it, a live link, a live sheet's page. */
import type {
  DateFormat,
  LineSheet,
  LineSheetCard,
  LineSheetLink,
  SharedLineSheet,
} from '@atelier/domain';
import type { LineSheetLinkRow, LineSheetRow } from '../../db/schema/index.ts';
import type { Secrets } from '../../platform/auth/secrets.ts';
import type { PrivateFiles } from '../../platform/storage/private-files.ts';
import { urlOf, type Storage } from '../../platform/storage/storage.ts';
import { shareToken } from '../sharing/tokens.ts';
import { lineSheetFileName } from './job.ts';
import type { SheetProduct } from './render/sheet-product.ts';

/** A sheet, its file's link signed once it is ready. */
export async function presentLineSheet(
  files: PrivateFiles,
  row: LineSheetRow,
  teamName: string,
): Promise<LineSheet> {
  return {
    _id: row.id,
    teamId: row.teamId,
    format: row.format,
    status: row.status,
    productCount: row.productCount,
    done: row.done,
    fileName: lineSheetFileName(teamName, row),
    resultUrl: row.status === 'ready' && row.fileKey ? await files.url(row.fileKey) : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A live link, with the address its token opens. */
export function presentLink(
  secrets: Secrets,
  publicUrl: string,
  row: LineSheetLinkRow,
): LineSheetLink {
  const token = shareToken(secrets, row.id, 'linesheet');
  return {
    _id: row.id,
    teamId: row.teamId,
    title: row.title,
    filters: row.filters,
    url: `${publicUrl}/linesheet/${token}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The live page's cards: each image as a short-lived signed link. */
export function presentCards(files: PrivateFiles, products: SheetProduct[]) {
  return Promise.all(
    products.map(async (product): Promise<LineSheetCard> => ({
      ...product,
      image: product.image ? await files.url(product.image) : null,
    })),
  );
}

/** A page of a live sheet as its visitor reads it. */
export async function presentSharedSheet(
  place: { files: PrivateFiles; storage: Storage },
  link: LineSheetLinkRow,
  team: { name: string; logo: string | null } | undefined,
  products: SheetProduct[],
  page: { page: number; total: number; nextPage: number | null },
  dateFormat: DateFormat,
): Promise<SharedLineSheet> {
  return {
    title: link.title,
    team: { name: team?.name ?? '', logo: await urlOf(place.storage, team?.logo ?? null) },
    products: await presentCards(place.files, products),
    ...page,
    expiresAt: link.expiresAt.toISOString(),
    dateFormat,
  };
}
