/**
 * A brief's concept without a model (issue 44 §9): one sentence made of what the team's matching
 * products give — the season or category the prompt names, their fabrics, the colours, the
 * shapes, the products themselves — so it says something the prompt did not, and never says the
 * prompt back ("brief: …").
 */
import type { Product } from '@atelier/domain';
import { keywordsOf } from './question.ts';

export interface ConceptParts {
  /** The prompt's words, lower case. */
  words: readonly string[];
  references: readonly Product[];
  fabrics: readonly string[];
  palette: readonly { name: string }[];
  silhouettes: readonly string[];
}

/** "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The seasons and categories of the references that the prompt names ("resort" → Resort). */
function themeOf({ words, references }: ConceptParts): string[] {
  const said = new Set(words);
  const entries = references.flatMap((product) =>
    [product.season, product.category].flatMap((entry) => (entry ? [entry.name] : [])),
  );
  return [
    ...new Set(
      entries.filter((name) => {
        const parts = keywordsOf(name);
        return parts.length > 0 && parts.every((part) => said.has(part));
      }),
    ),
  ];
}

export function conceptOf(parts: ConceptParts): string {
  const { references, fabrics, palette, silhouettes } = parts;
  if (references.length === 0 && palette.length === 0 && silhouettes.length === 0) {
    return 'Nothing of the team’s yet matches these words: name a fabric, a colour or a product, and the concept is drawn from the team’s own work.';
  }
  const theme = themeOf(parts);
  const pieces = [
    theme.length ? `${inWords(theme)} pieces` : 'Pieces',
    fabrics.length ? ` cut in ${inWords(fabrics.slice(0, 3))}` : '',
    palette.length
      ? `${fabrics.length ? ' and' : ''} coloured ${inWords(palette.slice(0, 3).map((colour) => colour.name))}`
      : '',
    silhouettes.length
      ? `${fabrics.length || palette.length ? ',' : ''} with ${inWords(silhouettes)} shapes`
      : '',
    references.length
      ? `, drawing on the team’s ${inWords(references.slice(0, 3).map((product) => product.name))}`
      : '',
  ];
  return `${pieces.join('')}.`;
}
