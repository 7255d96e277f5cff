import { describe, expect, it } from 'vitest';
import type { TechpackSnapshot } from '@atelier/domain';
import { compareSnapshots } from './compare.ts';
import { packTexts } from './render/texts.ts';
import { sameSnapshot, withoutCosts } from './snapshot.ts';

const poppy = { _id: 'c1', name: 'Poppy', code: '18-1662', hexCode: '#E2492F' };
const ink = { _id: 'c2', name: 'Ink', code: '19-4010', hexCode: '#1B2233' };

function aSnapshot(): TechpackSnapshot {
  return {
    format: 1,
    product: {
      _id: 'p1',
      name: 'Linen shirt',
      styleNumber: 'SS27-014',
      description: '',
      composition: '100% linen',
      season: 'SS27',
      category: 'Shirts',
      subCategory: null,
    },
    sketches: [
      {
        fileId: 'f1',
        name: 'Front sketch',
        ext: 'png',
        version: 1,
        versionLabel: null,
        path: 'products/t/p/front.png',
        contentType: 'image/png',
        bytes: 10,
        width: 8,
        height: 8,
      },
    ],
    spec: {
      revision: 3,
      unit: 'in',
      sizes: ['S', 'M'],
      baseSize: 'M',
      rows: [
        {
          pomId: 'pom1',
          code: 'C1',
          name: 'Chest width',
          tolerance: { minus: '1.27', plus: '1.27' },
          toleranceShown: { minus: '1/2', plus: '1/2' },
          values: { S: '50.8', M: '53.975' },
          shown: { S: '20', M: '21 1/4' },
        },
      ],
    },
    fits: [],
    bom: {
      revision: 1,
      colourways: [{ _id: 'w1', name: 'Poppy', colours: [poppy] }],
      lines: [
        {
          _id: 'l1',
          kind: 'fabric',
          name: 'Washed linen',
          placement: 'Body',
          supplier: '',
          quantity: '1.85',
          unit: 'm',
          unitPrice: '6.4',
          currency: 'EUR',
          wastePercent: '5',
          colours: { w1: poppy },
          notUsedIn: [],
        },
      ],
    },
    costing: null,
    construction: {
      notes: 'Seams 1 cm',
      callouts: [{ number: 3, fileId: 'f1', x: 0.2, y: 0.3, text: 'Bar tack' }],
    },
  };
}

describe('comparing two snapshots', () => {
  it('reads nothing between a snapshot and itself', () => {
    expect(compareSnapshots(aSnapshot(), aSnapshot())).toEqual([]);
    expect(sameSnapshot(aSnapshot(), aSnapshot())).toBe(true);
  });

  it('names each change in the factory’s words, by section, in the sheet’s unit', () => {
    const before = aSnapshot();
    const after = aSnapshot();
    after.sketches[0] = { ...after.sketches[0]!, version: 2, path: 'products/t/p/front-2.png' };
    after.spec!.rows[0]!.values.M = '54.2875';
    after.spec!.rows[0]!.shown.M = '21 3/8';
    after.spec!.rows.push({
      ...after.spec!.rows[0]!,
      pomId: 'pom2',
      code: 'L1',
      name: 'HPS to hem',
    });
    after.bom.lines[0] = {
      ...after.bom.lines[0]!,
      quantity: '1.9',
      colours: { w1: ink },
    };
    after.bom.lines.push({ ...after.bom.lines[0]!, _id: 'l2', name: 'Corozo button' });
    after.construction.callouts[0] = { ...after.construction.callouts[0]!, text: 'Bar tack x2' };
    expect(compareSnapshots(before, after)).toEqual([
      { section: 'Sketches', changes: ['Front sketch: new version 2'] },
      {
        section: 'Spec',
        changes: ['Added point HPS to hem', 'Chest width M: 21 1/4 → 21 3/8 in'],
      },
      {
        section: 'BOM',
        changes: [
          'Added line Corozo button',
          'Washed linen: quantity 1.85 → 1.9 m',
          'Washed linen in Poppy: Poppy → Ink',
        ],
      },
      { section: 'Construction', changes: ['Callout 3 text changed'] },
    ]);
    expect(sameSnapshot(before, after)).toBe(false);
  });

  it('shows no price to whoever compares snapshots without costs', () => {
    const before = aSnapshot();
    const after = aSnapshot();
    after.bom.lines[0] = { ...after.bom.lines[0]!, unitPrice: '7.1' };
    expect(compareSnapshots(before, after)).toEqual([
      { section: 'BOM', changes: ['Washed linen: unit price 6.4 EUR → 7.1 EUR'] },
    ]);
    expect(compareSnapshots(withoutCosts(before), withoutCosts(after))).toEqual([]);
  });

  it('writes its sentences in the reader’s language, names and numbers as entered (issue 47 §4)', () => {
    const before = aSnapshot();
    const after = aSnapshot();
    after.bom.lines[0] = {
      ...after.bom.lines[0]!,
      quantity: '1.9',
      unitPrice: '7.1',
      kind: 'trim',
      colours: { w1: ink },
    };
    after.bom.lines.push({ ...after.bom.lines[0]!, _id: 'l2', name: 'Corozo button' });
    after.construction.callouts[0] = { ...after.construction.callouts[0]!, text: 'Bar tack x2' };
    expect(compareSnapshots(before, after, packTexts('fr'))).toEqual([
      {
        section: 'BOM',
        changes: [
          'Ligne Corozo button ajoutée',
          'Washed linen : type : Tissu → Fourniture',
          'Washed linen : quantité 1.85 → 1.9 m',
          'Washed linen : prix unitaire 6.4 EUR → 7.1 EUR',
          'Washed linen dans Poppy : Poppy → Ink',
        ],
      },
      { section: 'Construction', changes: ['Texte de l’annotation 3 modifié'] },
    ]);
  });

  it('keys its sameness on content, not on the order jsonb gives the keys', () => {
    const reordered = Object.fromEntries(Object.entries(aSnapshot()).reverse()) as TechpackSnapshot;
    expect(sameSnapshot(aSnapshot(), reordered)).toBe(true);
  });
});
