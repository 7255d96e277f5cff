/**
 * The shared starting point of the bill of materials and costing tests (issue 46): a team with
 * two colours in its library, a product, and its owner, an editor (may see costs) and a viewer
 * (may not).
 */
import { expect } from 'vitest';
import type { Bom } from '@atelier/domain';
import { addMember, call, makeTeam, makeUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type Person = Awaited<ReturnType<typeof makeUser>>;

export async function costingStudio(t: TestApp) {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const team = await makeTeam(t, owner);
  const editor = await makeUser(t, { firstName: 'Eda', lastName: 'Editor' });
  const viewer = await makeUser(t, { firstName: 'Vic', lastName: 'Viewer' });
  await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
  await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
  const colour = async (name: string, code: string, hexCode: string) => {
    const res = await call(t, 'POST', 'colour', {
      token: owner.token,
      body: { teamId: team._id, name, code, hexCode },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data._id as string;
  };
  const poppy = await colour('Poppy', '18-1662', '#E2492F');
  const chalk = await colour('Chalk', '11-4202', '#EDEAE0');
  const product = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Linen shirt' },
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  return {
    owner,
    editor,
    viewer,
    team,
    colours: { poppy, chalk },
    productId: product.body.data._id as string,
  };
}

/** The product's bill of materials as the person reads it. */
export async function readBom(t: TestApp, person: Person, productId: string) {
  const res = await call(t, 'GET', `product/${productId}/bom`, { token: person.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Bom;
}
