import { describe, expect, it } from 'vitest';
import { PERMISSION_DESCRIPTIONS, PERMISSION_GROUPS, PERMISSION_KEYS } from './permissions.ts';

describe('permission groups', () => {
  it('hold every key exactly once, each explained', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.keys);
    expect([...grouped].sort()).toEqual([...PERMISSION_KEYS].sort());
    for (const key of PERMISSION_KEYS) expect(PERMISSION_DESCRIPTIONS[key]).toMatch(/\.$/);
  });
});
