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
      'Whoever may view the product (not a share link). Its released revisions, newest first, each with its letter, when and by whom it was released, its note and what it holds, counted.',
    refuses: [403, 404],
    tag,
    params: ZTechpackParams,
    data: z.array(ZTechpackRevisionSummary),
  }),
  compare: endpoint({
    method: 'GET',
    path: '/product/:id/techpack/compare',
    summary: 'Compare two tech pack revisions',
    description: `Whoever may view the product (not a share link). What changed from one revision (\`from\`) to another (\`to\`), as sentences grouped by section (Product, Sketches, Spec, Fit history, BOM, Costing, Construction); an empty list when they read the same. Costing changes and price changes only to whoever may see costs. A revision of another product is 404.`,
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
    description: `Whoever may view the product (not a share link). The revision as released, with its whole snapshot and signed links to its sketches’ pictures. ${COSTS} A revision of another product is 404.`,
    refuses: [403, 404],
    tag,
    params: ZTechpackRevisionParams,
    data: ZTechpackRevision,
  }),
};
