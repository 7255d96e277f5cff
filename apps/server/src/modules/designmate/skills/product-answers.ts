/**
 * "How many products are in sampling?", "Which of our SS27 pieces are running late?", "What linen
 * pieces are new this month?": the question's stage, time and the catalogue entries and colours it
 * names, combined into the wall's own filters, answered by one page of the wall through the
 * products service (scoped to what the user may view) and counted by its pagination total.
 */
import {
  PRODUCT_STAGE_LABELS,
  writeCalendarDate,
  type AnswerTable,
  type DateFormat,
  type Product,
  type ProductStage,
} from '@atelier/domain';
import { listAll, type ProductFilters } from '../../products/service.ts';
import { catalogueMatches, colourMatches } from '../queries.ts';
import { counted, isOrAre, shownOf, type AnswerPart } from './answer-text.ts';
import { productSource, productUrl } from './links.ts';
import type { ParsedQuestion } from './question.ts';
import type { SkillRequest } from './types.ts';

const ROWS = 20;
/** Stages past which a deadline no longer matters: filtered in SQL, before the page is cut. */
const FINISHED: ProductStage[] = ['approved', 'production'];

type NamedFilter = 'category' | 'season' | 'fabric' | 'tag' | 'colour';

/** A stage as an answer says products are in it: "2 products are in Sampling". */
const IN_STAGE: Record<ProductStage, string> = {
  idea: `in ${PRODUCT_STAGE_LABELS.idea}`,
  design: `in ${PRODUCT_STAGE_LABELS.design}`,
  sampling: `in ${PRODUCT_STAGE_LABELS.sampling}`,
  approved: PRODUCT_STAGE_LABELS.approved,
  production: `in ${PRODUCT_STAGE_LABELS.production}`,
};

function productTable(products: readonly Product[], dateFormat: DateFormat): AnswerTable {
  return {
    columns: ['Product', 'Stage', 'Deadline'],
    rows: products.map((product) => ({
      url: productUrl(product._id),
      cells: [
        product.name,
        PRODUCT_STAGE_LABELS[product.stage],
        product.deadline ? writeCalendarDate(product.deadline, dateFormat) : 'None',
      ],
    })),
  };
}

/** The catalogue entries and library colours the question names, one of each kind, best first. */
async function namedEntries(request: SkillRequest) {
  const { ctx, user, teamId, text } = request;
  const [entries, colours] = await Promise.all([
    catalogueMatches(ctx.db, user.id, teamId, text, 4),
    colourMatches(ctx.db, user.id, teamId, text, 1),
  ]);
  const filters: Partial<Record<NamedFilter, string>> = {};
  const names: string[] = [];
  for (const entry of [...entries, ...colours]) {
    if (filters[entry.kind]) continue;
    filters[entry.kind] = entry.id;
    names.push(entry.name);
  }
  return { filters, names };
}

/** What the question's stage and time ask of the products, in the wall's filters and in words. */
function stateOf(question: ParsedQuestion) {
  const { stage, stageNot, time } = question;
  const filters: ProductFilters = {};
  const words: string[] = [];
  if (stage) {
    filters.stage = stage;
    words.push(IN_STAGE[stage]);
  } else if (stageNot.length) {
    filters.stageNot = stageNot;
    words.push(
      stageNot.includes('approved')
        ? 'not yet approved'
        : `not ${stageNot.map((left) => IN_STAGE[left]).join(' or ')}`,
    );
  }
  // A deadline matters until the product is approved, unless the question names its stage.
  const unfinished = !stage && !stageNot.length ? { stageNot: FINISHED } : {};
  if (time?.kind === 'late') {
    Object.assign(filters, { deadlineTo: time.before, ...unfinished });
    words.push('late');
  } else if (time?.kind === 'due') {
    Object.assign(filters, { deadlineFrom: time.from, deadlineTo: time.to, ...unfinished });
    words.push(`due ${time.label}`);
  } else if (time?.kind === 'created') {
    filters.createdFrom = time.since;
    words.push(`new ${time.label}`);
  }
  return { filters, state: words.join(' and ') };
}

/** The answer's words: a count, or a listing's heading, or what nothing found means. */
function textOf(
  question: ParsedQuestion,
  named: readonly string[],
  state: string,
  found: { total: number; shown: number },
) {
  const { total, shown } = found;
  const withNamed = named.length ? ` with ${named.join(' and ')}` : '';
  const onlyTime = !named.length && !question.stage && !question.stageNot.length;
  if (question.isCount || total === 0) {
    if (onlyTime && total === 0 && question.time?.kind === 'late') {
      return 'Nothing is late: every product with a past deadline is approved or in production.';
    }
    if (onlyTime && total === 0 && question.time?.kind === 'due') {
      return `Nothing is due ${question.time.label}.`;
    }
    if (!state && total === 0) {
      return named.length
        ? `No product has ${named.join(' and ')} yet.`
        : 'The team has no products yet.';
    }
    if (!state) return `The team has ${counted(total, 'product')}${withNamed}.`;
    if (total === 0) return `No products${withNamed} are ${state}.`;
    return `${counted(total, 'product')}${withNamed} ${isOrAre(total)} ${state}.`;
  }
  const shownText = shownOf(total, shown);
  if (onlyTime && question.time?.kind === 'late') {
    return `Late — past their deadline and not yet approved (${shownText}):`;
  }
  if (onlyTime && question.time?.kind === 'due')
    return `Due ${question.time.label} (${shownText}):`;
  const heading = !state
    ? `Products${withNamed || ' of the team'}`
    : named.length
      ? `Products${withNamed} that are ${state}`
      : `Products ${state}`;
  return `${heading} (${shownText}):`;
}

/**
 * The products the question asks about, or null when it names no product, stage, time or
 * catalogue entry (its words are then searched for).
 */
export async function productsOf(
  request: SkillRequest,
  question: ParsedQuestion,
): Promise<AnswerPart | null> {
  const named = await namedEntries(request);
  const { filters, state } = stateOf(question);
  const qualified = Boolean(state) || named.names.length > 0 || question.isCount;
  if (!qualified && (question.subject !== 'product' || question.topic.length > 0)) return null;
  const page = await listAll(request.ctx, request.user, {
    teamId: request.teamId,
    page: 1,
    limit: ROWS,
    sortBy: question.time?.kind === 'created' ? 'createdAt' : 'deadline',
    orderBy: question.time?.kind === 'created' ? 'desc' : 'asc',
    ...named.filters,
    ...filters,
  });
  const found = page.data;
  const total = page.pagination.total;
  return {
    text: textOf(question, named.names, state, { total, shown: found.length }),
    result: found.length ? { table: productTable(found, request.dateFormat) } : {},
    sources: found.map(productSource),
  };
}
