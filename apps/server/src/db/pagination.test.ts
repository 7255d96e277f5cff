import { describe, expect, it } from 'vitest';
import { pageTotal } from './pagination.ts';

describe('pageTotal', () => {
  const never = () => Promise.reject(new Error('should not count'));

  it('reads the total off a page that is neither full nor empty', async () => {
    expect(await pageTotal({ page: 1, limit: 10 }, 7, never)).toBe(7);
    expect(await pageTotal({ page: 3, limit: 50 }, 12, never)).toBe(112);
  });

  it('knows an empty first page holds nothing', async () => {
    expect(await pageTotal({ page: 1, limit: 10 }, 0, never)).toBe(0);
  });

  it('counts for a full page or an empty one past the end', async () => {
    expect(await pageTotal({ page: 1, limit: 10 }, 10, async () => 5000)).toBe(5000);
    expect(await pageTotal({ page: 9, limit: 10 }, 0, async () => 42)).toBe(42);
  });
});
