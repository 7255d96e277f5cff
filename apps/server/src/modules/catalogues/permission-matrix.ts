/**
 * Who may call which route of the team library (catalogues, colours and the materials beyond
 * fabrics, issue 46 §1), kept as data: actor kind
 * × route × expected status. The tests in permission-matrix.test.ts are generated from it, so a
 * change of policy is a change of this table. Reading (and one's own favourites) needs an active
 * membership (viewTeam); adding, editing and importing manageCatalogue (canAddProduct); deleting
 * deleteCatalogue (canEditTeam).
 */
import { CATALOGUE_KINDS } from '@atelier/domain';
import type { CatalogueKind, PermissionKey } from '@atelier/domain';

export const ACTOR_KINDS = [
  'owner',
  'memberWithKey',
  'memberWithoutKey',
  'blockedMember',
  'otherTeamUser',
  'anonymous',
  /** A supplier's person of the team (issue 47): outside it for every route, as otherTeamUser. */
  'supplier',
] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/**
 * The ids a route is called with: one team holding one entry of every kind, one colour and one
 * material (with an image).
 */
export type MatrixIds = { teamId: string } & Record<CatalogueKind | 'colour' | 'material', string>;

export interface MatrixRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ids: MatrixIds) => string;
  body?: (ids: MatrixIds) => unknown;
  /** Sends a small PNG as multipart field `file` instead of a JSON body. */
  upload?: boolean;
  /**
   * What a member needs: a key (memberWithKey holds only it, memberWithoutKey every other one) or
   * 'anyMember' (memberWithKey holds canViewTeams, memberWithoutKey nothing).
   */
  needs: PermissionKey | 'anyMember';
  expect: Record<Exclude<ActorKind, 'supplier'>, number>;
}

/** Allowed with the key, 403 without it or when blocked, 404 from outside. */
const guarded = (ok: number) => ({
  owner: ok,
  memberWithKey: ok,
  memberWithoutKey: 403,
  blockedMember: 403,
  otherTeamUser: 404,
  anonymous: 401,
});
const readable = { ...guarded(200), memberWithoutKey: 200 };

const MANAGE: PermissionKey = 'canAddProduct';
const DELETE: PermissionKey = 'canEditTeam';

const createBody = (kind: CatalogueKind, ids: MatrixIds) =>
  kind === 'subCategory'
    ? { categoryId: ids.category, name: 'Added' }
    : { teamId: ids.teamId, name: 'Added' };

const catalogueRoutes = CATALOGUE_KINDS.flatMap((kind): MatrixRoute[] => [
  {
    name: `list ${kind} of the team`,
    method: 'GET',
    path: (ids) => `${kind}?teamId=${ids.teamId}`,
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: `read a ${kind}`,
    method: 'GET',
    path: (ids) => `${kind}/${ids[kind]}`,
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: `add a ${kind}`,
    method: 'POST',
    path: () => kind,
    body: (ids) => createBody(kind, ids),
    needs: MANAGE,
    expect: guarded(201),
  },
  {
    name: `edit a ${kind}`,
    method: 'PUT',
    path: (ids) => `${kind}/${ids[kind]}`,
    body: () => ({ name: 'Renamed' }),
    needs: MANAGE,
    expect: guarded(200),
  },
  {
    name: `delete a ${kind}`,
    method: 'DELETE',
    path: (ids) => `${kind}/${ids[kind]}`,
    needs: DELETE,
    expect: guarded(200),
  },
]);

export const PERMISSION_MATRIX: readonly MatrixRoute[] = [
  ...catalogueRoutes,
  {
    name: 'upload a fabric swatch',
    method: 'POST',
    path: (ids) => `fabric/${ids.fabric}/swatch`,
    upload: true,
    needs: MANAGE,
    expect: guarded(200),
  },
  {
    name: 'remove a fabric swatch',
    method: 'DELETE',
    path: (ids) => `fabric/${ids.fabric}/swatch`,
    needs: MANAGE,
    expect: guarded(200),
  },
  // Materials beyond fabrics: whoever may do it with a fabric may do it with a material.
  {
    name: 'list the materials of the team',
    method: 'GET',
    path: (ids) => `team/${ids.teamId}/materials`,
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: 'add a material',
    method: 'POST',
    path: (ids) => `team/${ids.teamId}/materials`,
    body: () => ({ kind: 'label', name: 'Added', unit: 'pcs' }),
    needs: MANAGE,
    expect: guarded(201),
  },
  {
    name: 'edit a material',
    method: 'PUT',
    path: (ids) => `material/${ids.material}`,
    body: () => ({ name: 'Renamed' }),
    needs: MANAGE,
    expect: guarded(200),
  },
  {
    name: 'upload a material image',
    method: 'POST',
    path: (ids) => `material/${ids.material}/image`,
    upload: true,
    needs: MANAGE,
    expect: guarded(200),
  },
  {
    name: 'remove a material image',
    method: 'DELETE',
    path: (ids) => `material/${ids.material}/image`,
    needs: MANAGE,
    expect: guarded(200),
  },
  {
    name: 'delete a material',
    method: 'DELETE',
    path: (ids) => `material/${ids.material}`,
    needs: DELETE,
    expect: guarded(200),
  },
  {
    name: 'list the colours of the team',
    method: 'GET',
    path: (ids) => `colour?teamId=${ids.teamId}`,
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: 'read a colour',
    method: 'GET',
    path: (ids) => `colour/${ids.colour}`,
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: 'read the colour grid of the team',
    method: 'GET',
    path: (ids) => `colour/colorByTeam/${ids.teamId}`,
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: 'list my favourites of the team',
    method: 'GET',
    path: (ids) => `colour/favorite?teamId=${ids.teamId}`,
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: 'mark a colour as my favourite',
    method: 'POST',
    path: () => 'colour/favorite',
    body: (ids) => ({ colourId: ids.colour }),
    needs: 'anyMember',
    expect: readable,
  },
  {
    name: 'add a colour',
    method: 'POST',
    path: () => 'colour',
    body: (ids) => ({ teamId: ids.teamId, name: 'Added', code: 'A-1', hexCode: '#ABCDEF' }),
    needs: MANAGE,
    expect: guarded(201),
  },
  {
    name: 'edit a colour',
    method: 'PUT',
    path: (ids) => `colour/${ids.colour}`,
    body: () => ({ name: 'Renamed', code: 'R-1', hexCode: '#000000' }),
    needs: MANAGE,
    expect: guarded(200),
  },
  {
    name: 'import a palette',
    method: 'POST',
    path: () => 'colour/import',
    body: (ids) => ({ teamId: ids.teamId, text: 'Sky,14-4318 TCX,#A4CFE9' }),
    needs: MANAGE,
    expect: guarded(200),
  },
  {
    name: 'delete a colour',
    method: 'DELETE',
    path: (ids) => `colour/${ids.colour}`,
    needs: DELETE,
    expect: guarded(200),
  },
];
