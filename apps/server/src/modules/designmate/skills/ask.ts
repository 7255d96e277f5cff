/**
 * "Ask your data" without a model (issue 35): a question is read for what it asks — what is late,
 * what is due, which fabrics are trending, products of some catalogue entries, or anything else
 * the team wrote — and answered as a table with links, through the services and searches that
 * already decide what the user may see.
 */
import {
  PRODUCT_STAGE_LABELS,
  type AnswerTable,
  type DesignmateSource,
  type Product,
  type ProductStage,
} from '@atelier/domain';
import { getTrendingFabrics } from '../../dashboard/service.ts';
import { getProduct, listAll, type ProductFilters } from '../../products/service.ts';
import { search } from '../../search/service.ts';
import { catalogueMatches } from '../queries.ts';
import { changesFor } from './changes-answer.ts';
import { productSource, productUrl } from './links.ts';
import { suggestTags } from './tags.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

const ROWS = 20;
const DAY = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
/** Stages past which a deadline no longer matters: filtered in SQL, before the page is cut. */
const FINISHED: ProductStage[] = ['approved', 'production'];

/** Words that carry no subject: what is left of a question is what it is about. */
const STOP_WORDS = new Set(
  'a an and any are about at be by can did do does for from has have how i in is it me my of on or our show the their them there these this to us was we what when where which who why will with you your products product list find tell give all'.split(
    ' ',
  ),
);

export const keywordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}#-]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));

function productTable(products: readonly Product[], showTeam = false): AnswerTable {
  return {
    columns: ['Product', 'Stage', 'Deadline'],
    rows: products.map((product) => ({
      url: productUrl(product._id),
      cells: [
        product.name,
        PRODUCT_STAGE_LABELS[product.stage],
        product.deadline ?? (showTeam ? '' : 'None'),
      ],
    })),
  };
}

function listed(
  what: string,
  products: readonly Product[],
  empty: string,
  total = products.length,
): Omit<SkillAnswer, 'skill'> {
  const shown = total > products.length ? `${total}, the first ${products.length}` : `${total}`;
  return {
    text: products.length === 0 ? empty : `${what} (${shown}):`,
    result: products.length ? { table: productTable(products) } : {},
    sources: products.map(productSource),
  };
}

/** The first page of the team's wall with these filters, by deadline, and its total. */
async function products(request: SkillRequest, filters: ProductFilters, limit = ROWS) {
  const page = await listAll(request.ctx, request.user, {
    teamId: request.teamId,
    page: 1,
    limit,
    sortBy: 'deadline',
    orderBy: 'asc',
    ...filters,
  });
  return { found: page.data, total: page.pagination.total };
}

async function late(request: SkillRequest) {
  const { found, total } = await products(request, {
    deadlineTo: isoDate(Date.now() - DAY),
    stageNot: FINISHED,
  });
  return listed(
    'Late — past their deadline and not yet approved',
    found,
    'Nothing is late: every product with a past deadline is approved or in production.',
    total,
  );
}

async function due(request: SkillRequest) {
  const { found, total } = await products(request, {
    deadlineFrom: isoDate(Date.now()),
    deadlineTo: isoDate(Date.now() + 7 * DAY),
    stageNot: FINISHED,
  });
  return listed(
    'Due in the next seven days',
    found,
    'Nothing is due in the next seven days.',
    total,
  );
}

async function trending(request: SkillRequest) {
  const fabrics = await getTrendingFabrics(request.ctx, request.user, {
    teamId: request.teamId,
    limit: 10,
  });
  if (fabrics.length === 0) {
    return {
      text: 'No fabric is linked to a product made in the last 30 days.',
      result: {},
      sources: [],
    };
  }
  const table: AnswerTable = {
    columns: ['Fabric', 'Products, last 30 days', 'The 30 days before'],
    rows: fabrics.map((fabric) => ({
      url: `/Wall/${fabric.teamId}?${new URLSearchParams({ fabric: fabric._id }).toString()}`,
      cells: [fabric.name, String(fabric.count), String(fabric.previousCount)],
    })),
  };
  const sources: DesignmateSource[] = fabrics.map((fabric) => ({
    kind: 'fabric',
    _id: fabric._id,
    title: fabric.name,
    url: table.rows.find((row) => row.cells[0] === fabric.name)!.url,
  }));
  return { text: 'The fabrics the team reaches for most this month:', result: { table }, sources };
}

/** "products in linen for SS27": the catalogue entries the question names, as wall filters. */
async function byCatalogue(request: SkillRequest) {
  const named = await catalogueMatches(
    request.ctx.db,
    request.user.id,
    request.teamId,
    request.text,
    4,
  );
  if (named.length === 0) return null;
  const filters: Record<string, string> = {};
  for (const entry of named) filters[entry.kind] ??= entry.id;
  const { found } = await products(request, filters);
  const names = named
    .filter((entry) => filters[entry.kind] === entry.id)
    .map((entry) => entry.name);
  return listed(
    `Products with ${names.join(' and ')}`,
    found,
    `No product has ${names.join(' and ')} yet.`,
  );
}

