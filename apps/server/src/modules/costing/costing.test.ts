import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Costing } from '@atelier/domain';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { costingStudio, type Person } from '../../test/costing-studio.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARTS = {
  labour: { mode: 'amount', value: '9.5' },
  overhead: { mode: 'percent', value: 10 },
  freight: { mode: 'percent', value: '5' },
  duty: { mode: 'percent', value: '12' },
  targetCost: '29',
};

/** A costed product: EUR with a USD rate, two colourways, prices on the product. */
async function costedProduct() {
  const studio = await costingStudio(t);
  const { owner, editor, team, colours, productId } = studio;
  const rates = await call(t, 'PUT', `team/${team._id}/costing`, {
    token: editor.token,
    body: { currency: 'EUR', rates: [{ currency: 'USD', rate: '0.92', ratedOn: '2027-01-04' }] },
  });
  expect(rates.status, JSON.stringify(rates.body)).toBe(200);
  const red = randomUUID();
  const white = randomUUID();
  const bom = await call(t, 'PUT', `product/${productId}/bom`, {
    token: editor.token,
    body: {
      revision: 0,
      colourways: [
        { _id: red, name: 'Poppy', colourIds: [colours.poppy] },
        { _id: white, name: 'Chalk', colourIds: [colours.chalk] },
      ],
      lines: [
        {
          _id: randomUUID(),
          kind: 'fabric',
          name: 'Washed linen',
          quantity: '1.85',
          unit: 'm',
          unitPrice: '6.4',
          currency: 'EUR',
          wastePercent: '5',
        },
        {
          _id: randomUUID(),
          kind: 'trim',
          name: 'Corozo button',
          quantity: 7,
          unit: 'pcs',
          unitPrice: '0.0875',
          currency: 'USD',
          notUsedIn: [white],
        },
      ],
    },
  });
  expect(bom.status, JSON.stringify(bom.body)).toBe(200);
  const prices = await call(t, 'PUT', `product/${productId}/buyer`, {
    token: owner.token,
    body: { wholesalePrice: 65, retailPrice: 150, currency: 'USD' },
  });
  expect(prices.status, JSON.stringify(prices.body)).toBe(200);
  return { ...studio, red, white };
}

const readCosting = (person: Person, productId: string) =>
  call(t, 'GET', `product/${productId}/costing`, { token: person.token });

