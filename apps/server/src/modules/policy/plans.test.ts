import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@atelier/domain';
import type { PlanType } from '@atelier/domain';
import { addMember, makeTeam, makeUser } from '../../test/factories.ts';
import { outcomeOf } from '../../test/policy-world.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { OK } from './matrix.ts';
import { authorizeFeature, authorizeSeats } from './plans.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('paid features', () => {
  it.each([
    ['Free', messages.upgradePlan],
    ['Pro', OK],
    ['Teams', OK],
  ] as const)('roles on %s answer %s', async (planType, outcome) => {
    expect(
      await outcomeOf(Promise.resolve().then(() => authorizeFeature({ planType }, 'roles'))),
    ).toBe(outcome);
  });
});

describe('member seats, on the team owner plan', () => {
  /** A team of `planType` holding `people` (its owner included). */
  async function teamOf(planType: PlanType, people: number) {
    const owner = await makeUser(t, { planType });
    const team = await makeTeam(t, owner);
    for (let i = 1; i < people; i += 1) {
      const member = await makeUser(t, { planType: 'Teams' });
      await addMember(t, team._id, member.user.id, [], i % 2 ? 'active' : 'blocked');
    }
    return team._id;
  }

  it.each([
    ['Free', 3],
    ['Pro', 5],
  ] as const)('%s holds %i people, blocked members included', async (planType, limit) => {
    const full = await teamOf(planType, limit);
    expect(await outcomeOf(authorizeSeats(t.db, full, 1))).toBe(messages.upgradePlan);
    expect(await outcomeOf(authorizeSeats(t.db, full, 0))).toBe(OK);
    const roomForOne = await teamOf(planType, limit - 1);
    expect(await outcomeOf(authorizeSeats(t.db, roomForOne, 1))).toBe(OK);
    expect(await outcomeOf(authorizeSeats(t.db, roomForOne, 2))).toBe(messages.upgradePlan);
  });

  it('has no limit on Teams', async () => {
    const big = await teamOf('Teams', 8);
    expect(await outcomeOf(authorizeSeats(t.db, big, 50))).toBe(OK);
  });
});
