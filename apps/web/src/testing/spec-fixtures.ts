import type { Pom, SizeRange, SpecRow, SpecSheet } from '@atelier/domain';
import { TEAM_ID } from './fixtures';
import { PRODUCT_ID } from './product-fixtures';

/** Points of measure, size ranges and spec sheets as the server answers them (issue 45). */
export const BODY_ID = 'b0d70000-0000-4000-8000-000000000001';
export const CHEST_ID = 'c4e57000-0000-4000-8000-000000000002';
export const SLEEVE_ID = '51ee7e00-0000-4000-8000-000000000003';

export function aPom(overrides: Partial<Pom> = {}): Pom {
  return {
    _id: BODY_ID,
    teamId: TEAM_ID,
    code: 'T01',
    name: 'Body length from HPS',
    howToMeasure: 'From the high point shoulder straight down to the hem.',
    category: 'tops',
    tolerance: { minus: 1, plus: 1 },
    position: 0,
    diagram: null,
    starter: true,
    policies: { edit: true, delete: true },
    createdAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-01T09:00:00.000Z',
    ...overrides,
  };
}

export const TEAM_POMS: Pom[] = [
  aPom(),
  aPom({ _id: CHEST_ID, code: 'T02', name: 'Chest width', position: 1 }),
  aPom({
    _id: SLEEVE_ID,
    code: 'T07',
    name: 'Sleeve length',
    position: 2,
    tolerance: { minus: 0.5, plus: 0.5 },
  }),
];

export const LETTER_SIZES: SizeRange = {
  _id: '5a5a5a5a-0000-4000-8000-000000000001',
  teamId: TEAM_ID,
  name: 'XS–XL',
  sizes: ['XS', 'S', 'M', 'L', 'XL'],
  baseSize: 'M',
  position: 0,
  policies: { edit: true, delete: true },
  createdAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
};

export function aSpecRow(overrides: Partial<SpecRow> = {}): SpecRow {
  return {
    pomId: BODY_ID,
    code: 'T01',
    name: 'Body length from HPS',
    tolerance: { minus: 1, plus: 1 },
    values: { S: 68, M: 70, L: 72 },
    base: 70,
    gradeRule: 2,
    overridden: [],
    warnings: [],
    ...overrides,
  };
}

/** Body length and chest in S, M, L, graded from M, at revision 3. */
export function aSpecSheet(overrides: Partial<SpecSheet> = {}): SpecSheet {
  return {
    productId: PRODUCT_ID,
    unit: 'cm',
    sizes: ['S', 'M', 'L'],
    baseSize: 'M',
    revision: 3,
    updatedAt: '2026-12-05T10:00:00.000Z',
    updatedBy: { _id: 'b0b0b0b0-0000-4000-8000-000000000002', name: 'Ben Baker' },
    rows: [
      aSpecRow(),
      aSpecRow({
        pomId: CHEST_ID,
        code: 'T02',
        name: 'Chest width',
        values: { S: 47.5, M: 50, L: 52.5 },
        base: 50,
        gradeRule: 2.5,
      }),
    ],
    policies: { edit: true },
    ...overrides,
  };
}