describe('a product’s costing', () => {
  it('answers each colourway’s parts, landed cost and margins in the team’s currency', async () => {
    const { editor, productId, red, white } = await costedProduct();
    const saved = await call(t, 'PUT', `product/${productId}/costing`, {
      token: editor.token,
      body: PARTS,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.responseMessage).toBe(messages.costingSaved);
    const res = await readCosting(editor, productId);
    expect(res.status).toBe(200);
    const costing = res.body.data as Costing;
    expect(costing).toMatchObject({
      currency: 'EUR',
      inputs: {
        labour: { mode: 'amount', value: '9.5' },
        overhead: { mode: 'percent', value: '10' },
        targetCost: '29',
      },
      wholesalePrice: '59.80',
      retailPrice: '138.00',
      rates: [{ currency: 'USD', rate: '0.92', ratedOn: '2027-01-04' }],
      missingRates: [],
      unpricedLines: 0,
      updatedBy: { _id: editor.user.id, name: 'Eda Editor' },
      policies: { edit: true },
    });
    expect(costing.colourways).toEqual([
      {
        colourwayId: red,
        name: 'Poppy',
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
      expect.objectContaining({ colourwayId: white, materials: '12.43', overTargetBy: null }),
    ]);
    const again = await call(t, 'PUT', `product/${productId}/costing`, {
      token: editor.token,
      body: PARTS,
    });
    expect(again.body.responseMessage).toBe(messages.costingUnchanged);
  });

  it('names the currency a missing rate leaves uncosted', async () => {
    const { editor, team, productId } = await costedProduct();
    await call(t, 'PUT', `team/${team._id}/costing`, {
      token: editor.token,
      body: { currency: 'EUR', rates: [] },
    });
    const costing = (await readCosting(editor, productId)).body.data as Costing;
    expect(costing.missingRates).toEqual(['USD']);
    expect(costing.colourways[0]!.landed).toBeNull();
    expect(costing.colourways[1]!.landed).toBe('12.43');
  });

  it('reads its own product’s bill and parts, not another’s of the team', async () => {
    const { owner, editor, team, productId } = await costedProduct();
    const other = await call(t, 'POST', 'product', {
      token: owner.token,
      body: { teamId: team._id, name: 'Linen trousers' },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const otherId = other.body.data._id as string;
    const bare = (await readCosting(editor, otherId)).body.data as Costing;
    expect(bare).toMatchObject({
      productId: otherId,
      currency: 'EUR',
      inputs: { labour: { mode: 'amount', value: '0' }, targetCost: null },
      rates: [{ currency: 'USD', rate: '0.92', ratedOn: '2027-01-04' }],
      wholesalePrice: null,
      unpricedLines: 0,
      updatedAt: null,
      updatedBy: null,
      policies: { edit: true },
    });
    expect(bare.colourways).toEqual([
      expect.objectContaining({ colourwayId: null, name: 'All colourways', materials: '0.00' }),
    ]);

    const bom = await call(t, 'PUT', `product/${otherId}/bom`, {
      token: editor.token,
      body: {
        revision: 0,
        colourways: [],
        lines: [
          {
            _id: randomUUID(),
            kind: 'fabric',
            name: 'Linen twill',
            quantity: '2',
            unit: 'm',
            unitPrice: '10.125',
            currency: 'EUR',
          },
          { _id: randomUUID(), kind: 'label', name: 'Care label', quantity: 1, unit: 'pcs' },
        ],
      },
    });
    expect(bom.status, JSON.stringify(bom.body)).toBe(200);
    const single = (await readCosting(editor, otherId)).body.data as Costing;
    expect(single.unpricedLines).toBe(1);
    expect(single.colourways).toEqual([
      expect.objectContaining({ colourwayId: null, materials: '20.25', landed: '20.25' }),
    ]);
    const first = (await readCosting(editor, productId)).body.data as Costing;
    expect(first.unpricedLines).toBe(0);
    expect(first.colourways.map((colourway) => colourway.materials)).toEqual(['13.00', '12.43']);
  });

  it('is refused to whoever may not see costs, and hidden from outsiders', async () => {
    const { viewer, productId } = await costedProduct();
    const outsider = await makeUser(t);
    await makeTeam(t, outsider);
    const refused = await readCosting(viewer, productId);
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe(messages.noPermissionCosts);
    const set = await call(t, 'PUT', `product/${productId}/costing`, {
      token: viewer.token,
      body: PARTS,
    });
    expect(set.status).toBe(403);
    const hidden = await readCosting(outsider, productId);
    expect(hidden.status).toBe(404);
    expect(hidden.body.responseMessage).toBe(messages.noRecord);
  });

  it('answers bad parts with their message and changes nothing', async () => {
    const { editor, productId } = await costedProduct();
    const cases: [unknown, string][] = [
      [{ ...PARTS, labour: { mode: 'each', value: 1 } }, messages.costModeInvalid],
      [{ ...PARTS, labour: { mode: 'amount', value: '-1' } }, messages.costValueInvalid],
      [{ ...PARTS, duty: { mode: 'percent', value: 2000 } }, messages.costPercentTooLarge],
      [{ ...PARTS, targetCost: 'soon' }, messages.costValueInvalid],
      [{ ...PARTS, freight: undefined }, messages.costValueInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'PUT', `product/${productId}/costing`, {
        token: editor.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    const costing = (await readCosting(editor, productId)).body.data as Costing;
    expect(costing.updatedAt).toBeNull();
  });
});

describe('the team’s currency and rates', () => {
  it('keeps the currency and each rate with its day, and refuses what does not hold', async () => {
    const { editor, team } = await costingStudio(t);
    const path = `team/${team._id}/costing`;
    const empty = await call(t, 'GET', path, { token: editor.token });
    expect(empty.body.data).toMatchObject({ currency: null, rates: [] });
    const cases: [unknown, string][] = [
      [
        { currency: 'EUR', rates: [{ currency: 'EUR', rate: 1, ratedOn: '2027-01-04' }] },
        messages.rateOfOwnCurrency,
      ],
      [
        {
          currency: 'EUR',
          rates: [
            { currency: 'USD', rate: 1, ratedOn: '2027-01-04' },
            { currency: 'USD', rate: 2, ratedOn: '2027-01-05' },
          ],
        },
        messages.rateTwice('USD'),
      ],
      [
        { currency: 'EUR', rates: [{ currency: 'USD', rate: 0, ratedOn: '2027-01-04' }] },
        messages.rateInvalid,
      ],
      [
        { currency: 'EUR', rates: [{ currency: 'USD', rate: 1, ratedOn: '4/1/27' }] },
        messages.rateDateInvalid,
      ],
      [{ currency: 'XXX', rates: [] }, messages.currencyInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'PUT', path, { token: editor.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(message);
    }
    const body = {
      currency: 'GBP',
      rates: [
        { currency: 'USD', rate: '0.79125', ratedOn: '2027-01-04' },
        { currency: 'CNY', rate: 0.1089, ratedOn: '2027-01-02' },
      ],
    };
    const saved = await call(t, 'PUT', path, { token: editor.token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      currency: 'GBP',
      rates: [
        { currency: 'CNY', rate: '0.1089', ratedOn: '2027-01-02' },
        { currency: 'USD', rate: '0.79125', ratedOn: '2027-01-04' },
      ],
      updatedBy: { name: 'Eda Editor' },
    });
    const same = await call(t, 'PUT', path, { token: editor.token, body });
    expect(same.body.responseMessage).toBe(messages.teamCostingUnchanged);
  });
});
