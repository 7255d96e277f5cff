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
  return {
    list: endpoint({
      method: 'GET',
      path: all,
      tag: kind,
      query: schemas.list,
      data: schemas.entry,
      paged: true,
    }),
    get: endpoint({ method: 'GET', path: one, tag: kind, params: zIdParams, data: schemas.entry }),
    create: endpoint({
      method: 'POST',
      path: all,
      tag: kind,
      body: schemas.create,
      data: schemas.entry,
      status: 201,
    }),
    update: endpoint({
      method: 'PUT',
      path: one,
      tag: kind,
      params: zIdParams,
      body: schemas.update,
      data: schemas.entry,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: one,
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
  /** Sub-categories also filter by their category. */
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

/** A fabric's swatch (multipart `file`): the thumbnail and preview follow from a background job. */
export const swatchEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/fabric/:id/swatch',
    tag: 'fabric',
    params: zIdParams,
    multipart: true,
    data: ZFabric,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/fabric/:id/swatch',
    tag: 'fabric',
    params: zIdParams,
    data: ZFabric,
  }),
};
