import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Bom, type TimelineEntry } from '@atelier/domain';
import { call, makeTeam, makeUser } from '../../test/factories.ts';
import { costingStudio, readBom, type Person } from '../../test/costing-studio.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { withoutInstants } from '../../test/without-instants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (person: Person, productId: string, body: Record<string, unknown>) =>
  call(t, 'PUT', `product/${productId}/bom`, { token: person.token, body });

/** A two-colourway bill: a shell fabric in each colour, and buttons that take no colour. */
function twoColourways(colours: { poppy: string; chalk: string }) {
  const red = randomUUID();
  const white = randomUUID();
  const shell = randomUUID();
  const buttons = randomUUID();
  return {
    ids: { red, white, shell, buttons },
    body: {
      revision: 0,
      colourways: [
        { _id: red, name: 'Poppy / Chalk', colourIds: [colours.poppy, colours.chalk] },
        { _id: white, name: 'Chalk', colourIds: [colours.chalk] },
      ],
      lines: [
        {
          _id: shell,
          kind: 'fabric',
          name: 'Washed linen 180 g',
          placement: 'Body',
          supplier: 'Lino Tessile',
          quantity: '1.85',
          unit: 'm',
          unitPrice: 6.4,
          currency: 'EUR',
          wastePercent: 5,
          colours: { [red]: colours.poppy, [white]: colours.chalk },
        },
        {
          _id: buttons,
          kind: 'trim',
          name: 'Corozo button 18L',
          placement: 'Front placket',
          quantity: 7,
          unit: 'pcs',
          unitPrice: '0.0875',
          currency: 'USD',
          colours: { [red]: null },
          notUsedIn: [white],
        },
      ],
    },
  };
}

