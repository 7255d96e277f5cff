/** A search's hits as the answer shows them, each with the page that opens it. */
import type { SearchHit } from '@atelier/domain';
import type { nearestColours, productsWearing, SearchRow } from './queries.ts';
import { hitUrl } from './urls.ts';

type NearColour = Awaited<ReturnType<typeof nearestColours>>[number];
type WornProduct = Awaited<ReturnType<typeof productsWearing>>['products'][number];

export function presentHit(row: SearchRow): SearchHit {
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

/** ΔE to one decimal, as the answer shows it. */
const tenths = (deltaE: number) => Math.round(deltaE * 10) / 10;

/** A colour near the hex code searched for. */
export const presentColourHit = (colour: NearColour): SearchHit => ({
  kind: 'colour',
  _id: colour.id,
  title: colour.name,
  snippet: `${colour.code} · ${colour.hex_code}`,
  teamId: colour.team_id,
  teamName: colour.team_name,
  url: hitUrl({ kind: 'colour', id: colour.id, ref: null, detail: null, title: colour.name }),
  at: new Date(colour.updated_at).toISOString(),
  swatch: colour.hex_code,
  deltaE: tenths(colour.delta_e),
});

/** A product wearing one of those colours. */
export const presentWornProduct = (product: WornProduct): SearchHit => ({
  kind: 'product',
  _id: product.id,
  title: product.name,
  snippet: product.description || product.name,
  teamId: product.team_id,
  teamName: product.team_name,
  url: hitUrl({ kind: 'product', id: product.id, ref: null, detail: null }),
  at: new Date(product.updated_at).toISOString(),
  swatch: product.hex_code,
  deltaE: tenths(product.delta_e),
});
