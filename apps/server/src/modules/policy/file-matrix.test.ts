import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ACTIONS } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { outcomeOf, policyWorld } from '../../test/policy-world.ts';
import { keysOf, keysWithout } from './matrix.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { FILE_ACTOR_KINDS, FILE_MATRIX } from './file-matrix.ts';
import type { FileActorKind, FileOwner } from './file-matrix.ts';
import { authorize } from './policy.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof policyWorld>>;
let uploader: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  world = await policyWorld(t);
  uploader = await world.newMember([]);
});
afterAll(() => t.close());

function file(owner: FileOwner) {
  return {
    kind: 'file' as const,
    path: `uploads/${owner}.png`,
    teamId: owner === 'personal' ? null : world.teamId,
    productId: owner === 'product' ? world.productId : null,
    ownerId: uploader.id,
  };
}
const actorOf = (kind: FileActorKind, keys: object) =>
  kind === 'uploader' ? uploader : world.actor(kind, keysOf(keys));

describe('the file matrix', () => {
  it('has a row per action for each kind of file', () => {
    for (const owner of ['product', 'team', 'personal'] as const) {
      const actions = FILE_MATRIX.filter((row) => row.file === owner).map((row) => row.action);
      expect(actions.sort(), owner).toEqual([...FILE_ACTIONS].sort());
    }
  });

  const cells = FILE_MATRIX.flatMap((row) =>
    FILE_ACTOR_KINDS.map((kind) => [row.file, row.action, kind, row.expect[kind], row] as const),
  );
  it.each(cells)('%s file: %s as %s answers %s', async (owner, action, kind, outcome, row) => {
    const actor = await actorOf(kind, row.keys);
    expect(await outcomeOf(authorize(t.db, actor, action, file(owner)))).toBe(outcome);
  });

  const missing = FILE_MATRIX.flatMap((row) =>
    keysOf(row.keys).map((key) => [row.file, row.action, key, row.keys[key], row] as const),
  );
  it.each(missing)(
    '%s file: %s without %s answers %s',
    async (owner, action, key, outcome, row) => {
      const actor = await world.member(keysWithout(row.keys, key));
      expect(await outcomeOf(authorize(t.db, actor, action, file(owner)))).toBe(outcome);
    },
  );
});
