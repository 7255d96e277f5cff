import {
  techpackEndpoints,
  techpackFileName,
  type TechpackFileFormat,
  type TechpackPaper,
} from '@atelier/domain';
import { downloadApi } from '../../../lib/api-client';
import { PSEUDO_LANGUAGE, type AppLanguage } from '../../../lib/i18n';

/**
 * `GET product/{id}/techpack/{revisionId}/pdf|xlsx`: one revision as a file, named as the server
 * names it ('<product> tech pack rev B.pdf'). `costs` asks for the internal copy, which only
 * whoever may see the product's costs is given. The file's own words are in `language`, the one
 * the page is shown in (the pseudo-locale asks for English).
 */
export function downloadTechpack(
  productId: string,
  productName: string,
  revision: { _id: string; revision: string },
  format: TechpackFileFormat,
  options: { costs: boolean; paper: TechpackPaper; language: AppLanguage },
) {
  return downloadApi(
    techpackEndpoints[format],
    {
      params: { id: productId, revisionId: revision._id },
      query: {
        paper: options.paper,
        costs: options.costs ? 'true' : 'false',
        language: options.language === PSEUDO_LANGUAGE ? 'en' : options.language,
      },
    },
    techpackFileName(productName, revision.revision, format, options.costs),
  );
}
