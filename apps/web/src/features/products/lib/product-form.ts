import type { Product, TCreateProductSchema } from '@atelier/domain';

export type ProductFormMode = 'createProduct' | 'editProduct';

/** The form's values, the create call's body; every field is filled in so inputs stay controlled. */
export type ProductFormValues = TCreateProductSchema;

export const PRODUCT_FORM_FIELDS = [
  'teamId',
  'name',
  'description',
  'categoryId',
  'subCategoryId',
  'seasonId',
  'fabricIds',
  'tagIds',
  'colourIds',
  'deadline',
  'stage',
] as const;

export function productFormValues(teamId: string, product?: Product): Required<ProductFormValues> {
  return {
    teamId: product?.teamId ?? teamId,
    name: product?.name ?? '',
    description: product?.description ?? '',
    categoryId: product?.category?._id ?? null,
    subCategoryId: product?.subCategory?._id ?? null,
    seasonId: product?.season?._id ?? null,
    fabricIds: product?.fabrics.map((entry) => entry._id) ?? [],
    tagIds: product?.tags.map((entry) => entry._id) ?? [],
    colourIds: product?.colours.map((entry) => entry._id) ?? [],
    deadline: product?.deadline ?? null,
    stage: product?.stage ?? 'idea',
  };
}
