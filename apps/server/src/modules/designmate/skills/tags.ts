/**
 * Tag and catalogue suggestions for a product (issues 35, 44 §8), each with its reason, from
 * every sign the product gives:
 * - its words: the team's categories, seasons, fabrics and tags its name and description, or its
 *   comments, speak of (full text in the database, stemmed);
 * - its fabrics: entries their names, composition and notes speak of ("100% linen" → Linen);
 * - its images: the library's colours within ΔE 2000 10 of their stored palette;
 * - similar products (the same category, a fabric or a word of the name in common): the seasons,
 *   categories and tags they have and it lacks.
 * What it already has is marked applied when its words name it, and left out otherwise; one
 * click applies the rest.
 */
import { messages, type Product, type TagSuggestion } from '@atelier/domain';
import { fieldError } from '../../../platform/http/errors.ts';
import { catalogueMatches, teamColours, threadOf } from '../queries.ts';
import { fabricDetails, similarProductEntries, type SimilarEntryRow } from '../tag-queries.ts';
import { productSource } from './links.ts';
import { nearestInLibrary } from './palette.ts';
import { storedPalette } from './product-palette.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

const MOST = 12;
/** Entries each of the product's texts may point to. */
const PER_TEXT = 8;
/** Fabrics of the product read for their details. */
const FABRICS = 5;

type Suggestion = TagSuggestion & { reason: string };

function appliedIds(product: Product): Set<string> {
  return new Set(
    [
      product.category,
      product.season,
      ...product.fabrics,
      ...product.tags,
      ...product.colours,
    ].flatMap((entry) => (entry ? [entry._id] : [])),
  );
}

const percent = (share: number) => `${Math.max(1, Math.round(share * 100))} %`;

/** Entries a text names, with why. */
async function named(request: SkillRequest, product: Product, text: string, reason: string) {
  if (!text.trim()) return [];
  const matches = await catalogueMatches(
    request.ctx.db,
    request.user.id,
    product.teamId,
    text,
    PER_TEXT,
  );
  return matches.map((entry) => ({ kind: entry.kind, _id: entry.id, name: entry.name, reason }));
}

/** Entries the product's fabrics' library details speak of ("Washed linen: 100% linen" → Linen). */
async function fromFabrics(request: SkillRequest, product: Product) {
  const fabrics = (await fabricDetails(request.ctx.db, request.user.id, product._id)).slice(
    0,
    FABRICS,
  );
  const found = await Promise.all(
    fabrics.map(async (fabric) =>
      (
        await named(
          request,
          product,
          [fabric.name, fabric.composition, fabric.notes].join('\n'),
          `From its fabric ${fabric.name}${fabric.composition ? ` (${fabric.composition})` : ''}`,
        )
      ).filter((entry) => entry._id !== fabric.id),
    ),
  );
  return found.flat();
}

/** The library's colours close to the palette of the product's stored images. */
async function fromImages(request: SkillRequest, product: Product): Promise<Suggestion[]> {
  const palette = await storedPalette(request, product);
  if (palette.length === 0) return [];
  const library = await teamColours(request.ctx.db, request.user.id, product.teamId);
  return palette.flatMap((colour) => {
    const nearest = nearestInLibrary(colour.hex, library);
    return nearest
      ? [
          {
            kind: 'colour' as const,
            _id: nearest.colourId,
            name: nearest.name,
            applied: false,
            reason: `Close to ${percent(colour.share)} of its images (${colour.hex}, ΔE ${nearest.deltaE})`,
          },
        ]
      : [];
  });
}

/** Why a product is like this one: "also in Linen", "also Shirts", "a name alike". */
function likeness(row: SimilarEntryRow): string {
  if (row.sharedFabrics) return `also in ${row.sharedFabrics}`;
  if (row.sameCategory) return `also ${row.sameCategory}`;
  return 'a name alike';
}

/** What the most similar products have and this one lacks, the most similar first. */
async function fromSimilar(request: SkillRequest, product: Product): Promise<Suggestion[]> {
  const rows = await similarProductEntries(request.ctx.db, request.user.id, product._id);
  const byEntry = new Map<string, SimilarEntryRow[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    byEntry.set(key, [...(byEntry.get(key) ?? []), row]);
  }
  return [...byEntry.values()]
    .sort((a, b) => b.length - a.length || b[0]!.score - a[0]!.score)
    .map((having) => {
      const first = having[0]!;
      const others = having.length - 1;
      const more = others ? ` and ${others} more similar product${others === 1 ? '' : 's'}` : '';
      return {
        kind: first.kind,
        _id: first.id,
        name: first.name,
        applied: false,
        reason: `Like ${first.productName} (${likeness(first)})${more}`,
      };
    });
}

/** Each entry once, with its first reason; what the product has only where its words name it. */
function merged(product: Product, groups: readonly (readonly Omit<Suggestion, 'applied'>[])[]) {
  const applied = appliedIds(product);
  const seen = new Set<string>();
  const fresh: Suggestion[] = [];
  const had: Suggestion[] = [];
  for (const [index, group] of groups.entries()) {
    for (const entry of group) {
      const key = `${entry.kind}:${entry._id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const isApplied = applied.has(entry._id);
      // The first two groups are the product's own words: what they name and it has is shown so.
      if (!isApplied) fresh.push({ ...entry, applied: false });
      else if (index < 2) had.push({ ...entry, applied: true });
    }
  }
  return [...fresh, ...had].slice(0, MOST);
}

function answerText(product: Product, suggestions: readonly Suggestion[]): string {
  const fresh = suggestions.filter((entry) => !entry.applied).length;
  if (suggestions.length === 0) {
    return `Nothing in ${product.name}’s words, fabrics or images, nor in similar products, points to the team’s categories, seasons, fabrics, tags or colours yet.`;
  }
  if (fresh === 0) {
    return `${product.name} already has everything its words, fabrics, images and similar products point to.`;
  }
  return `${fresh} suggestion${fresh === 1 ? '' : 's'} for ${product.name}, each with its reason:`;
}

/**
 * The suggestions for the product the conversation is about, or (`about`) the one a question
 * names in a conversation about none.
 */
export async function suggestTags(request: SkillRequest, about?: Product): Promise<SkillAnswer> {
  const product = about ?? request.product;
  if (!product) throw fieldError('productId', messages.designmateNoProduct);
  const thread = product.policies.viewComments
    ? await threadOf(request.ctx.db, request.user.id, product._id)
    : [];
  const groups = await Promise.all([
    named(
      request,
      product,
      `${product.name}\n${product.description}`,
      'Its name or description speaks of it',
    ),
    named(
      request,
      product,
      thread.map((comment) => comment.text).join('\n'),
      'Its comments speak of it',
    ),
    fromFabrics(request, product),
    fromImages(request, product),
    fromSimilar(request, product),
  ]);
  const suggestions = merged(product, groups);
  return {
    skill: 'tags',
    text: answerText(product, suggestions),
    result: { suggestions },
    sources: [productSource(product)],
    productId: product._id,
  };
}
