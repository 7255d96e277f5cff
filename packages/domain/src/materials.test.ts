import { describe, expect, it } from 'vitest';
import { ZCreateMaterialSchema, ZMaterialsQuery, ZUpdateMaterialSchema } from './materials.ts';
import { messages } from './messages.ts';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('a material’s form', () => {
  it('needs kind, name and unit, and trims what is typed', () => {
    expect(ZCreateMaterialSchema.parse({ kind: 'trim', name: ' Zip ', unit: 'pcs' })).toEqual({
      kind: 'trim',
      name: 'Zip',
      unit: 'pcs',
    });
    expect(issuesOf(ZCreateMaterialSchema.safeParse({}))).toEqual([
      { path: 'kind', message: messages.materialKindInvalid },
      { path: 'name', message: messages.materialNameRequired },
      { path: 'unit', message: messages.materialUnitInvalid },
    ]);
  });

  it('reads a price typed with a comma or as a number as exact decimal text', () => {
    const base = { kind: 'thread', name: 'Core thread', unit: 'cone', currency: 'EUR' } as const;
    expect(ZCreateMaterialSchema.parse({ ...base, unitPrice: '0,0875' }).unitPrice).toBe('0.0875');
    expect(ZCreateMaterialSchema.parse({ ...base, unitPrice: 2.5 }).unitPrice).toBe('2.5');
    expect(ZCreateMaterialSchema.parse({ ...base, unitPrice: '002.50' }).unitPrice).toBe('2.5');
    for (const unitPrice of ['-0.01', '0.00001', '1e3', 'ten', 0.1 + 0.2, 10_000_000.5]) {
      expect(issuesOf(ZCreateMaterialSchema.safeParse({ ...base, unitPrice }))).toEqual([
        { path: 'unitPrice', message: messages.materialPriceInvalid },
      ]);
    }
  });

  it('wants a currency beside a price, on create and on edit', () => {
    const priced = { kind: 'label', name: 'Care label', unit: 'pcs', unitPrice: '0.02' } as const;
    expect(issuesOf(ZCreateMaterialSchema.safeParse(priced))).toEqual([
      { path: 'currency', message: messages.priceCurrencyRequired },
    ]);
    expect(issuesOf(ZUpdateMaterialSchema.safeParse({ unitPrice: 1 }))).toEqual([
      { path: 'currency', message: messages.priceCurrencyRequired },
    ]);
    expect(ZUpdateMaterialSchema.parse({ unitPrice: null })).toEqual({ unitPrice: null });
    expect(ZUpdateMaterialSchema.parse({})).toEqual({});
  });

  it('lists one kind of material only: fabrics have their own catalogue', () => {
    expect(ZMaterialsQuery.parse({ kind: 'packaging', q: ' box ' })).toEqual({
      kind: 'packaging',
      q: 'box',
    });
    expect(ZMaterialsQuery.safeParse({ kind: 'fabric' }).success).toBe(false);
  });
});
