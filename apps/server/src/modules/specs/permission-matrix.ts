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
 * Outsiders get 404.
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
   * refused (403), and the team's library is outside what they see (404).
   */
  'supplier',
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
}

export interface MatrixRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: MatrixIds) => string;
  body?: (ids: MatrixIds) => unknown;
  /** A multipart upload (field `file`) in place of a JSON body. */
  upload?: (ids: MatrixIds) => { fileName: string; content: string };
  /** The answer is a file, not the envelope (the refusals still are). */
  raw?: true;
  /** A POST that changes nothing when it succeeds (an import's preview). */
  readsOnly?: true;
  needs: readonly PermissionKey[];
  expect: Record<Exclude<ActorKind, 'supplier'>, number>;
  /** The supplier's answer when it is not `supplierStatus`'s (a released tech pack: theirs to read). */
  supplier?: number;
}

const VIEW: readonly PermissionKey[] = ['canViewProducts'];
const EDIT: readonly PermissionKey[] = ['canViewProducts', 'canEditProduct'];

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

/** A route's answer to the supplier's person of its product: 403 on a product, 404 on the team. */
export function supplierStatus(route: MatrixRoute): number {
  if (route.supplier !== undefined) return route.supplier;
  return route.path(PATHS_ONLY).startsWith('product/') ? 403 : 404;
}
const PATHS_ONLY = new Proxy({} as MatrixIds, { get: (_target, key) => String(key) });

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
];

/** A spec sheet file of one point in S, M, L, the base size measuring `base` (grade 2). */
function specFile(code: string, base: number) {
  return [
    'POM code,Description,Tol - (cm),Tol + (cm),S,M,L',
    `${code},Body length,1,1,${base - 2},${base},${base + 2}`,
  ].join('\r\n');
}
