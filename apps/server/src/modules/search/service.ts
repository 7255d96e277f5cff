/**
 * Global search (issue 33): reads the operators, asks the database for one ranked page of what the
 * user may list (queries.ts), or — for a hex code — the nearest colours by ΔE 2000 and the products
 * wearing them, and gives each hit the page that opens it.
 */
import {
  parseSearch,
  type SearchHit,
  type SearchKind,
  type TGlobalSearchQuery,
} from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { nearestColours } from './colour-distance.ts';
import {
  productsWearing,
  searchPage,
  visibleColours,
  type SearchRow,
  type SearchTerms,
} from './queries.ts';
import { hitUrl } from './urls.ts';

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

/** What a search asks for, from the query string: the terms its statements take, and a hex code. */
export function searchTerms(userId: string, query: SearchQuery) {
  const parsed = parseSearch(query.searchFilter);
  const terms: SearchTerms = {
    userId,
    text: parsed.text,
    prefix: prefixQuery(parsed.text),
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
  return { hits: hits.map(present), counts: counts as Partial<Record<SearchKind, number>> };
}

function present(row: SearchRow): SearchHit {
  return {
    kind: row.kind,
    _id: row.id,
    title: row.kind === 'comment' ? `Comment on ${row.title}` : row.title,
    snippet: row.snippet,
    teamId: row.team_id,
    teamName: row.team_name,
    url: hitUrl(row),
    at: new Date(row.at).toISOString(),
    ...(row.kind === 'colour' && row.detail ? { swatch: row.detail } : {}),
  };
}

/** A hex code finds the nearest colours of the user's libraries, then the products wearing them. */
async function searchByHex(ctx: AppContext, terms: SearchTerms, hex: string) {
  const wanted = (kind: SearchKind) => terms.kinds.length === 0 || terms.kinds.includes(kind);
  const nearest =
    wanted('colour') || wanted('product')
      ? nearestColours(hex, await visibleColours(ctx.db, terms))
      : [];
  const colourHits: SearchHit[] = nearest.map(({ colour, deltaE }) => ({
    kind: 'colour',
    _id: colour.id,
    title: colour.name,
    snippet: `${colour.code} · ${colour.hex_code}`,
    teamId: colour.team_id,
    teamName: colour.team_name,
    url: hitUrl({ kind: 'colour', id: colour.id, ref: null, detail: null, title: colour.name }),
    at: new Date(colour.updated_at).toISOString(),
    swatch: colour.hex_code,
    deltaE: Math.round(deltaE * 10) / 10,
  }));
  const distance = new Map(nearest.map((near) => [near.colour.id, near]));
  const worn = wanted('product')
    ? await productsWearing(
        ctx.db,
        terms,
        nearest.map(({ colour }) => colour.id),
      )
    : [];
  const productHits: SearchHit[] = worn
    .map((product) => ({ product, near: distance.get(product.colour_id)! }))
    .sort((a, b) => a.near.deltaE - b.near.deltaE)
    .map(({ product, near }) => ({
      kind: 'product',
      _id: product.id,
      title: product.name,
      snippet: product.description || product.name,
      teamId: product.team_id,
      teamName: product.team_name,
      url: hitUrl({ kind: 'product', id: product.id, ref: null, detail: null }),
      at: new Date(product.updated_at).toISOString(),
      swatch: near.colour.hex_code,
      deltaE: Math.round(near.deltaE * 10) / 10,
    }));
  const all = [...(wanted('colour') ? colourHits : []), ...productHits];
  const counts: Partial<Record<SearchKind, number>> = {};
  for (const hit of all) counts[hit.kind] = (counts[hit.kind] ?? 0) + 1;
  return { hits: all.slice(terms.offset, terms.offset + terms.limit), counts };
}
