/**
 * A product's spec sheet (issue 45): `GET product/{id}/spec` reads it (values in centimetres),
 * `PUT product/{id}/spec` saves the whole sheet as its next revision, and the revisions stay
 * readable and comparable.
 */
import { z } from 'zod';
import {
  ZSaveSpecSchema,
  ZSpecCompareQuery,
  ZSpecComparison,
  ZSpecParams,
  ZSpecRevision,
  ZSpecRevisionParams,
  ZSpecRevisionSummary,
  ZSpecSheet,
} from '../specs.ts';
import {
  ZSpecExportQuery,
  ZSpecImportParams,
  ZSpecImportPreview,
  ZSpecImportQuery,
} from '../spec-files.ts';
import { endpoint } from './endpoint.ts';

export const specEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/product/:id/spec',
    summary: 'Read a product’s spec sheet',
    description:
      'Whoever may view the product (not a share link). Its points of measure × sizes, every value in centimetres whatever the sheet’s unit, with each row’s grading and warnings (missing values, sizes smaller than the one before). Revision 0 and no rows before the first save.',
    refuses: [403, 404],
    tag: 'product',
    params: ZSpecParams,
    data: ZSpecSheet,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/product/:id/spec',
    summary: 'Save a product’s spec sheet',
    description:
      'Whoever may edit the product. The whole sheet, lengths in its unit (inches in eighths, converted once), as the next revision; `revision` is the one the editor read, and a newer one answers 409. Answers the computed sheet.',
    refuses: [403, 404, 409],
    tag: 'product',
    params: ZSpecParams,
    body: ZSaveSpecSchema,
    data: ZSpecSheet,
  }),
  revisions: endpoint({
    method: 'GET',
    path: '/product/:id/spec/revisions',
    summary: 'List a spec sheet’s revisions',
    description:
      'Whoever may view the product. Every saved revision, newest first, with who saved it and when.',
    refuses: [403, 404],
    tag: 'product',
    params: ZSpecParams,
    data: z.array(ZSpecRevisionSummary),
  }),
  revision: endpoint({
    method: 'GET',
    path: '/product/:id/spec/revisions/:revision',
    summary: 'Read one revision of a spec sheet',
    description:
      'Whoever may view the product. The revision exactly as it was saved: its rows, codes, names and values in centimetres.',
    refuses: [403, 404],
    tag: 'product',
    params: ZSpecRevisionParams,
    data: ZSpecRevision,
  }),
  compare: endpoint({
    method: 'GET',
    path: '/product/:id/spec/compare',
    summary: 'Compare two revisions of a spec sheet',
    description:
      'Whoever may view the product. Every cell that differs between revisions `from` and `to`: before, after and by how much (centimetres), and the revision between them that last changed it, by whom and when.',
    refuses: [403, 404],
    tag: 'product',
    params: ZSpecParams,
    query: ZSpecCompareQuery,
    data: ZSpecComparison,
  }),
  export: endpoint({
    method: 'GET',
    path: '/product/:id/spec/export',
    summary: 'Export a product’s spec sheet as XLSX or CSV',
    description:
      'Whoever may view the product. The sheet as factories read it: POM code, Description, Tol - and Tol + (distances), then one column per size; lengths in the sheet’s unit (or `unit`), centimetres as decimals, inches in eighths such as `24 3/8`. `format=xlsx` (the default) or `csv` (UTF-8 with a byte-order mark; a cell that starts like a formula is quoted as text). The file’s name is the product’s with its revision.',
    refuses: [403, 404],
    tag: 'product',
    params: ZSpecParams,
    query: ZSpecExportQuery,
    data: z.string(),
    raw: true,
  }),
  import: endpoint({
    method: 'POST',
    path: '/product/:id/spec/import',
    summary: 'Import a spec sheet from an XLSX or CSV file',
    description:
      'Whoever may edit the product (and change the team’s points of measure, when the file adds codes). Multipart `file`: a CSV or XLSX of at most 2 MB and 500 rows, in the shape the export writes. Without `apply=true` the answer is a preview and nothing changes: the unit and where it was read, the sizes and base size, each row matched to the team’s points of measure by code, the codes it would add, the sheet’s rows it would take off, and every row it could not read with its row number. With `apply=true` the file becomes the sheet’s next revision (the same save as `PUT product/{id}/spec`: timeline, and 409 when `revision` is given and the sheet has moved on); rows the sheet already reads so keep their grading, the others are written as explicit values; a file with unreadable rows is refused with them in `data.errors`. Answers the computed sheet.',
    refuses: [403, 404, 409],
    tag: 'product',
    params: ZSpecImportParams,
    query: ZSpecImportQuery,
    multipart: true,
    data: z.union([ZSpecSheet, ZSpecImportPreview]),
  }),
};
