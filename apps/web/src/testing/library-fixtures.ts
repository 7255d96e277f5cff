import type {
  CatalogueEntry,
  Category,
  Colour,
  EntryPolicies,
  Fabric,
  Material,
  SubCategory,
} from '@atelier/domain';
import { TEAM_ID } from './fixtures';

/** Catalogue entries and colours as the server answers them (issue 5). */
const ALLOWED: EntryPolicies = { update: true, delete: true };
let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `aaaaaaaa-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function anEntry(overrides: Partial<CatalogueEntry> = {}): CatalogueEntry {
  return {
    _id: nextId(),
    teamId: TEAM_ID,
    name: 'Entry',
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    policies: ALLOWED,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { ...anEntry(), name: 'Dresses', subCategoryCount: 0, ...overrides };
}

export function aSubCategory(overrides: Partial<SubCategory> = {}): SubCategory {
  return {
    ...anEntry(),
    name: 'Maxi dresses',
    categoryId: 'category',
    categoryName: 'Dresses',
    ...overrides,
  };
}

export function aFabric(overrides: Partial<Fabric> = {}): Fabric {
  return {
    ...anEntry(),
    name: 'Organic poplin',
    composition: '100% organic cotton',
    weightGsm: 120,
    widthCm: 150,
    supplier: 'Tessitura Monti',
    pricePerMeter: 1234.5,
    currency: 'EUR',
    notes: '',
    swatch: null,
    ...overrides,
  };
}

export function aColour(overrides: Partial<Colour> = {}): Colour {
  return {
    _id: nextId(),
    teamId: TEAM_ID,
    name: 'Bordeaux',
    code: '19-1725 TCX',
    hexCode: '#8A1538',
    isFavorite: false,
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    policies: ALLOWED,
    ...overrides,
  };
}

/** A material of the library beyond fabrics (issue 46 §1), as the server answers it. */
export function aMaterial(overrides: Partial<Material> = {}): Material {
  return {
    _id: nextId(),
    teamId: TEAM_ID,
    kind: 'trim',
    name: 'Horn button 15 mm',
    code: 'BT-015',
    supplier: 'Bottonificio Lario',
    description: '4-hole real horn',
    unit: 'pcs',
    unitPrice: '0.35',
    currency: 'EUR',
    image: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
    policies: { edit: true, delete: true, viewCosts: true },
    ...overrides,
  };
}

export const page = (total: number, limit = 10, current = 1) => ({
  extra: { pagination: { page: current, limit, total } },
});
