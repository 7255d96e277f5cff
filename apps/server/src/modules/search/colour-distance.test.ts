import { sql } from 'drizzle-orm';
import { differenceCiede2000, parse } from 'culori';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One value of a statement that selects one column named `value`. */
const valueOf = async <T>(query: ReturnType<typeof sql>) =>
  (await rows<{ value: T }>(t.db, query))[0]!.value;

describe('ΔE 2000 in the database (the hex search sorts by it)', () => {
  // Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula", table 1: pairs 1, 7,
  // 13, 17 and 25, the formula's published reference values, given in Lab as they are.
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  ])('between Lab %j and %j is %d', async (first, second, expected) => {
    const lab = (values: number[]) =>
      sql`array[${sql.join(
        values.map((value) => sql`${value}::float8`),
        sql`, `,
      )}]`;
    const value = await valueOf<number>(sql`select delta_e_2000(${lab(first)}, ${lab(second)})
      as value`);
    expect(value).toBeCloseTo(expected, 4);
  });

  it('agrees with culori (sRGB, D65) from hex codes, greys and short codes included', async () => {
    const pairs: [string, string][] = [
      ['#D22B2B', '#D32C2A'],
      ['#D22B2B', '#B22222'],
      ['#D22B2B', '#1B2A4A'],
      ['#808080', '#777777'],
      ['#FFF', '#F5F5DC'],
      ['#000000', '#0A0A0A'],
    ];
    for (let i = 0; i < 40; i++) {
      const hex = () =>
        `#${Math.floor(Math.random() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`;
      pairs.push([hex(), hex()]);
    }
    const deltaE = differenceCiede2000();
    for (const [a, b] of pairs) {
      const value = await valueOf<number>(
        sql`select delta_e_2000(colour_lab(${a}), colour_lab(${b})) as value`,
      );
      expect(value, `${a} ${b}`).toBeCloseTo(deltaE(parse(a)!, parse(b)!), 6);
    }
    expect(await valueOf(sql`select colour_lab('not a colour') as value`)).toBeNull();
  });
});
