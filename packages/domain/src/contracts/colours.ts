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
  list: endpoint({
    method: 'GET',
    path: '/colour',
    summary: 'List colours',
    description:
      'Any active member of the team: its colour library, paged; a search matches name, code and hex.',
    refuses: [403, 404],
    tag,
    query: ZColourListQuery,
    data: ZColour,
    paged: true,
  }),
  favorites: endpoint({
    method: 'GET',
    path: '/colour/favorite',
    summary: 'List my favourite colours',
    description: 'Any active member: their favourite colours of the team, newest first.',
    refuses: [403, 404],
    tag,
    query: ZFavoriteListQuery,
    data: ZColour,
    paged: true,
  }),
  toggleFavorite: endpoint({
    method: 'POST',
    path: '/colour/favorite',
    summary: 'Mark or unmark a favourite colour',
    description: 'Any active member of the colour’s team.',
    refuses: [403, 404],
    tag,
    body: ZToggleFavoriteSchema,
    data: ZFavoriteResult,
  }),
  teamGrid: endpoint({
    method: 'GET',
    path: '/colour/colorByTeam/:teamId',
    summary: 'List all of a team’s colours',
    description:
      'Any active member: every colour of the team by name, with their favourites marked.',
    refuses: [403, 404],
    tag,
    params: z.object({ teamId: zRecordId() }),
    data: z.array(ZColour),
  }),
  import: endpoint({
    method: 'POST',
    path: '/colour/import',
    summary: 'Import a palette',
    description:
      'The team’s owner, or a member with canAddProduct. Good rows are added; bad ones come back with their line and message.',
    refuses: [403, 404],
    tag,
    body: ZImportColoursSchema,
    data: ZImportColoursResult,
  }),
  get: endpoint({
    method: 'GET',
    path: '/colour/:id',
    summary: 'Read a colour',
    description: 'Any active member of its team.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZColour,
  }),
  create: endpoint({
    method: 'POST',
    path: '/colour',
    summary: 'Add a colour',
    description:
      'The team’s owner, or a member with canAddProduct; 409 when its code is taken in the team.',
    refuses: [403, 404, 409],
    tag,
    body: ZCreateColourSchema,
    data: ZColour,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/colour/:id',
    summary: 'Edit a colour',
    description:
      'The team’s owner, or a member with canAddProduct; 409 when its code is taken in the team.',
    refuses: [403, 404, 409],
    tag,
    params: zIdParams,
    body: ZUpdateColourSchema,
    data: ZColour,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/colour/:id',
    summary: 'Delete a colour',
    description: 'The team’s owner, or a member with canEditTeam.',
    refuses: [403, 404],
    tag,
    params: zIdParams,
    data: ZDeletedEntry,
  }),
};
