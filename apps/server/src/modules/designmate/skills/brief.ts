/**
 * A design brief without a model (issues 35, 44 §9), each section grounded in the team's own
 * products that match the prompt — by name, description, category, season, fabric, colour or
 * tag — and the product the conversation is about:
 * - references: those products;
 * - materials: their fabrics, or the team's trending fabrics when none has any, said so;
 * - palette: the library's colours the prompt names ("poppy red"), then theirs;
 * - silhouettes: the shapes the prompt and they name;
 * - concept: a sentence made of all that, never the prompt said back;
 * - deadline: the earliest of theirs.
 * The whole is exportable as Markdown.
 */
import {
  writeCalendarDate,
  type Brief,
  type DateFormat,
  type DesignmateSource,
  type Product,
} from '@atelier/domain';
import { getTrendingFabrics } from '../../dashboard/service.ts';
import { getProduct } from '../../products/service.ts';
import { briefMatches } from '../brief-queries.ts';
import { teamColours } from '../queries.ts';
import { conceptOf } from './brief-concept.ts';
import { keywordsOf } from './question.ts';
import { productSource, productUrl } from './links.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

/** Shapes a designer names: the ones the prompt or the references use make the silhouettes. */
const SILHOUETTES = [
  'a-line',
  'boxy',
  'cocoon',
  'cropped',
  'draped',
  'empire',
  'fitted',
  'flared',
  'oversized',
  'peplum',
  'pleated',
  'relaxed',
  'shift',
  'slim',
  'straight',
  'tailored',
  'tapered',
  'wide-leg',
  'wrap',
];
const REFERENCES = 5;
/** Words that ask for a brief rather than describe one. */
const ASKING = new Set(
  'brief briefs write draft make create design designs idea ideas concept please'.split(' '),
);

const unique = <T>(items: readonly T[]) => [...new Set(items)];

const promptWords = (text: string) => keywordsOf(text).filter((word) => !ASKING.has(word));

/**
 * The product the conversation is about, then the team's products holding the most of the
 * prompt's words: those holding at least half as many as the best, so one shared "red" does not
 * stand beside a product that is the whole prompt.
 */
async function referencesFor(request: SkillRequest, words: readonly string[]): Promise<Product[]> {
  const found =
    words.length === 0
      ? []
      : await briefMatches(
          request.ctx.db,
          request.user.id,
          request.teamId,
          words.join(' ').slice(0, 500),
          REFERENCES * 2,
        );
  const best = found[0]?.matched ?? 0;
  const ids = unique([
    ...(request.product ? [request.product._id] : []),
    ...found.filter((row) => row.matched * 2 >= best).map((row) => row.id),
  ]).slice(0, REFERENCES);
  return Promise.all(
    ids.map((id) =>
      request.product && id === request.product._id
        ? request.product
        : getProduct(request.ctx, request.user, id),
    ),
  );
}

/** The library's colours whose every word the prompt says ("Poppy red" in "poppy red linen"). */
async function coloursNamed(request: SkillRequest, words: readonly string[]) {
  const said = new Set(words);
  const library = await teamColours(request.ctx.db, request.user.id, request.teamId);
  return library.filter((colour) => {
    const parts = keywordsOf(colour.name);
    return parts.length > 0 && parts.every((part) => said.has(part));
  });
}

function markdownOf(
  brief: Omit<Brief, 'markdown'>,
  materialsNote: string | null,
  dateFormat: DateFormat,
): string {
  const list = (items: readonly string[]) =>
    items.length ? items.map((item) => `- ${item}`).join('\n') : '- To decide';
  return [
    `# ${brief.title}`,
    '## Concept',
    brief.concept,
    '## Palette',
    list(brief.palette.map((colour) => `${colour.name} (${colour.hex})`)),
    '## Materials',
    ...(materialsNote ? [materialsNote] : []),
    list(brief.materials),
    '## Silhouettes',
    list(brief.silhouettes),
    '## References',
    list(brief.references.map((reference) => `[${reference.title}](${reference.url})`)),
    '## Deadline',
    brief.deadline ? writeCalendarDate(brief.deadline, dateFormat) : 'None set',
  ].join('\n\n');
}

export async function writeBrief(request: SkillRequest): Promise<SkillAnswer> {
  const words = promptWords(request.text);
  const [references, named] = await Promise.all([
    referencesFor(request, words),
    coloursNamed(request, words),
  ]);
  const fabrics = unique(
    references.flatMap((product) => product.fabrics.map((fabric) => fabric.name)),
  );
  const trending =
    fabrics.length > 0
      ? []
      : await getTrendingFabrics(request.ctx, request.user, { teamId: request.teamId, limit: 5 });
  const palette = [
    ...named.map((colour) => ({ name: colour.name, hex: colour.hexCode })),
    ...references.flatMap((product) =>
      product.colours.map((colour) => ({ name: colour.name, hex: colour.hexCode })),
    ),
  ].filter((colour, index, all) => all.findIndex((other) => other.hex === colour.hex) === index);
  const text = [
    request.text,
    ...references.map((product) => `${product.name} ${product.description}`),
  ]
    .join(' ')
    .toLowerCase();
  const silhouettes = SILHOUETTES.filter((shape) => text.includes(shape));
  const deadlines = references.flatMap((product) => (product.deadline ? [product.deadline] : []));
  const draft = {
    title: request.product ? `Brief: ${request.product.name}` : 'Design brief',
    concept: conceptOf({ words, references, fabrics, palette, silhouettes }),
    palette,
    materials: fabrics.length ? fabrics : trending.map((fabric) => fabric.name),
    silhouettes,
    references: references.map((product) => ({
      title: product.name,
      url: productUrl(product._id),
    })),
    deadline: deadlines.sort()[0] ?? null,
  };
  const trendingNote =
    fabrics.length || trending.length === 0
      ? null
      : references.length
        ? 'None of these products has a fabric yet, so these are the team’s trending fabrics.'
        : 'No product of the team matches the prompt, so these are the team’s trending fabrics.';
  const brief: Brief = { ...draft, markdown: markdownOf(draft, trendingNote, request.dateFormat) };
  const sources: DesignmateSource[] = references.map(productSource);
  const found = references.length;
  return {
    skill: 'brief',
    text: (found
      ? [
          `A brief grounded in ${found === 1 ? 'one' : found} of the team’s products that match your words.`,
          trendingNote,
        ]
      : [
          trendingNote ?? 'No product of the team matches your words.',
          'Name a product, a fabric or a colour of the team’s to ground the brief in its own work.',
        ]
    )
      .filter(Boolean)
      .join(' '),
    result: { brief },
    sources,
  };
}
