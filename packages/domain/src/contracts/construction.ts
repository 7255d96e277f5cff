/**
 * A product's construction details (issue 46 §4): `GET product/{id}/construction` reads its
 * numbered callouts and free notes; the callouts are added, moved, renumbered and deleted one by
 * one, the notes saved whole against their revision.
 */
import { z } from 'zod';
import {
  ZCallout,
  ZCalloutParams,
  ZConstruction,
  ZConstructionParams,
  ZCreateCalloutSchema,
  ZSaveConstructionNotesSchema,
  ZUpdateCalloutSchema,
} from '../construction.ts';
import { endpoint } from './endpoint.ts';

const tag = 'product';
const WRITERS = 'Whoever may edit the product (not a share link).';

export const constructionEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/product/:id/construction',
    summary: 'Read a product’s construction details',
    description:
      'Whoever may view the product (not a share link). Its callouts by number — each with its image, its place as fractions 0–1 of the image’s width and height, and its text — the images they are on, and the free construction notes with their revision (0 before the first save).',
    refuses: [403, 404],
    tag,
    params: ZConstructionParams,
    data: ZConstruction,
  }),
  addCallout: endpoint({
    method: 'POST',
    path: '/product/:id/construction/callouts',
    summary: 'Pin a construction callout on an image',
    description: `${WRITERS} Pins a callout with its text at (x, y) on one of the product’s images; it takes the next number.`,
    refuses: [403, 404],
    tag,
    params: ZConstructionParams,
    body: ZCreateCalloutSchema,
    data: ZCallout,
    status: 201,
  }),
  updateCallout: endpoint({
    method: 'PUT',
    path: '/product/:id/construction/callouts/:calloutId',
    summary: 'Move, reword or renumber a construction callout',
    description: `${WRITERS} Changes its place, its text or its number; a new number moves it in the list and shifts the callouts between, so numbers stay 1, 2, 3… (a number past the last makes it the last).`,
    refuses: [403, 404],
    tag,
    params: ZCalloutParams,
    body: ZUpdateCalloutSchema,
    data: ZCallout,
  }),
  removeCallout: endpoint({
    method: 'DELETE',
    path: '/product/:id/construction/callouts/:calloutId',
    summary: 'Delete a construction callout',
    description: `${WRITERS} Removes it; the callouts after it move up one number, so numbers stay 1, 2, 3…`,
    refuses: [403, 404],
    tag,
    params: ZCalloutParams,
    data: z.null(),
  }),
  saveNotes: endpoint({
    method: 'PUT',
    path: '/product/:id/construction/notes',
    summary: 'Save a product’s construction notes',
    description: `${WRITERS} The whole notes as typed (at most 10,000 characters); \`revision\` is the one the editor read, and a newer one answers 409 so nobody overwrites a change they did not see. Answers the construction details with the new revision.`,
    refuses: [403, 404, 409],
    tag,
    params: ZConstructionParams,
    body: ZSaveConstructionNotesSchema,
    data: ZConstruction,
  }),
};
