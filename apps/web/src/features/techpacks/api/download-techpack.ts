import {
  techpackEndpoints,
  techpackFileName,
  type TechpackFileFormat,
  type TechpackPaper,
} from '@atelier/domain';
import { downloadApi } from '../../../lib/api-client';

/**
 * `GET product/{id}/techpack/{revisionId}/pdf|xlsx`: one revision as a file, named as the server
 * names it ('<product> tech pack rev B.pdf'). `costs` asks for the internal copy, which only
 * whoever may see the product's costs is given.
 */
export function downloadTechpack(
  productId: string,
  productName: string,
  revision: { _id: string; revision: string },
  format: TechpackFileFormat,
  options: { costs: boolean; paper: TechpackPaper },
) {
  return downloadApi(
    techpackEndpoints[format],
    {
      params: { id: productId, revisionId: revision._id },
      query: { paper: options.paper, costs: options.costs ? 'true' : 'false' },
    },
    techpackFileName(productName, revision.revision, format, options.costs),
  );
}
