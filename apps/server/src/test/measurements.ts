/**
 * The shared starting point of the spec sheet and fit session tests (issue 45): a team with its
 * starter library of points of measure, a product, and its owner, an editor and a viewer.
 */
import { expect } from 'vitest';
import type { Pom, SpecSheet } from '@atelier/domain';
import { addMember, call, makeTeam, makeUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export type Person = Awaited<ReturnType<typeof makeUser>>;

/** The letter sizes most sheets of the tests use. */
export const LETTERS = ['XS', 'S', 'M', 'L', 'XL'];

export async function measurementStudio(t: TestApp) {
  const owner = await makeUser(t, { firstName: 'Olive', lastName: 'Owner' });
  const team = await makeTeam(t, owner);
  const editor = await makeUser(t, { firstName: 'Eda', lastName: 'Editor' });
  const viewer = await makeUser(t, { firstName: 'Vic', lastName: 'Viewer' });
  await addMember(t, team._id, editor.user.id, ['canViewProducts', 'canEditProduct']);
  await addMember(t, team._id, viewer.user.id, ['canViewProducts']);
  const library = await call(t, 'GET', `pom?teamId=${team._id}`, { token: owner.token });
  const pom = (code: string) => (library.body.data as Pom[]).find((p) => p.code === code)!;
  const product = await call(t, 'POST', 'product', {
    token: owner.token,
    body: { teamId: team._id, name: 'Linen shirt' },
  });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  return { owner, editor, viewer, team, pom, productId: product.body.data._id as string };
}

/** The product's spec sheet as the person reads it. */
export async function readSpec(t: TestApp, person: Person, productId: string) {
  const res = await call(t, 'GET', `product/${productId}/spec`, { token: person.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SpecSheet;
}
