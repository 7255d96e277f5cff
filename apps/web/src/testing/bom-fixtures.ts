import type { Bom, BomLine, Colour, Costing } from '@atelier/domain';
import { OWNER_ID, TEAM_ID } from './fixtures';
import { PRODUCT_ID } from './product-fixtures';

export const POPPY_ID = 'c0ffee00-0000-4000-8000-0000000c0001';
export const CHALK_ID = 'c0ffee00-0000-4000-8000-0000000c0002';
export const RED_WAY = 'c0ffee00-0000-4000-8000-0000000c1001';
export const SHELL_ID = 'c0ffee00-0000-4000-8000-0000000b0001';

export const TEAM_COLOURS: Colour[] = [
  { _id: POPPY_ID, teamId: TEAM_ID, name: 'Poppy', code: '18-1662', hexCode: '#E2492F' },
  { _id: CHALK_ID, teamId: TEAM_ID, name: 'Chalk', code: '11-4202', hexCode: '#EDEAE0' },
].map((colour) => ({
  ...colour,
  isFavorite: false,
  createdAt: '2027-01-01T09:00:00.000Z',
  updatedAt: '2027-01-01T09:00:00.000Z',
  policies: { update: true, delete: true },
}));

export function aBomLine(overrides: Partial<BomLine> = {}): BomLine {
  return {
    _id: SHELL_ID,
    kind: 'fabric',
    name: 'Washed linen',
    placement: 'Body',
    supplier: 'Lino Tessile',
    quantity: '1.85',
    unit: 'm',
    unitPrice: '6.4',
    currency: 'EUR',
    wastePercent: '5',
    colours: { [RED_WAY]: POPPY_ID },
    notUsedIn: [],
    ...overrides,
  };
}

export function aBom(overrides: Partial<Bom> = {}): Bom {
  return {
    productId: PRODUCT_ID,
    revision: 1,
    updatedAt: '2027-01-04T10:00:00.000Z',
    updatedBy: { _id: OWNER_ID, name: 'Olive Owner' },
    colourways: [{ _id: RED_WAY, name: 'Poppy / Chalk', colourIds: [POPPY_ID, CHALK_ID] }],
    lines: [aBomLine()],
    colours: TEAM_COLOURS.map(({ _id, name, code, hexCode }) => ({ _id, name, code, hexCode })),
    policies: { edit: true, viewCosts: true },
    ...overrides,
  };
}

export function aCosting(overrides: Partial<Costing> = {}): Costing {
  return {
    productId: PRODUCT_ID,
    currency: 'EUR',
    inputs: {
      labour: { mode: 'amount', value: '9.5' },
      overhead: { mode: 'percent', value: '10' },
      freight: { mode: 'percent', value: '5' },
      duty: { mode: 'percent', value: '12' },
      targetCost: '29',
    },
    colourways: [
      {
        colourwayId: RED_WAY,
        name: 'Poppy / Chalk',
        materials: '13.00',
        labour: '9.50',
        overhead: '2.25',
        freight: '1.24',
        duty: '3.12',
        landed: '29.11',
        wholesaleMargin: '51.3',
        retailMargin: '78.9',
        overTargetBy: '0.11',
      },
    ],
    wholesalePrice: '59.80',
    retailPrice: '138.00',
    rates: [{ currency: 'USD', rate: '0.92', ratedOn: '2027-01-04' }],
    missingRates: [],
    unpricedLines: 0,
    updatedAt: null,
    updatedBy: null,
    policies: { edit: true },
    ...overrides,
  };
}
