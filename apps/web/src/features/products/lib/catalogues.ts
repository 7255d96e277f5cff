/** One choice of a select: a catalogue entry of the product's team. */
export interface CatalogueOption {
  value: string;
  label: string;
}

/** The team's catalogues the product form and the wall's filters choose from. */
export interface ProductCatalogues {
  categories: CatalogueOption[];
  /** Only those of the chosen category. */
  subCategories: CatalogueOption[];
  seasons: CatalogueOption[];
  fabrics: CatalogueOption[];
  tags: CatalogueOption[];
  colours: CatalogueOption[];
}

/**
 * Reads a team's catalogues. The catalogue and colour features own those endpoints and features do
 * not import each other, so the app's route hands this hook in (a module-level function, so the
 * rules of hooks hold).
 */
export type UseProductCatalogues = (
  teamId: string | null,
  categoryId: string | null,
) => ProductCatalogues;
