import type { ActiveProduct, Activity, TotalUploads, TrendingFabric } from '@atelier/domain';
import { vi } from 'vitest';
import { OWNER_ID, TEAM_ID } from './fixtures';

let rows = 0;
const nextId = (prefix: string) => {
  rows += 1;
  return `${prefix}-0000-4000-8000-${String(rows).padStart(12, '0')}`;
};

/** A product in design at Ada's team, changed by her an hour ago, with no deadline or cover. */
export function anActiveProduct(overrides: Partial<ActiveProduct> = {}): ActiveProduct {
  return {
    _id: nextId('d0d0d0d0'),
    teamId: TEAM_ID,
    teamName: 'Spring studio',
    name: 'Linen shirt',
    stage: 'design',
    deadline: null,
    updatedAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    updatedBy: { _id: OWNER_ID, name: 'Ada Lovelace' },
    cover: null,
    ...overrides,
  };
}

export function aTrendingFabric(overrides: Partial<TrendingFabric> = {}): TrendingFabric {
  return {
    _id: nextId('e0e0e0e0'),
    teamId: TEAM_ID,
    name: 'Washed linen',
    count: 12,
    previousCount: 9,
    swatch: null,
    ...overrides,
  };
}

/** Files of one team, with a plan limit of 1 GB, the same 12 weeks each time. */
export function someUploads(overrides: Partial<TotalUploads> = {}): TotalUploads {
  return {
    count: 42,
    bytes: 300 * 1024 ** 2,
    limitBytes: 1024 ** 3,
    weeks: Array.from({ length: 12 }, (_, index) => ({
      weekStart: `2026-${index < 4 ? '09' : index < 8 ? '10' : '11'}-0${(index % 4) + 1}`,
      count: index,
      bytes: index * 1024 ** 2,
    })),
    ...overrides,
  };
}

/** Ada commenting on the linen shirt a few minutes ago. */
export function anActivity(overrides: Partial<Activity> = {}): Activity {
  return {
    _id: nextId('f0f0f0f0'),
    kind: 'comment',
    at: new Date(Date.now() - 5 * 60_000).toISOString(),
    actor: { _id: OWNER_ID, name: 'Ada Lovelace' },
    product: { _id: 'd0d0d0d0-0000-4000-8000-000000000099', name: 'Linen shirt' },
    teamId: TEAM_ID,
    excerpt: 'Can we try a softer wash?',
    ...overrides,
  };
}

/** jsdom lays nothing out, so the chart library warns that its box has no size: only that is muted. */
export function quietChartSizeWarnings(): void {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
  });
}
