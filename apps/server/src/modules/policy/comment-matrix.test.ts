import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_ACTIONS } from '@atelier/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { outcomeOf, policyWorld } from '../../test/policy-world.ts';
import { keysOf, keysWithout } from './matrix.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { AUTHOR_KEYS, COMMENT_ACTOR_KINDS, COMMENT_MATRIX } from './comment-matrix.ts';
import type { CommentActorKind } from './comment-matrix.ts';
import { authorize } from './policy.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof policyWorld>>;
let author: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  world = await policyWorld(t);
  author = await world.newMember(AUTHOR_KEYS);
});
afterAll(() => t.close());

const comment = () => ({
  kind: 'comment' as const,
  id: randomUUID(),
  productId: world.productId,
  teamId: world.teamId,
  authorId: author.id,
  visibility: 'internal' as const,
});
const actorOf = (kind: CommentActorKind, keys: object) =>
  kind === 'author' ? author : world.actor(kind, keysOf(keys));

describe('the comment matrix', () => {
  it('has one row per comment action', () => {
    expect(COMMENT_MATRIX.map((row) => row.action).sort()).toEqual([...COMMENT_ACTIONS].sort());
  });

  const cells = COMMENT_MATRIX.flatMap((row) =>
    COMMENT_ACTOR_KINDS.map((kind) => [row.action, kind, row.expect[kind], row] as const),
  );
  it.each(cells)('%s as %s answers %s', async (action, kind, outcome, row) => {
    const actor = await actorOf(kind, row.keys);
    expect(await outcomeOf(authorize(t.db, actor, action, comment()))).toBe(outcome);
  });

  const missing = COMMENT_MATRIX.flatMap((row) =>
    keysOf(row.keys).map((key) => [row.action, key, row.keys[key], row] as const),
  );
  it.each(missing)('%s without %s answers %s', async (action, key, outcome, row) => {
    const actor = await world.member(keysWithout(row.keys, key));
    expect(await outcomeOf(authorize(t.db, actor, action, comment()))).toBe(outcome);
  });
});
