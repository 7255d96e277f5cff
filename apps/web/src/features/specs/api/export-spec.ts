import { specEndpoints, type SpecFileFormat } from '@atelier/domain';
import { downloadApi } from '../../../lib/api-client';

/**
 * `GET product/{id}/spec/export?format=`: the sheet as factories read it, in its own unit, named
 * as the server names it ('<product> spec rev <N>').
 */
export function exportSpec(
  productId: string,
  productName: string,
  format: SpecFileFormat,
  revision: number,
) {
  return downloadApi(
    specEndpoints.export,
    { params: { id: productId }, query: { format } },
    `${productName} spec rev ${revision}.${format}`,
  );
}
