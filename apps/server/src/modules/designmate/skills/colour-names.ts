/**
 * A colour's name as a colourist would say it (issue 44 §11): the nearest by ΔE 2000 among the
 * names of `color-name-list` that say which colour they are — one or two words ending in a colour
 * ("Classic Blue", "Informal Ivory", "Lake Green"), not "Angry Tomato" or "Slumber" — so a palette
 * saved to the library reads as colours, not "Mood board 1…6".
 */
import { colornames } from 'color-name-list';
import { converter, differenceCiede2000, type Lab65 } from 'culori';

const toLab = converter('lab65');
const deltaE2000 = differenceCiede2000();

/** The words a colourist ends a colour's name with. */
const COLOUR_WORDS = new Set(
  `red blue green yellow orange purple violet pink brown grey gray white black navy cream ivory
  ecru beige tan khaki olive teal turquoise cobalt indigo burgundy maroon scarlet crimson coral
  salmon rust ochre mustard sand stone charcoal slate sage mint lilac lavender mauve plum wine
  camel taupe chocolate caramel copper gold silver aqua cyan magenta fuchsia rose blush peach
  apricot lemon lime emerald jade forest moss sky azure sapphire denim petrol ink oatmeal linen
  bone chalk pearl smoke graphite espresso mocha cocoa cognac tobacco terracotta brick cherry
  ruby garnet raspberry berry amber honey saffron butter vanilla pistachio seafoam aubergine
  heather nude putty mushroom fawn biscuit`.split(/\s+/),
);

interface NamedLab {
  name: string;
  lab: Lab65;
}

const saysItsColour = (name: string) => {
  const words = name.toLowerCase().split(' ');
  return words.length <= 2 && /^[A-Za-z ]+$/.test(name) && COLOUR_WORDS.has(words.at(-1)!);
};

/** The names kept, in Lab: made the first time a colour is named (the list is long). */
let named: NamedLab[] | undefined;

function namedColours(): NamedLab[] {
  named ??= colornames.flatMap(({ name, hex }) => {
    const lab = saysItsColour(name) ? toLab(hex) : undefined;
    return lab ? [{ name, lab }] : [];
  });
  return named;
}

/** The name nearest to `hex` ('#RRGGBB'); the hex itself when it is no colour. */
export function colourName(hex: string): string {
  const lab = toLab(hex);
  let best = { name: hex.toUpperCase(), deltaE: Number.POSITIVE_INFINITY };
  if (!lab) return best.name;
  for (const colour of namedColours()) {
    const deltaE = deltaE2000(lab, colour.lab);
    if (deltaE < best.deltaE) best = { name: colour.name, deltaE };
  }
  return best.name;
}

/**
 * Names for a palette's colours, in its order: two colours the list gives the same name are told
 * apart by their place ("Classic Blue", "Classic Blue 2").
 */
export function colourNames(hexes: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return hexes.map((hex) => {
    const name = colourName(hex);
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    return times === 1 ? name : `${name} ${times}`;
  });
}