/** Anything else: the team's own words, through global search. */
async function searched(request: SkillRequest) {
  const words = keywordsOf(request.text).join(' ');
  if (words.length < 3) {
    return {
      text: 'Ask about your products, comments, colours or deadlines — for example “what is late?”.',
      result: {},
      sources: [],
    };
  }
  const found = await search(request.ctx, request.user, {
    searchFilter: words.slice(0, 200),
    teamId: request.teamId,
    page: 1,
    limit: 10,
  });
  if (found.data.length === 0) {
    return { text: `Nothing in the team mentions “${words}”.`, result: {}, sources: [] };
  }
  const plain = (snippet: string) => snippet.replaceAll(/<\/?mark>/g, '');
  return {
    text: `What the team has on “${words}”:`,
    result: {
      table: {
        columns: ['Found', 'Where'],
        rows: found.data.map((hit) => ({ url: hit.url, cells: [hit.title, plain(hit.snippet)] })),
      },
    },
    sources: found.data.flatMap((hit): DesignmateSource[] =>
      hit.kind === 'product' || hit.kind === 'comment' || hit.kind === 'colour'
        ? [{ kind: hit.kind, _id: hit._id, title: hit.title, url: hit.url }]
        : [],
    ),
  };
}

/** Words that ask what was asked of a product: its thread's change list answers them. */
const ASKED = /\b(ask\w*|request\w*|chang\w*|said|feedback|comments?)\b/;

/** The product a question names, the best match of its words among the team's products. */
async function productNamed(request: SkillRequest): Promise<Product | null> {
  const words = keywordsOf(request.text).filter((word) => !ASKED.test(word));
  if (words.join('').length < 3) return null;
  const found = await search(request.ctx, request.user, {
    searchFilter: words.join(' or ').slice(0, 200),
    kind: 'product',
    teamId: request.teamId,
    page: 1,
    limit: 1,
  });
  const hit = found.data[0];
  return hit ? getProduct(request.ctx, request.user, hit._id) : null;
}

/** "What did the supplier ask on the parka?": the change list of the product it names. */
async function askedOn(request: SkillRequest): Promise<SkillAnswer | null> {
  if (!ASKED.test(request.text.toLowerCase())) return null;
  const product = request.product ?? (await productNamed(request));
  return product ? changesFor(request, product) : null;
}

/**
 * Words that ask for a product's tags: "Suggest tags for the camp shirt", "Which season fits the
 * parka?", "tag the parka" — not "what did Marco suggest?" (its changes) nor "products with the
 * tag Summer" (the wall's filter).
 */
const TAGGING =
  /\bsuggest\w*\b[^.?!]*\b(tags?|categor(y|ies)|seasons?)\b|\b(tags?|categor(y|ies)|seasons?) (for|fit|suit)\w*\b|\btag (the|this|my|our)\b/;
/** Those words, left out of the product's name searched for. */
const TAG_WORDS = /\b(suggest\w*|tags?|tagging|categor(y|ies)|seasons?)\b/gu;

/** "Suggest tags for the camp shirt": the suggestions for the product it names (issue 44 §8). */
async function taggedOn(request: SkillRequest): Promise<SkillAnswer | null> {
  const said = request.text.toLowerCase();
  if (!TAGGING.test(said)) return null;
  const product =
    request.product ?? (await productNamed({ ...request, text: said.replace(TAG_WORDS, ' ') }));
  return product ? suggestTags(request, product) : null;
}

/** Questions that fit where the conversation is. */
export function suggestedQuestions(product: Product | null): string[] {
  if (product) {
    return [
      `What did they ask to change on ${product.name}?`,
      `Suggest tags for ${product.name}`,
      `Palette of ${product.name}`,
    ];
  }
  return ['What is late?', 'What is due this week?', 'Which fabrics are trending?'];
}

export async function ask(request: SkillRequest): Promise<SkillAnswer> {
  const question = request.text.toLowerCase();
  const answer = /\b(late|overdue|behind)\b|past (the |their )?deadline/.test(question)
    ? { skill: 'ask' as const, ...(await late(request)) }
    : /\b(due|this week|next week|coming up)\b/.test(question)
      ? { skill: 'ask' as const, ...(await due(request)) }
      : /\btrend/.test(question)
        ? { skill: 'ask' as const, ...(await trending(request)) }
        : ((await taggedOn(request)) ??
          (await askedOn(request)) ?? {
            skill: 'ask' as const,
            ...((await byCatalogue(request)) ?? (await searched(request))),
          });
  return {
    ...answer,
    result: { ...answer.result, suggestedQuestions: suggestedQuestions(request.product) },
  };
}
