/**
 * A product's tech pack, released as revisions (issue 46 §5): `POST product/{id}/techpack`
 * releases the next revision, `GET product/{id}/techpack` lists them, one is read whole, and two
 * are compared. Costs reach only whoever may see them; no share link reaches these routes.
 */
import { z } from 'zod';
import {
  ZReleaseTechpackSchema,
  ZTechpackCompareQuery,
  ZTechpackComparison,
  ZTechpackFileQuery,
  ZTechpackParams,
  ZTechpackRevision,
  ZTechpackRevisionParams,
  ZTechpackRevisionSummary,
} from '../techpacks.ts';
import { endpoint } from './endpoint.ts';

const tag = 'product';
const COSTS =
  'The costing, and the unit prices of the bill of materials, only to whoever may see the product’s costs (canEditProduct); everyone else gets them as null.';

export const techpackEndpoints = {
  release: endpoint({
    method: 'POST',
    path: '/product/:id/techpack',
    summary: 'Release the product’s tech pack as its next revision',
    description:
      'Whoever may edit the product (not a share link). Snapshots the product, its images (the exact version of each), the graded spec sheet with tolerances in its unit, the fit history, the bill of materials per colourway, the costing (internal) and the construction details as revision A, then B, C … Z, AA …; the revision never changes afterwards. An optional note of up to 500 characters says what it is for. When nothing changed since the last revision it answers 409 and releases nothing. The product’s timeline records the release.',
    refuses: [403, 404, 409],
    tag,
    params: ZTechpackParams,
    body: ZReleaseTechpackSchema,
    data: ZTechpackRevisionSummary,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/product/:id/techpack',
    summary: 'List the product’s tech pack revisions',
    description:
      'Whoever may view the product, and the people of its suppliers (not a share link). Its released revisions, newest first, each with its letter, when and by whom it was released, its note and what it holds, counted.',
    refuses: [403, 404],
    tag,
    params: ZTechpackParams,
    data: z.array(ZTechpackRevisionSummary),
  }),
  compare: endpoint({
    method: 'GET',
    path: '/product/:id/techpack/compare',
    summary: 'Compare two tech pack revisions',
    description: `Whoever may view the product, and the people of its suppliers (not a share link). What changed from one revision (\`from\`) to another (\`to\`), as sentences grouped by section (Product, Sketches, Spec, Fit history, BOM, Costing, Construction); an empty list when they read the same. The sentences are written in \`language\` (one of the nine codes; 400 'Please choose a language.' otherwise), left out in the reader's saved language; section names stay the codes above, and what people entered (names, sizes, notes) stays as entered. Costing changes and price changes only to whoever may see costs. A revision of another product is 404.`,
    refuses: [403, 404],
    tag,
    params: ZTechpackParams,
    query: ZTechpackCompareQuery,
    data: ZTechpackComparison,
  }),
  get: endpoint({
    method: 'GET',
    path: '/product/:id/techpack/:revisionId',
    summary: 'Read one tech pack revision',
    description: `Whoever may view the product, and the people of its suppliers (not a share link). The revision as released, with its whole snapshot and signed links to its sketches’ pictures. ${COSTS} A revision of another product is 404.`,
    refuses: [403, 404],
    tag,
    params: ZTechpackRevisionParams,
    data: ZTechpackRevision,
  }),
  pdf: endpoint({
    method: 'GET',
    path: '/product/:id/techpack/:revisionId/pdf',
    summary: 'Download a tech pack revision as a PDF',
    description: `Whoever may view the product, and the people of its suppliers (not a share link). The revision as a multi-page PDF (\`application/pdf\`, an attachment): the cover with the product, revision, release date and who released it; the sketches with their numbered callouts; the graded spec with tolerances, split into parts of sizes when wide; the fit history; the bill of materials, a table per colourway; the construction notes. Every page says \`Page n of N\` and \`Revision B · <product>\` at its foot; texts in every script are drawn with embedded font subsets. \`language\` (one of the nine codes: \`en\`, \`zh-Hans\`, \`vi\`, \`tr\`, \`pt\`, \`it\`, \`es\`, \`fr\`, \`de\`; 400 'Please choose a language.' otherwise) writes the file's own words — headings, column headers, labels, page feet — in that language; left out, the reader's saved language (English for whoever never chose). What people entered (names, notes, points of measure) stays as entered; days are ISO and numbers plain decimals in every language. \`paper\`: \`a4\` (the default) or \`letter\`. \`costs=true\` adds the costing and the bill's unit prices, and is refused (403) to whoever may not see the product's costs; the default is the factory's copy, without them. A revision never changes, so each copy (paper, costs, language) is drawn once and kept in storage; later downloads stream it. A revision of another product is 404.`,
    refuses: [403, 404],
    tag,
    params: ZTechpackRevisionParams,
    query: ZTechpackFileQuery,
    data: z.string(),
    raw: true,
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/product/:id/techpack/:revisionId/xlsx',
    summary: 'Download a tech pack revision as an XLSX workbook',
    description: `Whoever may view the product, and the people of its suppliers (not a share link). The same content as the PDF, for factories that work in spreadsheets: sheets Cover, Spec (a column per size, centimetres as numbers, inches as written), Fit history, BOM (a block per colourway), Construction, and Costing only with \`costs=true\` — refused (403) to whoever may not see the product's costs. Texts are text cells, in every script. \`language\` names the sheets and writes the headers and labels in one of the nine languages (400 'Please choose a language.' otherwise); left out, the reader's saved language. \`paper\` is accepted and ignored. Drawn once per revision, costs and language, and kept; a revision of another product is 404.`,
    refuses: [403, 404],
    tag,
    params: ZTechpackRevisionParams,
    query: ZTechpackFileQuery,
    data: z.string(),
    raw: true,
  }),
};
