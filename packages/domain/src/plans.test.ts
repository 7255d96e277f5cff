import { describe, expect, it } from 'vitest';
import { DESIGNMATE_MONTHLY_MESSAGES } from './designmate.ts';
import {
  PLAN_MEMBER_LIMITS,
  PLAN_PRODUCT_LIMITS,
  PLAN_STORAGE_LIMITS,
  PLANS,
  type PlanType,
} from './plans.ts';

const featuresOf = (planType: PlanType) =>
  PLANS.find((plan) => plan.planType === planType)!.features.join(' | ');
const GB = 1024 ** 3;

describe('what the plan cards sell (issue 44 §13)', () => {
  it('offers reminders, tasks and designmate on Freemium, as the app does', () => {
    expect(featuresOf('Free')).toMatch(/Reminders, tasks/);
    expect(featuresOf('Free')).toMatch(/designmate/);
    for (const planType of ['Pro', 'Teams'] as const) {
      expect(featuresOf(planType)).not.toMatch(/Reminders|tasks|designmate AI helper/);
    }
  });

  it('states each limit the server applies', () => {
    const number = (value: number) => value.toLocaleString('en');
    expect(featuresOf('Free')).toContain(
      `designmate: ${DESIGNMATE_MONTHLY_MESSAGES.Free} messages`,
    );
    expect(featuresOf('Pro')).toContain(
      `designmate: ${number(DESIGNMATE_MONTHLY_MESSAGES.Pro)} messages`,
    );
    expect(DESIGNMATE_MONTHLY_MESSAGES.Teams).toBeNull();
    expect(featuresOf('Teams')).toContain('designmate without a monthly limit');
    expect(featuresOf('Free')).toContain(
      `Up to ${PLAN_MEMBER_LIMITS.Free} people a team, ${PLAN_PRODUCT_LIMITS.Free} products, ${PLAN_STORAGE_LIMITS.Free! / GB} GB`,
    );
    expect(PLAN_PRODUCT_LIMITS.Pro).toBeNull();
    expect(featuresOf('Pro')).toContain(
      `Up to ${PLAN_MEMBER_LIMITS.Pro} people a team, unlimited products, ${PLAN_STORAGE_LIMITS.Pro! / GB} GB`,
    );
  });
});
