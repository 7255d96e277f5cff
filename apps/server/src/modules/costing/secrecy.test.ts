/**
 * Costs are secret by default (DESIGN §9, issue 46 §3): a product's unit prices, costing and
 * margins never reach a share link's visitor, a line sheet, global search or designmate — not for
 * a member who may not see costs, and not through those surfaces for anyone.
 */
import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignmateConversation, DesignmateMessage, LineSheet } from '@atelier/domain';
import { call } from '../../test/factories.ts';
import { costingStudio } from '../../test/costing-studio.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withoutInstants } from '../../test/without-instants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Figures no surface but the costing may show: a unit price, the target, the landed cost. */
const SECRETS = ['7.7777', '29.9131', '23.33', '41.33'];

async function costedProduct() {
  const studio = await costingStudio(t);
  const { owner, editor, team, colours, productId } = studio;
  const ok = (res: { status: number; body: unknown }) =>
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  ok(
    await call(t, 'PUT', `team/${team._id}/costing`, {
      token: editor.token,
      body: { currency: 'EUR', rates: [] },
    }),
  );
  const way = randomUUID();
  ok(
    await call(t, 'PUT', `product/${productId}/bom`, {
      token: editor.token,
      body: {
        revision: 0,
        colourways: [{ _id: way, name: 'Poppy', colourIds: [colours.poppy] }],
        lines: [
          {
            _id: randomUUID(),
            kind: 'fabric',
            name: 'Washed linen',
            quantity: '3',
            unit: 'm',
            unitPrice: '7.7777',
            currency: 'EUR',
          },
        ],
      },
    }),
  );
  ok(
    await call(t, 'PUT', `product/${productId}/costing`, {
      token: editor.token,
      body: {
        labour: { mode: 'amount', value: '18' },
        overhead: { mode: 'amount', value: '0' },
        freight: { mode: 'amount', value: '0' },
        duty: { mode: 'amount', value: '0' },
        targetCost: '29.9131',
      },
    }),
  );
  ok(
    await call(t, 'PUT', `product/${productId}/buyer`, {
      token: owner.token,
      body: { wholesalePrice: 65, retailPrice: 150, currency: 'EUR' },
    }),
  );
  const costing = await call(t, 'GET', `product/${productId}/costing`, { token: editor.token });
  // 3 × 7.7777 = 23.33; + 18 = 41.33: the figures the checks below look for.
  expect(costing.body.data.colourways[0]).toMatchObject({ materials: '23.33', landed: '41.33' });
  return studio;
}

const leaks = (body: unknown) => {
  const text = typeof body === 'string' ? body : withoutInstants(body);
  return SECRETS.filter((secret) => text.includes(secret));
};

describe('no cost leaves the costing', () => {
  it('reaches no share link visitor', async () => {
    const { owner, productId } = await costedProduct();
    const link = await call(t, 'POST', 'product/shareProduct', {
      token: owner.token,
      body: { productId, action: 'view' },
    });
    expect(link.status).toBe(201);
    const visit = await call(t, 'GET', `shareProductLink?token=${link.body.data.token}`);
    expect(visit.status).toBe(200);
    expect(leaks(visit.body)).toEqual([]);
    expect(visit.body.data.product.policies.viewCosts).toBe(false);
  });

  it('reaches no line sheet, whoever makes it', async () => {
    const { owner, viewer, team } = await costedProduct();
    for (const person of [owner, viewer]) {
      for (const format of ['csv', 'xlsx'] as const) {
        const asked = await call(t, 'POST', 'linesheet', {
          token: person.token,
          body: { teamId: team._id, format },
        });
        expect(asked.status, JSON.stringify(asked.body)).toBe(201);
        await t.deliver();
        const read = await call(t, 'GET', `linesheet/${asked.body.data._id}`, {
          token: person.token,
        });
        const sheet = read.body.data as LineSheet;
        const file = await t.app.inject({ method: 'GET', url: sheet.resultUrl! });
        expect(file.statusCode).toBe(200);
        // A workbook is a zip of XML: read what it holds, not its compressed bytes.
        const text =
          format === 'csv'
            ? file.rawPayload.toString('utf8')
            : Object.values(unzipSync(new Uint8Array(file.rawPayload)))
                .map((part) => strFromU8(part))
                .join('\n');
        expect(text).toContain('65');
        expect(leaks(text)).toEqual([]);
      }
    }
  });

  it('is found by no search', async () => {
    const { owner, viewer } = await costedProduct();
    for (const person of [owner, viewer]) {
      for (const query of ['7.7777', '29.9131', 'Washed linen']) {
        const res = await call(t, 'GET', `globalSearch?searchFilter=${encodeURIComponent(query)}`, {
          token: person.token,
        });
        expect(res.status).toBe(200);
        expect(leaks(res.body)).toEqual([]);
      }
    }
  });

  it('is told by designmate to nobody', async () => {
    const { editor, viewer, team, productId } = await costedProduct();
    for (const person of [viewer, editor]) {
      const started = await call(t, 'POST', 'aidesignmate', {
        token: person.token,
        body: { teamId: team._id, productId },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      const id = (started.body.data as DesignmateConversation)._id;
      const asked = await call(t, 'POST', `aidesignmate/${id}/message`, {
        token: person.token,
        body: { text: 'What does the Linen shirt cost to make, and what is its margin?' },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      expect(leaks(asked.body.data as DesignmateMessage)).toEqual([]);
      const read = await call(t, 'GET', `aidesignmate/${id}`, { token: person.token });
      expect(leaks(read.body)).toEqual([]);
    }
  });
});
