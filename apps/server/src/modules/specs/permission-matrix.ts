/**
 * Who may call which route of the measurement library and of spec sheets (issue 45), as data:
 * route × kind of actor → status. permission-matrix.test.ts is generated from it, so a change of
 * policy is a change of this table. The library (`pom`, `sizeRange`) is read with canViewProducts
 * and changed with canEditProduct too (viewMeasurements, manageMeasurements); a spec sheet is read
 * by whoever may view its product and saved by whoever may edit it, and so is its file: exported
 * with view, imported (a preview or an apply) with edit. A product's fit sessions follow it too:
 * read with view, opened, measured, given photos and applied with edit, and so do its
 * construction details (issue 46 §4): read with view, callouts and notes changed with edit, and
 * its tech pack revisions (issue 46 §5): listed, read and compared with view, released with edit.
 * A product's sample requests (issue 47 §3) follow it as well for the team (read with view; asked
 * for, answered, received and withdrawn with edit), and a comment's translation (issue 47 §5)
 * follows the comment (canViewProducts and canViewComments). Outsiders get 404.
 */
import type { PermissionKey } from '@atelier/domain';

export const ACTOR_KINDS = [
  'owner',
  /** Holds exactly the keys the route needs. */
  'memberWithKeys',
  /** Holds every key but canViewProducts. */
  'memberWithoutView',
  /** Holds canViewProducts alone. */
  'viewerOnly',
  /** Holds every key, and is blocked. */
  'blockedMember',
  /** Signed in, owner of another team. */
  'otherTeamUser',
  'anonymous',
  /**
   * A supplier's person whose supplier makes the product (issue 47): the team's own work on it is
   * refused (403), and the team's library is outside what they see (404). Their supplier is the
   * one the matrix's sample request is for: they read and answer it, and may not ask or receive.
   */
  'supplier',
  /**
   * A person of another supplier the product is also assigned to: the product opens to them as to
   * `supplier`, but the sample request is another supplier's, so it is 404 to them.
   */
  'otherSupplier',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** The ids a route is called with: a team's seeded library, a product with a saved sheet. */
export interface MatrixIds {
  teamId: string;
  productId: string;
  /** A point of measure the team added, on no sheet. */
  pomId: string;
  /** The one on the product's sheet (revision 1). */
  sheetPomId: string;
  sheetPomCode: string;
  /** A fit session of the product in size M, with a revised value for the sheet's point. */
  fitId: string;
  /** An image among the product's files, for a fit photo and construction callouts. */
  imageId: string;
  /** A construction callout pinned on that image. */
  calloutId: string;
  /** The product's tech pack revision A, released before the callout was pinned. */
  techpackId: string;
  /** Every point of measure of the team, in its order. */
  pomIds: string[];
  sizeRangeId: string;
  /** The supplier of `supplier`, assigned the product. */
  supplierId: string;
  /** A sample request of the product (round Proto, sizes M and L) to that supplier, just asked. */
  sampleId: string;
  /** A shared comment on the product, so a supplier's people read it too. */
  commentId: string;
}

/** The suppliers' kinds, whose answers default from the route's path (`supplierStatus`). */
type SupplierKind = 'supplier' | 'otherSupplier';

export interface MatrixRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: MatrixIds) => string;
  body?: (ids: MatrixIds) => unknown;
  /** A multipart upload (field `file` unless named) in place of a JSON body. */
  upload?: (ids: MatrixIds) => { field?: string; fileName: string; content: string | Buffer };
  /** The answer is a file, not the envelope (the refusals still are). */
  raw?: true;
  /** A POST that changes nothing when it succeeds (an import's preview). */
  readsOnly?: true;
  needs: readonly PermissionKey[];
  expect: Record<Exclude<ActorKind, SupplierKind>, number>;
  /** The supplier's answer when it is not `supplierStatus`'s (a released tech pack: theirs to read). */
  supplier?: number;
  /** The other supplier's answer when it is not the supplier's (a request of another supplier). */
  otherSupplier?: number;
  /** How many entries a list answers to a kind, where who sees what is the point. */
  listed?: Partial<Record<ActorKind, number>>;
}

const VIEW: readonly PermissionKey[] = ['canViewProducts'];
const EDIT: readonly PermissionKey[] = ['canViewProducts', 'canEditProduct'];
const READ_COMMENTS: readonly PermissionKey[] = ['canViewProducts', 'canViewComments'];

const readable = (ok = 200) => ({
  owner: ok,
  memberWithKeys: ok,
  memberWithoutView: 403,
  viewerOnly: ok,
  blockedMember: 403,
  otherTeamUser: 404,
  anonymous: 401,
});
const writable = (ok = 200) => ({ ...readable(ok), viewerOnly: 403 });

/**
 * A route's answer to a supplier's person of its product: 403 on a product, 404 on the team; the
 * other supplier's is the supplier's unless the row says otherwise.
 */
export function supplierStatus(route: MatrixRoute, kind: SupplierKind = 'supplier'): number {
  if (kind === 'otherSupplier' && route.otherSupplier !== undefined) return route.otherSupplier;
  if (route.supplier !== undefined) return route.supplier;
  return route.path(PATHS_ONLY).startsWith('product/') ? 403 : 404;
}

