/**
 * The catalogue endpoints (SPEC §7 `category`, `subCategory`, `fabric`, `season`, `tag`): the same
 * five REST endpoints for each kind, plus the fabric swatch.
 */
import { z } from 'zod';
import {
  type CatalogueKind,
  ZCatalogueListQuery,
  ZCategory,
  ZCreateCategorySchema,
  ZCreateFabricSchema,
  ZCreateSeasonSchema,
  ZCreateSubCategorySchema,
  ZCreateTagSchema,
  ZDeletedEntry,
  ZFabric,
  ZSeason,
  ZSubCategory,
  ZSubCategoryListQuery,
  ZTag,
  ZUpdateCategorySchema,
  ZUpdateFabricSchema,
  ZUpdateSeasonSchema,
  ZUpdateSubCategorySchema,
  ZUpdateTagSchema,
} from '../catalogues.ts';
import { zRecordId } from '../teams.ts';
import { endpoint } from './endpoint.ts';

const zIdParams = z.object({ id: zRecordId() });

/** How the documents name one entry and several of each kind. */
const NAMES: Record<CatalogueKind, { one: string; many: string; list?: string }> = {
  category: { one: 'category', many: 'categories' },
  subCategory: { one: 'sub-category', many: 'sub-categories', list: ', or of one category' },
  fabric: { one: 'fabric', many: 'fabrics' },
  season: { one: 'season', many: 'seasons' },
  tag: { one: 'tag', many: 'tags' },
};
const MANAGERS = 'The team’s owner, or a member with canAddProduct (who name the team’s materials)';

/** `GET <kind>`, `GET|PUT|DELETE <kind>/{id}` and `POST <kind>`, tagged with the kind. */
function kindEndpoints<
  const K extends CatalogueKind,
  List extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Entry extends z.ZodType,
>(kind: K, schemas: { list: List; create: Create; update: Update; entry: Entry }) {
  const all = `/${kind}` as const;
  const one = `/${kind}/:id` as const;
  const names = NAMES[kind];
  return {
    list: endpoint({
      method: 'GET',
      path: all,
      summary: `List ${names.many}`,
      description: `Any active member of the team: its ${names.many}${names.list ?? ''}, searched and paged.`,
      refuses: [403, 404],
      tag: kind,
      query: schemas.list,
      data: schemas.entry,
      paged: true,
    }),
    get: endpoint({
      method: 'GET',
      path: one,
      summary: `Read a ${names.one}`,
      description: 'Any active member of its team.',
      refuses: [403, 404],
      tag: kind,
      params: zIdParams,
      data: schemas.entry,
    }),
    create: endpoint({
      method: 'POST',
      path: all,
      summary: `Add a ${names.one}`,
      description: `${MANAGERS}; 409 when the name is taken in the team.`,
      refuses: [403, 404, 409],
      tag: kind,
      body: schemas.create,
      data: schemas.entry,
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      summary: `Edit a ${names.one}`,
      description: `${MANAGERS}; 409 when the name is taken in the team.`,
      refuses: [403, 404, 409],
      tag: kind,
      params: zIdParams,
      body: schemas.update,
      data: schemas.entry,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: one,
      summary: `Delete a ${names.one}`,
      description:
        'The team’s owner, or a member with canEditTeam: removing shared vocabulary changes everyone’s work.',
      refuses: [403, 404],
      tag: kind,
      params: zIdParams,
      data: ZDeletedEntry,
    }),
  };
}

export const catalogueEndpoints = {
  category: kindEndpoints('category', {
    list: ZCatalogueListQuery,
    create: ZCreateCategorySchema,
    update: ZUpdateCategorySchema,
    entry: ZCategory,
  }),
  subCategory: kindEndpoints('subCategory', {
    list: ZSubCategoryListQuery,
    create: ZCreateSubCategorySchema,
    update: ZUpdateSubCategorySchema,
    entry: ZSubCategory,
  }),
  fabric: kindEndpoints('fabric', {
    list: ZCatalogueListQuery,
    create: ZCreateFabricSchema,
    update: ZUpdateFabricSchema,
    entry: ZFabric,
  }),
  season: kindEndpoints('season', {
    list: ZCatalogueListQuery,
    create: ZCreateSeasonSchema,
    update: ZUpdateSeasonSchema,
    entry: ZSeason,
  }),
  tag: kindEndpoints('tag', {
    list: ZCatalogueListQuery,
    create: ZCreateTagSchema,
    update: ZUpdateTagSchema,
    entry: ZTag,
  }),
} satisfies Record<CatalogueKind, unknown>;

/** A fabric's swatch: its image, beside the fabric's own fields. */
export const swatchEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/fabric/:id/swatch',
    summary: 'Upload a fabric swatch',
    description: `${MANAGERS}. Multipart \`file\` (an image); its thumbnail and preview follow from a background job.`,
    refuses: [403, 404],
    tag: 'fabric',
    params: zIdParams,
    multipart: true,
    data: ZFabric,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/fabric/:id/swatch',
    summary: 'Remove a fabric swatch',
    description: `${MANAGERS}.`,
    refuses: [403, 404],
    tag: 'fabric',
    params: zIdParams,
    data: ZFabric,
  }),
};
