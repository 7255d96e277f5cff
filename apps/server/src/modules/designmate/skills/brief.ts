/**
 * A design brief without a model (issue 35): the prompt is the concept; the palette, materials,
 * silhouettes, references and deadline come from the team's own data — the product it is about,
 * or else the products the prompt's words find — and the whole is exportable as Markdown.
 */
import type { Brief, DesignmateSource, Product } from '@atelier/domain';
import { getTrendingFabrics } from '../../dashboard/service.ts';
import { getProduct } from '../../products/service.ts';
import { search } from '../../search/service.ts';
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

const unique = <T>(items: readonly T[]) => [...new Set(items)];

async function referencesFor(request: SkillRequest): Promise<Product[]> {
  if (request.product) return [request.product];
  const words = keywordsOf(request.text).join(' ').slice(0, 200);
  if (words.length < 3) return [];
  const found = await search(request.ctx, request.user, {
    searchFilter: `in:products ${words}`,
    teamId: request.teamId,
    page: 1,
    limit: REFERENCES,
  });
  return Promise.all(found.data.map((hit) => getProduct(request.ctx, request.user, hit._id)));
}

function markdownOf(brief: Omit<Brief, 'markdown'>): string {
  const list = (items: readonly string[]) =>
    items.length ? items.map((item) => `- ${item}`).join('\n') : '- To decide';
  return [
    `# ${brief.title}`,
    '## Concept',
    brief.concept,
    '## Palette',
    list(brief.palette.map((colour) => `${colour.name} (${colour.hex})`)),
    '## Materials',
    list(brief.materials),
    '## Silhouettes',
    list(brief.silhouettes),
    '## References',
    list(brief.references.map((reference) => `[${reference.title}](${reference.url})`)),
    '## Deadline',
    brief.deadline ?? 'None set',
  ].join('\n\n');
}

export async function writeBrief(request: SkillRequest): Promise<SkillAnswer> {
  const references = await referencesFor(request);
  const trending = await getTrendingFabrics(request.ctx, request.user, {
    teamId: request.teamId,
    limit: 5,
  });
  const words = [
    request.text,
    ...references.map((product) => `${product.name} ${product.description}`),
  ]
    .join(' ')
    .toLowerCase();
  const deadlines = references.flatMap((product) => (product.deadline ? [product.deadline] : []));
  const draft = {
    title: request.product ? `Brief: ${request.product.name}` : 'Design brief',
    concept:
      request.text ||
      request.product?.description ||
      'Describe the idea in a sentence or two, and designmate gathers the rest from your team.',
    palette: unique(references.flatMap((product) => product.colours)).map((colour) => ({
      name: colour.name,
      hex: colour.hexCode,
    })),
    materials: unique([
      ...references.flatMap((product) => product.fabrics.map((fabric) => fabric.name)),
      ...trending.map((fabric) => fabric.name),
    ]),
    silhouettes: SILHOUETTES.filter((shape) => words.includes(shape)),
    references: references.map((product) => ({
      title: product.name,
      url: productUrl(product._id),
    })),
    deadline: deadlines.sort()[0] ?? null,
  };
  const brief: Brief = { ...draft, markdown: markdownOf(draft) };
  const sources: DesignmateSource[] = references.map(productSource);
  return {
    skill: 'brief',
    text: references.length
      ? `A brief from your prompt and ${references.length} of the team’s products:`
      : 'A brief from your prompt; name a product or a fabric to bring in the team’s own work.',
    result: { brief },
    sources,
  };
}
