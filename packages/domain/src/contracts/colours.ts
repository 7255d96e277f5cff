/**
 * The colour endpoints (SPEC §7): `colour`, `colour/favorite`, `colour/colorByTeam/{teamId}` and
 * `colour/import`.
 */
import { z } from 'zod';
import { ZDeletedEntry } from '../catalogues.ts';
import {
  ZColour,
  ZColourListQuery,
  ZCreateColourSchema,
  ZFavoriteListQuery,
  ZFavoriteResult,
  ZImportColoursResult,
  ZImportColoursSchema,
  ZToggleFavoriteSchema,
  ZUpdateColourSchema,
} from '../colours.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const tag = 'colour';
const zIdParams = z.object({ id: zRecordId() });

export const colourEndpoints = {
  /** Search matches name, code and hex. */
  list: endpoint({
    method: 'GET',
    path: '/colour',
    tag,
    query: ZColourListQuery,
    data: ZColour,
    paged: true,
  }),
  /** My favourite colours of the team, newest first. */
  favorites: endpoint({
    method: 'GET',
    path: '/colour/favorite',
    tag,
    query: ZFavoriteListQuery,
    data: ZColour,
    paged: true,
  }),
  /** Marks or unmarks a favourite. */
  toggleFavorite: endpoint({
    method: 'POST',
    path: '/colour/favorite',
    tag,
    body: ZToggleFavoriteSchema,
    data: ZFavoriteResult,
  }),
  /** Every colour of the team by name, with my favourites. */
  teamGrid: endpoint({
    method: 'GET',
    path: '/colour/colorByTeam/:teamId',
    tag,
    params: z.object({ teamId: zRecordId() }),
    data: z.array(ZColour),
  }),
  /** Good rows are added, bad ones come back with their line and message. */
  import: endpoint({
    method: 'POST',
    path: '/colour/import',
    tag,
    body: ZImportColoursSchema,
    data: ZImportColoursResult,
  }),
  get: endpoint({ method: 'GET', path: '/colour/:id', tag, params: zIdParams, data: ZColour }),
  create: endpoint({
    method: 'POST',
    path: '/colour',
    tag,
    body: ZCreateColourSchema,
    data: ZColour,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/colour/:id',
    tag,
    params: zIdParams,
    body: ZUpdateColourSchema,
    data: ZColour,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/colour/:id',
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
};
