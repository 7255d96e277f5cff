import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ACTIONS } from '@atelier/domain';
import { outcomeOf, policyWorld } from '../../test/policy-world.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { ACTOR_KINDS, keysOf, keysWithout } from './matrix.ts';
import { authorize } from './policy.ts';
import { PRODUCT_MATRIX } from './product-matrix.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof policyWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await policyWorld(t);
});
afterAll(() => t.close());

const product = () => ({ kind: 'product' as const, id: world.productId, teamId: world.teamId });

describe('the product matrix', () => {
  it('has one row per product action', () => {
    expect(PRODUCT_MATRIX.map((row) => row.action).sort()).toEqual([...PRODUCT_ACTIONS].sort());
  });

  const cells = PRODUCT_MATRIX.flatMap((row) =>
    ACTOR_KINDS.map((kind) => [row.action, kind, row.expect[kind], row] as const),
  );
  it.each(cells)('%s as %s answers %s', async (action, kind, outcome, row) => {
    const actor = await world.actor(kind, keysOf(row.keys));
    expect(await outcomeOf(authorize(t.db, actor, action, product()))).toBe(outcome);
  });

  const missing = PRODUCT_MATRIX.flatMap((row) =>
    keysOf(row.keys).map((key) => [row.action, key, row.keys[key], row] as const),
  );
  it.each(missing)('%s without %s answers %s', async (action, key, outcome, row) => {
    const held = keysWithout(row.keys, key);
    const actor = await world.member(held);
    expect(await outcomeOf(authorize(t.db, actor, action, product()))).toBe(outcome);
  });
});
