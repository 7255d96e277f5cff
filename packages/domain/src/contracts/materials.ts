/**
 * The team's materials library beyond fabrics (issue 46 §1): `GET|POST team/{teamId}/materials`,
 * `PUT|DELETE material/{id}`, and a material's image (`POST|DELETE material/{id}/image`, as a
 * fabric's swatch). Who may do what is what fabrics allow.
 */
import { z } from 'zod';
import {
  ZCreateMaterialSchema,
  ZDeletedMaterial,
  ZMaterial,
  ZMaterialParams,
  ZMaterialsParams,
  ZMaterialsQuery,
  ZUpdateMaterialSchema,
} from '../materials.ts';
import { endpoint } from './endpoint.ts';

const tag = 'material';
const MANAGERS = 'The team’s owner, or a member with canAddProduct (as for fabrics)';

export const materialEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/team/:teamId/materials',
    summary: 'List a team’s materials',
    description:
      'Any active member of the team: its trims, labels, packaging, thread and other components, by kind then name (at most 1000), optionally of one `kind` and with `q` in the name, code or supplier.',
    refuses: [403, 404],
    tag,
    params: ZMaterialsParams,
    query: ZMaterialsQuery,
    data: z.array(ZMaterial),
  }),
  create: endpoint({
    method: 'POST',
    path: '/team/:teamId/materials',
    summary: 'Add a material',
    description: `${MANAGERS}. Kind, name and unit are required; a price needs its currency; 409 when the team has a material of that name (in any case).`,
    refuses: [403, 404, 409],
    tag,
    params: ZMaterialsParams,
    body: ZCreateMaterialSchema,
    data: ZMaterial,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/material/:id',
    summary: 'Edit a material',
    description: `${MANAGERS}. Changes the fields sent, the kind included; null clears the price or the currency, never leaving a price without one; 409 when the new name is taken in the team.`,
    refuses: [403, 404, 409],
    tag,
    params: ZMaterialParams,
    body: ZUpdateMaterialSchema,
    data: ZMaterial,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/material/:id',
    summary: 'Delete a material',
    description:
      'The team’s owner, or a member with canEditTeam (as for fabrics). Its image is deleted with it.',
    refuses: [403, 404],
    tag,
    params: ZMaterialParams,
    data: ZDeletedMaterial,
  }),
  uploadImage: endpoint({
    method: 'POST',
    path: '/material/:id/image',
    summary: 'Upload a material’s image',
    description: `${MANAGERS}. Multipart \`file\` (a JPEG, PNG or WebP image, as a fabric swatch); it replaces the image the material had, and its thumbnail and preview follow from a background job.`,
    refuses: [403, 404],
    tag,
    params: ZMaterialParams,
    multipart: true,
    data: ZMaterial,
  }),
  removeImage: endpoint({
    method: 'DELETE',
    path: '/material/:id/image',
    summary: 'Remove a material’s image',
    description: `${MANAGERS}.`,
    refuses: [403, 404],
    tag,
    params: ZMaterialParams,
    data: ZMaterial,
  }),
};