/** The ids as their own names, `:name`: a route's path as a pattern (`product/:productId/spec`). */
export const PATHS_ONLY = new Proxy({} as MatrixIds, { get: (_target, key) => `:${String(key)}` });

export const PERMISSION_MATRIX: readonly MatrixRoute[] = [
  {
    name: 'list the points of measure',
    method: 'GET',
    path: (ids) => `pom?teamId=${ids.teamId}`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'add a point of measure',
    method: 'POST',
    path: () => 'pom',
    body: (ids) => ({
      teamId: ids.teamId,
      code: 'N1',
      name: 'Neck opening stretched',
      howToMeasure: 'Across the neck opening, stretched to its full extent.',
      tolerance: { minus: 0.5, plus: 1 },
      category: 'tops',
    }),
    needs: EDIT,
    expect: writable(201),
  },
  {
    name: 'put back the starter points of measure',
    method: 'POST',
    path: () => 'pom/starter',
    body: (ids) => ({ teamId: ids.teamId }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'reorder the points of measure',
    method: 'PUT',
    path: () => 'pom/order',
    body: (ids) => ({ teamId: ids.teamId, ids: [...ids.pomIds].reverse() }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'edit a point of measure',
    method: 'PUT',
    path: (ids) => `pom/${ids.pomId}`,
    body: () => ({ name: 'Renamed', tolerance: { minus: '0.3', plus: '0.7' } }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'delete a point of measure',
    method: 'DELETE',
    path: (ids) => `pom/${ids.pomId}`,
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'list the size ranges',
    method: 'GET',
    path: (ids) => `sizeRange?teamId=${ids.teamId}`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'add a size range',
    method: 'POST',
    path: () => 'sizeRange',
    body: (ids) => ({
      teamId: ids.teamId,
      name: 'Kids 4–12',
      sizes: ['4', '6', '8', '10', '12'],
      baseSize: '8',
    }),
    needs: EDIT,
    expect: writable(201),
  },
  {
    name: 'edit a size range',
    method: 'PUT',
    path: (ids) => `sizeRange/${ids.sizeRangeId}`,
    body: () => ({ name: 'Letters', sizes: ['S', 'M', 'L'], baseSize: 'M' }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'delete a size range',
    method: 'DELETE',
    path: (ids) => `sizeRange/${ids.sizeRangeId}`,
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'read the spec sheet',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/spec`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'save the spec sheet',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/spec`,
    body: (ids) => ({
      revision: 1,
      unit: 'cm',
      sizes: ['S', 'M', 'L'],
      baseSize: 'M',
      rows: [{ pomId: ids.sheetPomId, base: 71, gradeRule: 2 }],
    }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'list the spec revisions',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/spec/revisions`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'read a spec revision',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/spec/revisions/1`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'compare spec revisions',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/spec/compare?from=1&to=1`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'export the spec sheet',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/spec/export?format=csv`,
    raw: true,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'preview a spec sheet file',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/spec/import`,
    upload: (ids) => ({ fileName: 'spec.csv', content: specFile(ids.sheetPomCode, 72) }),
    readsOnly: true,
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'import a spec sheet file',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/spec/import?apply=true`,
    upload: (ids) => ({ fileName: 'spec.csv', content: specFile(ids.sheetPomCode, 72) }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'list the fit sessions',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/fits`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'open a fit session',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/fits`,
    body: () => ({ round: 'Fit 2', sampleSize: 'L', arrivedAt: '2026-12-01' }),
    needs: EDIT,
    expect: writable(201),
  },
  {
    name: 'read a fit session',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/fits/${ids.fitId}`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'record fit measurements',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/fits/${ids.fitId}`,
    body: (ids) => ({ rows: [{ pomId: ids.sheetPomId, own: 70.8, comment: 'Measured again' }] }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'set a fit session’s photos',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/fits/${ids.fitId}/photos`,
    body: (ids) => ({ fileIds: [ids.imageId] }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'apply a fit session to the spec',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/fits/${ids.fitId}/apply`,
    body: () => ({}),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'read the construction details',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/construction`,
    needs: VIEW,
    expect: readable(),
  },
  {
    name: 'pin a construction callout',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/construction/callouts`,
    body: (ids) => ({ fileId: ids.imageId, x: 0.4, y: 0.6, text: 'Bar tack at pocket corners' }),
    needs: EDIT,
    expect: writable(201),
  },
  {
    name: 'change a construction callout',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/construction/callouts/${ids.calloutId}`,
    body: () => ({ x: 0.2, text: 'Double needle topstitch' }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'delete a construction callout',
    method: 'DELETE',
    path: (ids) => `product/${ids.productId}/construction/callouts/${ids.calloutId}`,
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'save the construction notes',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/construction/notes`,
    body: () => ({ notes: 'Seam allowance 1 cm; 12 stitches per inch', revision: 0 }),
    needs: EDIT,
    expect: writable(),
  },
  {
    name: 'release the tech pack',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/techpack`,
    body: () => ({ note: 'With the callout' }),
    needs: EDIT,
    expect: writable(201),
  },
  {
    name: 'list the tech pack revisions',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/techpack`,
    needs: VIEW,
    expect: readable(),
    supplier: 200,
  },
  {
    name: 'read a tech pack revision',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/techpack/${ids.techpackId}`,
    needs: VIEW,
    expect: readable(),
    supplier: 200,
  },
  {
    name: 'download a tech pack revision as a PDF',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/techpack/${ids.techpackId}/pdf`,
    raw: true,
    needs: VIEW,
    expect: readable(),
    supplier: 200,
  },
  {
    name: 'download a tech pack revision as an XLSX',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/techpack/${ids.techpackId}/xlsx`,
    raw: true,
    needs: VIEW,
    expect: readable(),
    supplier: 200,
  },
  {
    name: 'compare tech pack revisions',
    method: 'GET',
    path: (ids) =>
      `product/${ids.productId}/techpack/compare?from=${ids.techpackId}&to=${ids.techpackId}`,
    needs: VIEW,
    expect: readable(),
    supplier: 200,
  },
  {
    name: 'ask a supplier for a sample',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/samples`,
    body: (ids) => ({
      supplierId: ids.supplierId,
      round: 'Fit 2',
      sizes: ['L'],
      quantity: 1,
      neededBy: '2099-04-01',
    }),
    needs: EDIT,
    expect: writable(201),
    // Asking is the team's; a request to another supplier is not the other supplier's to see.
    otherSupplier: 404,
  },
  {
    name: 'list a product’s sample requests',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/samples`,
    needs: VIEW,
    expect: readable(),
    // Each supplier's people read their own supplier's requests (none, for the other supplier).
    supplier: 200,
    listed: { owner: 1, supplier: 1, otherSupplier: 0 },
  },
  {
    name: 'read a sample request',
    method: 'GET',
    path: (ids) => `product/${ids.productId}/samples/${ids.sampleId}`,
    needs: VIEW,
    expect: readable(),
    supplier: 200,
    otherSupplier: 404,
  },
  {
    name: 'acknowledge a sample request',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/samples/${ids.sampleId}`,
    body: () => ({ status: 'acknowledged', proposedDate: '2099-03-20' }),
    needs: EDIT,
    expect: writable(),
    supplier: 200,
    otherSupplier: 404,
  },
  {
    name: 'receive a sample',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/samples/${ids.sampleId}`,
    body: () => ({ status: 'received' }),
    needs: EDIT,
    expect: writable(),
    otherSupplier: 404,
  },
  {
    name: 'send a sample’s measurements',
    method: 'PUT',
    path: (ids) => `product/${ids.productId}/samples/${ids.sampleId}/measurements`,
    body: (ids) => ({ rows: [{ pomId: ids.sheetPomId, value: 70.4 }] }),
    needs: EDIT,
    expect: writable(),
    supplier: 200,
    otherSupplier: 404,
  },
  {
    name: 'send photos of a sample',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/samples/${ids.sampleId}/photos`,
    upload: () => ({ field: 'files', fileName: 'sample-front.png', content: ONE_PIXEL_PNG }),
    needs: EDIT,
    expect: writable(201),
    supplier: 201,
    otherSupplier: 404,
  },
  {
    // The product upload an offline phone replays under an Idempotency-Key (issue 48 §3).
    name: 'upload files to a product',
    method: 'POST',
    path: (ids) => `product/${ids.productId}/files`,
    upload: () => ({ field: 'files', fileName: 'fit-front.png', content: ONE_PIXEL_PNG }),
    needs: EDIT,
    expect: writable(201),
  },
  {
    name: 'withdraw a sample request',
    method: 'DELETE',
    path: (ids) => `product/${ids.productId}/samples/${ids.sampleId}`,
    needs: EDIT,
    expect: writable(),
    otherSupplier: 404,
  },
  {
    name: 'the board of open sample requests',
    method: 'GET',
    path: (ids) => `team/${ids.teamId}/samples`,
    needs: VIEW,
    expect: readable(),
    // A supplier's people read the board of their own supplier's requests.
    supplier: 200,
    listed: { owner: 1, supplier: 1, otherSupplier: 0 },
  },
  {
    name: 'translate a comment',
    method: 'POST',
    path: (ids) => `product/productComments/${ids.commentId}/translation`,
    body: () => ({ language: 'fr' }),
    needs: READ_COMMENTS,
    expect: { ...readable(), viewerOnly: 403 },
    // The comment is shared: both suppliers of the product read it, so may ask for it translated.
    supplier: 200,
  },
];

/** A valid 1×1 PNG, for a sample's photo. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A spec sheet file of one point in S, M, L, the base size measuring `base` (grade 2). */
function specFile(code: string, base: number) {
  return [
    'POM code,Description,Tol - (cm),Tol + (cm),S,M,L',
    `${code},Body length,1,1,${base - 2},${base},${base + 2}`,
  ].join('\r\n');
}
