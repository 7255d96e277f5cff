/**
 * How near two colours look: CIEDE2000 (ΔE 2000) through culori, the difference the colour trade
 * uses. Below about 1 the eye sees none; the search keeps what a designer would call the same
 * family of colour.
 */
import { differenceCiede2000, parse } from 'culori';

/** Farther than this, a colour is another colour, not a near one. */
export const NEAR_DELTA_E = 12;
const MOST = 20;

const deltaE2000 = differenceCiede2000();

/** The colours within NEAR_DELTA_E of the hex code, nearest first (at most 20). */
export function nearestColours<C extends { hex_code: string }>(hex: string, colours: readonly C[]) {
  const target = parse(hex);
  if (!target) return [];
  return colours
    .flatMap((colour) => {
      const parsed = parse(colour.hex_code);
      return parsed ? [{ colour, deltaE: deltaE2000(target, parsed) }] : [];
    })
    .filter(({ deltaE }) => deltaE <= NEAR_DELTA_E)
    .sort((a, b) => a.deltaE - b.deltaE)
    .slice(0, MOST);
}