describe('a product’s bill of materials', () => {
  it('is empty before the first save, and the viewer may not edit it', async () => {
    const { viewer, productId } = await costingStudio(t);
    expect(await readBom(t, viewer, productId)).toEqual({
      productId,
      revision: 0,
      updatedAt: null,
      updatedBy: null,
      colourways: [],
      lines: [],
      colours: [],
      policies: { edit: false, viewCosts: false },
    });
  });

  it('saves colourways × lines with exact decimals and answers every colourway of each line', async () => {
    const { editor, colours, productId } = await costingStudio(t);
    const { ids, body } = twoColourways(colours);
    const res = await save(editor, productId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseMessage).toBe(messages.bomSaved);
    const bom = res.body.data as Bom;
    expect(bom).toMatchObject({
      revision: 1,
      updatedBy: { _id: editor.user.id, name: 'Eda Editor' },
      policies: { edit: true, viewCosts: true },
    });
    expect(bom.colourways.map((colourway) => colourway.name)).toEqual(['Poppy / Chalk', 'Chalk']);
    expect(bom.lines).toEqual([
      {
        _id: ids.shell,
        kind: 'fabric',
        name: 'Washed linen 180 g',
        placement: 'Body',
        supplier: 'Lino Tessile',
        quantity: '1.85',
        unit: 'm',
        unitPrice: '6.4',
        currency: 'EUR',
        wastePercent: '5',
        colours: { [ids.red]: colours.poppy, [ids.white]: colours.chalk },
        notUsedIn: [],
      },
      {
        _id: ids.buttons,
        kind: 'trim',
        name: 'Corozo button 18L',
        placement: 'Front placket',
        supplier: '',
        quantity: '7',
        unit: 'pcs',
        unitPrice: '0.0875',
        currency: 'USD',
        wastePercent: '0',
        colours: { [ids.red]: null, [ids.white]: null },
        notUsedIn: [ids.white],
      },
    ]);
    expect(bom.colours.map((colour) => colour.name).sort()).toEqual(['Chalk', 'Poppy']);
    expect(await readBom(t, editor, productId)).toEqual(bom);
  });

  it('hides prices from a viewer who may not see costs', async () => {
    const { editor, viewer, colours, productId } = await costingStudio(t);
    await save(editor, productId, twoColourways(colours).body);
    const seen = await readBom(t, viewer, productId);
    expect(seen.policies).toEqual({ edit: false, viewCosts: false });
    expect(seen.lines.map((line) => [line.name, line.unitPrice, line.currency])).toEqual([
      ['Washed linen 180 g', null, null],
      ['Corozo button 18L', null, null],
    ]);
    expect(withoutInstants(seen)).not.toMatch(/6\.4|0\.0875|EUR|USD/u);
  });

  it('refuses a save made from an older revision, and one that changes nothing makes no revision', async () => {
    const { editor, owner, colours, productId } = await costingStudio(t);
    const { body } = twoColourways(colours);
    expect((await save(editor, productId, body)).status).toBe(200);
    const stale = await save(owner, productId, body);
    expect(stale.status).toBe(409);
    expect(stale.body.responseMessage).toBe(messages.bomRevisionStale);
    const same = await save(owner, productId, { ...body, revision: 1 });
    expect(same.status).toBe(200);
    expect(same.body.responseMessage).toBe(messages.bomUnchanged);
    expect(same.body.data.revision).toBe(1);
  });

  it('reorders lines and notes one burst of saves on the timeline, without prices', async () => {
    const { editor, viewer, colours, productId } = await costingStudio(t);
    const { body } = twoColourways(colours);
    await save(editor, productId, body);
    const reordered = await save(editor, productId, {
      ...body,
      revision: 1,
      lines: [...body.lines].reverse(),
    });
    expect(reordered.status).toBe(200);
    expect((reordered.body.data as Bom).lines.map((line) => line.name)).toEqual([
      'Corozo button 18L',
      'Washed linen 180 g',
    ]);
    const timeline = await call(t, 'GET', `product/${productId}/timeline?kind=bom`, {
      token: viewer.token,
    });
    const entries = timeline.body.data as TimelineEntry[];
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['changed', '2 lines, 2 colourways'],
      ['created', '2 lines, 2 colourways'],
    ]);
    expect(withoutInstants(entries)).not.toMatch(/6\.4|0\.0875/u);
  });

  it('answers each bad input with its field’s message and changes nothing', async () => {
    const { editor, colours, productId } = await costingStudio(t);
    const { ids, body } = twoColourways(colours);
    const [shell, buttons] = body.lines as Record<string, unknown>[];
    const cases: [unknown, string][] = [
      [{ ...body, lines: [{ ...shell, quantity: '-1' }] }, messages.bomQuantityInvalid],
      [{ ...body, lines: [{ ...shell, quantity: '1.23456' }] }, messages.bomQuantityInvalid],
      [{ ...body, lines: [{ ...shell, unit: 'bale' }] }, messages.bomUnitInvalid],
      [{ ...body, lines: [{ ...shell, kind: 'zip' }] }, messages.bomKindInvalid],
      [{ ...body, lines: [{ ...shell, name: ' ' }] }, messages.bomNameRequired],
      [{ ...body, lines: [{ ...shell, currency: null }] }, messages.priceCurrencyRequired],
      [{ ...body, lines: [{ ...shell, wastePercent: 101 }] }, messages.bomWasteInvalid],
      [{ ...body, lines: [shell, { ...buttons, _id: ids.shell }] }, messages.bomLineTwice],
      [
        { ...body, lines: [{ ...shell, colours: { [randomUUID()]: colours.poppy } }] },
        messages.bomColourwayUnknown,
      ],
      [
        {
          ...body,
          colourways: [body.colourways[0], { ...body.colourways[1], name: 'poppy / chalk' }],
        },
        messages.colourwayNameTwice('poppy / chalk'),
      ],
      [
        { ...body, colourways: [{ ...body.colourways[0], colourIds: [randomUUID()] }], lines: [] },
        messages.colourOfTeam,
      ],
      [
        { ...body, colourways: [{ ...body.colourways[0], name: '' }] },
        messages.colourwayNameRequired,
      ],
      [{ colourways: [], lines: [] }, messages.bomRevisionRequired],
    ];
    for (const [input, message] of cases) {
      const res = await save(editor, productId, input as Record<string, unknown>);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.responseMessage, JSON.stringify(res.body)).toBe(message);
    }
    expect((await readBom(t, editor, productId)).revision).toBe(0);
  });

  it('refuses colours of another team’s library', async () => {
    const { editor, colours, productId } = await costingStudio(t);
    const other = await costingStudio(t);
    const { body } = twoColourways(other.colours);
    const res = await save(editor, productId, body);
    expect(res.status).toBe(400);
    expect(res.body.responseMessage).toBe(messages.colourOfTeam);
    expect(colours.poppy).not.toBe(other.colours.poppy);
  });

  it('lets only editors save: a viewer is refused, an outsider finds nothing', async () => {
    const { viewer, colours, productId } = await costingStudio(t);
    const outsider = await makeUser(t);
    await makeTeam(t, outsider);
    const { body } = twoColourways(colours);
    const refused = await save(viewer, productId, body);
    expect(refused.status).toBe(403);
    expect(refused.body.responseMessage).toBe(messages.askPermission);
    for (const res of [
      await save(outsider, productId, body),
      await call(t, 'GET', `product/${productId}/bom`, { token: outsider.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.responseMessage).toBe(messages.noRecord);
    }
    const unsigned = await call(t, 'GET', `product/${productId}/bom`);
    expect(unsigned.status).toBe(401);
  });
});
