/**
 * Global search (issue 33): reads the operators, asks the database for one ranked page of what the
 * user may list (queries.ts), or — for a hex code — the nearest colours by ΔE 2000 and the products
 * wearing them; presenter.ts gives each hit the page that opens it.
 */
import { parseSearch, type SearchKind, type TGlobalSearchQuery } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { nearestColours, productsWearing, searchPage, type SearchTerms } from './queries.ts';
import { presentColourHit, presentHit, presentWornProduct } from './presenter.ts';

type SearchQuery = Required<Pick<TGlobalSearchQuery, 'searchFilter'>> & {
  kind?: SearchKind | undefined;
  teamId?: string | undefined;
  page: number;
  limit: number;
};

/**
 * The words as a prefix query for to_tsquery (`'linen' & 'shi':*`), so a word being typed already
 * finds; only for plain words — quotes, `-word` and `or` are websearch's, and stay its alone.
 */
export function prefixQuery(text: string): string | null {
  if (/["]|(^|\s)-|\sor\s/iu.test(text)) return null;
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return null;
  return `${words.map((word) => `'${word}'`).join(' & ')}:*`;
}

const UNWANTED = /(?<=^|\s)-("[^"]*"|[^\s"]+)/gu;

/**
 * The words a search wants and those it excludes (`-word`, `-"two words"`), for the near match of
 * names: it reads only the wanted words, and never brings back a name holding an excluded one.
 */
export function wantedWords(text: string) {
  const unwanted: string[] = [];
  const rest = text.replace(UNWANTED, (_whole, word: string) => {
    unwanted.push(word.replace(/"/gu, '').trim());
    return ' ';
  });
  const wanted = rest
    .replace(/"/gu, ' ')
    .split(/\s+/u)
    .filter((word) => word !== '' && word.toLowerCase() !== 'or' && word !== '-');
  return {
    wanted: wanted.join(' '),
    unwanted: unwanted
      .map((word) => word.replace(/\s+/gu, ' '))
      .filter(Boolean)
      .join('\n'),
  };
}

/** What a search asks for, from the query string: the terms its statements take, and a hex code. */
export function searchTerms(userId: string, query: SearchQuery) {
  const parsed = parseSearch(query.searchFilter);
  const terms: SearchTerms = {
    userId,
    text: parsed.text,
    prefix: prefixQuery(parsed.text),
    ...wantedWords(parsed.text),
    kinds: query.kind ? [query.kind] : parsed.kinds,
    ...(query.teamId ? { teamId: query.teamId } : {}),
    ...(parsed.team ? { teamName: parsed.team } : {}),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
  return { terms, hex: parsed.hex };
}

export async function search(ctx: AppContext, user: UserRow, query: SearchQuery) {
  const { terms, hex } = searchTerms(user.id, query);
  const { hits, counts } = hex ? await searchByHex(ctx, terms, hex) : await searchText(ctx, terms);
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  return {
    data: hits,
    pagination: { page: query.page, limit: query.limit, total },
    counts,
  };
}

async function searchText(ctx: AppContext, terms: SearchTerms) {
  const { hits, counts } = await searchPage(ctx.db, terms);
  return { hits: hits.map(presentHit), counts: counts as Partial<Record<SearchKind, number>> };
}

/**
 * A hex code finds the nearest colours of the user's libraries (at most 20), then the products
 * wearing them: colours first, then products, one page of both paged in the database.
 */
async function searchByHex(ctx: AppContext, terms: SearchTerms, hex: string) {
  const wanted = (kind: SearchKind) => terms.kinds.length === 0 || terms.kinds.includes(kind);
  const nearest = wanted('colour') ? await nearestColours(ctx.db, terms, hex) : [];
  const colourHits = nearest.slice(terms.offset, terms.offset + terms.limit).map(presentColourHit);
  const counts: Partial<Record<SearchKind, number>> = {};
  if (nearest.length > 0) counts.colour = nearest.length;
  if (!wanted('product')) return { hits: colourHits, counts };

  // The products take the page's rest, after every colour.
  const worn = await productsWearing(ctx.db, terms, hex, {
    offset: Math.max(0, terms.offset - nearest.length),
    limit: terms.limit - colourHits.length,
  });
  if (worn.total > 0) counts.product = worn.total;
  const productHits = worn.products.map(presentWornProduct);
  return { hits: [...colourHits, ...productHits], counts };
}
