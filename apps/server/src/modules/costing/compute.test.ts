import { describe, expect, it } from 'vitest';
import { computeCosting, NO_PARTS, type CostingInput } from './compute.ts';

const base: CostingInput = {
  currency: 'EUR',
  rates: new Map([['USD', '0.92']]),
  colourways: [
    { id: 'red', name: 'Poppy' },
    { id: 'white', name: 'Chalk' },
  ],
  lines: [
    // 1.85 m × 1.05 × 6.40 = 12.432
    { quantity: '1.85', unitPrice: '6.4', currency: 'EUR', wastePercent: '5', notUsedIn: [] },
    // 7 × 0.0875 USD × 0.92 = 0.5635, red only
    {
      quantity: '7',
      unitPrice: '0.0875',
      currency: 'USD',
      wastePercent: '0',
      notUsedIn: ['white'],
    },
    { quantity: '1', unitPrice: null, currency: null, wastePercent: '0', notUsedIn: [] },
  ],
  parts: {
    labour: { mode: 'amount', value: '9.5' },
    overhead: { mode: 'percent', value: '10' },
    freight: { mode: 'percent', value: '5' },
    duty: { mode: 'percent', value: '12' },
    targetCost: '30',
  },
  wholesale: { amount: '65', currency: 'EUR' },
  retail: { amount: '150', currency: 'USD' },
};

describe('computeCosting', () => {
  it('builds each colourway from its lines, part on part, in cents that add up', () => {
    const figures = computeCosting(base);
    const [red, white] = figures.colourways;
    // materials 12.43 + 0.56 = 13.00 (12.432 + 0.5635 = 12.9955 → 13.00)
    expect(red).toEqual({
      colourwayId: 'red',
      name: 'Poppy',
      materials: '13.00',
      labour: '9.50',
      overhead: '2.25', // 10 % of 22.50
      freight: '1.24', // 5 % of FOB 24.75 = 1.2375
      duty: '3.12', // 12 % of 25.99 = 3.1188
      landed: '29.11',
      wholesaleMargin: '55.2', // (65 − 29.11) / 65
      retailMargin: '78.9', // 150 USD = 138.00 EUR
      overTargetBy: null,
    });
    expect(white!.materials).toBe('12.43');
    expect(figures.retailPrice).toBe('138.00');
    expect(figures.unpricedLines).toBe(1);
    expect(figures.missingRates).toEqual([]);
  });

  it('flags a colourway whose landed cost passes the target', () => {
    const figures = computeCosting({ ...base, parts: { ...base.parts, targetCost: '29' } });
    expect(figures.colourways.map((colourway) => colourway.overTargetBy)).toEqual(['0.11', null]);
  });

  it('leaves figures that need a missing rate empty and names the currency', () => {
    const figures = computeCosting({ ...base, rates: new Map() });
    expect(figures.missingRates).toEqual(['USD']);
    expect(figures.colourways[0]!.landed).toBeNull();
    expect(figures.colourways[1]!.materials).toBe('12.43');
    expect(figures.retailPrice).toBeNull();
    expect(figures.colourways[1]!.retailMargin).toBeNull();
  });

  it('costs the whole bill on one line without colourways, and nothing without a currency', () => {
    const one = computeCosting({ ...base, colourways: [], parts: NO_PARTS });
    expect(one.colourways).toMatchObject([
      { colourwayId: null, materials: '13.00', landed: '13.00' },
    ]);
    const none = computeCosting({ ...base, currency: null });
    expect(none.colourways.every((colourway) => colourway.landed === null)).toBe(true);
  });
});
