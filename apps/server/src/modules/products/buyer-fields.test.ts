import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerFields, TimelineEntry } from '@atelier/domain';
import { addMember, call, makeProductWithImage, makeUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what buyers read of a product', () => {
  it('is saved field by field, kept on the timeline, and copied with the product', async () => {
    const owner = await makeUser(t);
    const { productId } = await makeProductWithImage(t, owner);
    const empty = await call(t, 'GET', `product/${productId}/buyer`, { token: owner.token });
    expect(empty.body.data).toEqual({
      productId,
      styleNumber: '',
      sizes: [],
      composition: '',
      wholesalePrice: null,
      retailPrice: null,
      currency: null,
      deliveryFrom: null,
      deliveryTo: null,
    });

    const saved = await call(t, 'PUT', `product/${productId}/buyer`, {
      token: owner.token,
      body: {
        styleNumber: 'SS27-0142',
        sizes: ['XS', 'S', 'M', 'S'],
        composition: '100% linen',
        wholesalePrice: 42.5,
        retailPrice: 119,
        currency: 'EUR',
        deliveryFrom: '2027-02-01',
        deliveryTo: '2027-03-15',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.responseMessage).toBe('Buyer details saved.');
    const fields = saved.body.data as BuyerFields;
    expect(fields).toMatchObject({
      sizes: ['XS', 'S', 'M'],
      wholesalePrice: 42.5,
      currency: 'EUR',
    });

    // One field alone keeps the others.
    await call(t, 'PUT', `product/${productId}/buyer`, {
      token: owner.token,
      body: { retailPrice: 129 },
    });
    const read = (await call(t, 'GET', `product/${productId}/buyer`, { token: owner.token })).body
      .data as BuyerFields;
    expect(read).toMatchObject({
      styleNumber: 'SS27-0142',
      retailPrice: 129,
      wholesalePrice: 42.5,
    });

    const timeline = await call(t, 'GET', `product/${productId}/timeline?kind=edit`, {
      token: owner.token,
    });
    const changed = (timeline.body.data as TimelineEntry[]).map((entry) => [
      entry.field,
      entry.before,
      entry.after,
    ]);
    expect(changed).toContainEqual(['Retail price', '€119.00', '€129.00']);
    expect(changed).toContainEqual(['Delivery window', null, '2027-02-01 – 2027-03-15']);

    const copy = await call(t, 'POST', `product/${productId}/duplicate`, { token: owner.token });
    const copied = await call(t, 'GET', `product/${copy.body.data._id}/buyer`, {
      token: owner.token,
    });
    expect(copied.body.data).toMatchObject({ styleNumber: 'SS27-0142', retailPrice: 129 });
  });

  it('refuses a price without currency, a window that ends first, and anyone who may not edit', async () => {
    const owner = await makeUser(t);
    const { team, productId } = await makeProductWithImage(t, owner);
    const put = (token: string, body: Record<string, unknown>) =>
      call(t, 'PUT', `product/${productId}/buyer`, { token, body });

    const noCurrency = await put(owner.token, { retailPrice: 10 });
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.body.responseMessage).toBe('Please choose a currency for the price.');
    const backwards = await put(owner.token, {
      deliveryFrom: '2027-03-01',
      deliveryTo: '2027-02-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.responseMessage).toBe('The delivery window ends before it starts.');
    for (const [body, text] of [
      [{ sizes: Array.from({ length: 31 }, (_, i) => `${i}`) }, 'A size run has at most 30 sizes.'],
      [{ sizes: ['x'.repeat(13)] }, 'Write each size in 1 to 12 characters.'],
      [{ styleNumber: 'x'.repeat(41) }, 'Keep the style number under 40 characters.'],
      [{ wholesalePrice: -1, currency: 'EUR' }, 'Price must be 0 or more.'],
      [{ currency: 'XXX' }, 'Please choose a currency.'],
      [{ deliveryFrom: '2027-02-30' }, 'Please choose a valid delivery date.'],
    ] as const) {
      const res = await put(owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.responseMessage).toBe(text);
    }

    const viewer = await makeUser(t);
    await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
    expect(
      (await call(t, 'GET', `product/${productId}/buyer`, { token: viewer.token })).status,
    ).toBe(200);
    expect((await put(viewer.token, { styleNumber: 'X' })).status).toBe(403);
    const outsider = await makeUser(t);
    expect(
      (await call(t, 'GET', `product/${productId}/buyer`, { token: outsider.token })).status,
    ).toBe(404);
    expect((await put(outsider.token, { styleNumber: 'X' })).status).toBe(404);
    const untouched = await call(t, 'GET', `product/${productId}/buyer`, { token: owner.token });
    expect(untouched.body.data.styleNumber).toBe('');
  });
});
