/**
 * Points of measure and size ranges (issue 45): a team's measurement library. `GET pom?teamId`
 * lists it in the team's order (a team's first read seeds the starter library), `POST pom/starter`
 * puts back the starter points a team has deleted, `PUT pom/order` reorders; `sizeRange` is the
 * same for size ranges.
 */
import { z } from 'zod';
import {
  ZCreatePomSchema,
  ZCreateSizeRangeSchema,
  ZPom,
  ZPomParams,
  ZReorderSchema,
  ZSizeRange,
  ZSizeRangeParams,
  ZStarterSchema,
  ZTeamLibraryQuery,
  ZUpdatePomSchema,
  ZUpdateSizeRangeSchema,
} from '../poms.ts';
import { endpoint } from './endpoint.ts';

const READERS = 'The team’s owner, or a member with canViewProducts.';
const WRITERS = 'The team’s owner, or a member with canViewProducts and canEditProduct.';
const SEEDS =
  'A team’s first look at its library seeds the starter points of measure and size ranges.';

export const pomEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/pom',
    summary: 'List a team’s points of measure',
    description: `${READERS} Every point of measure of the team in the team’s order, tolerances in centimetres. ${SEEDS}`,
    refuses: [403, 404],
    tag: 'pom',
    query: ZTeamLibraryQuery,
    data: z.array(ZPom),
  }),
  create: endpoint({
    method: 'POST',
    path: '/pom',
    summary: 'Add a point of measure',
    description: `${WRITERS} Adds it at the end of the team’s order; its code (compared in upper case) must be new to the team (409). Its optional diagram is a file of a product of the team.`,
    refuses: [403, 404, 409],
    tag: 'pom',
    body: ZCreatePomSchema,
    data: ZPom,
    status: 201,
  }),
  starter: endpoint({
    method: 'POST',
    path: '/pom/starter',
    summary: 'Put back the starter points of measure',
    description: `${WRITERS} Adds each point of measure of the starter library whose code the team does not use, at the end of its order, and answers the whole library.`,
    refuses: [403, 404],
    tag: 'pom',
    body: ZStarterSchema,
    data: z.array(ZPom),
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/pom/order',
    summary: 'Reorder a team’s points of measure',
    description: `${WRITERS} Takes every id of the team’s library once, in the new order, and answers the library.`,
    refuses: [403, 404],
    tag: 'pom',
    body: ZReorderSchema,
    data: z.array(ZPom),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/pom/:id',
    summary: 'Edit a point of measure',
    description: `${WRITERS} Changes any of its fields; spec sheets show the new code and name, and keep their own tolerances.`,
    refuses: [403, 404, 409],
    tag: 'pom',
    params: ZPomParams,
    body: ZUpdatePomSchema,
    data: ZPom,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/pom/:id',
    summary: 'Delete a point of measure',
    description: `${WRITERS} Removes it from the library; one still on a product’s spec sheet answers 409.`,
    refuses: [403, 404, 409],
    tag: 'pom',
    params: ZPomParams,
    data: z.null(),
  }),
};

export const sizeRangeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sizeRange',
    summary: 'List a team’s size ranges',
    description: `${READERS} Every size range of the team, each with its sizes in order and its base size. ${SEEDS}`,
    refuses: [403, 404],
    tag: 'pom',
    query: ZTeamLibraryQuery,
    data: z.array(ZSizeRange),
  }),
  create: endpoint({
    method: 'POST',
    path: '/sizeRange',
    summary: 'Add a size range',
    description: `${WRITERS} Its name must be new to the team (409); the base size is one of its sizes.`,
    refuses: [403, 404, 409],
    tag: 'pom',
    body: ZCreateSizeRangeSchema,
    data: ZSizeRange,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/sizeRange/:id',
    summary: 'Edit a size range',
    description: `${WRITERS} Renames it, or changes its sizes with their base size; spec sheets keep their own sizes.`,
    refuses: [403, 404, 409],
    tag: 'pom',
    params: ZSizeRangeParams,
    body: ZUpdateSizeRangeSchema,
    data: ZSizeRange,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/sizeRange/:id',
    summary: 'Delete a size range',
    description: `${WRITERS} Removes it from the team’s ranges; spec sheets keep their own sizes.`,
    refuses: [403, 404],
    tag: 'pom',
    params: ZSizeRangeParams,
    data: z.null(),
  }),
};
