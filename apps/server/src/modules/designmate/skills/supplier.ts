/**
 * designmate for a supplier's person (issue 47 §1): held to exactly what the team shares with
 * their supplier — the products assigned to it, their sample requests, released tech packs and
 * shared comments — each read through the service or the scoped query its own page uses (the
 * wall's `isVisibleProduct`, the samples service, the tech packs' `open`, `isVisibleComment`).
 * What only the team sees (costs, the bill of materials, tasks, the calendar, the libraries, other
 * suppliers, internal comments, the spec sheet) is answered with one text saying it is not
 * available to suppliers, whether or not it exists; a product not assigned is never named.
 */
import {
  messages,
  writeCalendarDate,
  type AnswerTable,
  type DesignmateSkill,
  type DesignmateSource,
  type Product,
} from '@atelier/domain';
import { getSample, listSamples, sampleBoard } from '../../samples/service.ts';
import { listTechpacks } from '../../techpacks/service.ts';
import { threadOf, visibleProductsOf } from '../queries.ts';
import { changesFor } from './changes-answer.ts';
import { productSource, productUrl } from './links.ts';
import { productNamed } from './product-named.ts';
import { keywordsOf } from './question.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

const ROWS = 20;

/** Never a supplier's, whatever else the question asks: answered as not available. */
const SECRET =
  /\b(costs?|costing|costed|prices?|pricing|priced|margins?|fob|landed|budgets?|bom|bill of materials|internal|private|other suppliers?|another supplier|competitors?|tasks?|to-?dos?|calendar|reminders?|files?|attachments?|members?|approv\w*|buyers?)\b/iu;
/** The team's own work and libraries: not a supplier's, unless the question is about theirs. */
const TEAM_ONLY =
  /\b(colou?rs?|palettes?|swatch\w*|fabrics?|materials?|trims?|trend\w*|catalogue\w*|librar\w*|points? of measure|poms?|spec sheets?|specs?|grading|construction|line ?sheets?|briefs?|tags?|seasons?|categor\w*|dashboard)\b/iu;
const SAMPLES =
  /\b(samples?|proto\w*|fit\w*|pp|ship\w*|tracking|carrier|acknowledg\w*|due|needed|late|status|rounds?|received?|measure\w*)\b/iu;
/** The results of a fit session: asked before samples, whose words they share. */
const FIT =
  /\b(fit results?|results?|out of tolerance|tolerances?|deviat\w*|measured|measurements?)\b/iu;
const TECHPACK = /\b(tech ?packs?|revisions?|releas\w*)\b/iu;
const COMMENTS =
  /\b(comments?|threads?|said|say|says|ask\w*|chang\w*|feedback|discuss\w*|notes?|wrote|messages?)\b/iu;

/** A text answer with nothing read. */
const told = (skill: DesignmateSkill, text: string): SkillAnswer => ({
  skill,
  text,
  result: {},
  sources: [],
});

/** What a skill of the team's own (palette, tags, brief, spec check) answers a supplier. */
export const notForSuppliers = (skill: DesignmateSkill) => async (): Promise<SkillAnswer> =>
  told(skill, messages.designmateNotForSuppliers);

const STATUS: Record<string, string> = {
  requested: 'Requested',
  acknowledged: 'Acknowledged',
  shipped: 'Shipped',
  received: 'Received',
};

async function samplesOf(request: SkillRequest, product: Product): Promise<SkillAnswer> {
  const samples = await listSamples(request.ctx, request.user, product._id);
  if (samples.length === 0) {
    return { ...told('ask', messages.designmateSupplierNoSamples(product.name)), sources: [] };
  }
  const table: AnswerTable = {
    columns: ['Round', 'Status', 'Needed by', 'Tech pack', 'Tracking'],
    rows: samples.slice(0, ROWS).map((sample) => ({
      url: productUrl(product._id),
      cells: [
        sample.round,
        `${STATUS[sample.status] ?? sample.status}${sample.late ? ' (late)' : ''}`,
        writeCalendarDate(sample.neededBy, request.dateFormat),
        sample.techpack ? `Revision ${sample.techpack.revision}` : 'None',
        [sample.carrier, sample.tracking].filter(Boolean).join(' ') || '—',
      ],
    })),
  };
  return {
    skill: 'ask',
    text: messages.designmateSupplierSamples(product.name, samples.length),
    result: { table },
    sources: [productSource(product)],
  };
}

/** A centimetre figure as the table shows it, or a dash without one. */
const cm = (value: number | null) => (value === null ? '—' : `${Number(value.toFixed(2))} cm`);

/**
 * The latest fit session one of their supplier's requests opened, as the samples service shows
 * it to them (its results are shared with the supplier): each point with its deviation.
 */
async function fitOf(request: SkillRequest, product: Product): Promise<SkillAnswer> {
  const samples = await listSamples(request.ctx, request.user, product._id);
  const measured = samples
    .filter((sample) => sample.fitId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1);
  if (!measured) return told('ask', messages.designmateSupplierNoFit(product.name));
  const detail = await getSample(request.ctx, request.user, product._id, measured._id);
  const fit = detail.fit;
  if (!fit || fit.rows.length === 0) {
    return told('ask', messages.designmateSupplierNoFit(product.name));
  }
  const table: AnswerTable = {
    columns: ['Point', 'Spec', 'Measured', 'Deviation', 'Within tolerance'],
    rows: fit.rows.slice(0, ROWS * 2).map((row) => ({
      url: productUrl(product._id),
      cells: [
        `${row.code} ${row.name}`,
        cm(row.spec),
        cm(row.measured),
        cm(row.deviation),
        row.outOfTolerance === null ? '—' : row.outOfTolerance ? 'No' : 'Yes',
      ],
    })),
  };
  return {
    skill: 'ask',
    text: messages.designmateSupplierFit(product.name, fit.round, fit.outOfToleranceCount),
    result: { table },
    sources: [productSource(product)],
  };
}

async function techpackOf(request: SkillRequest, product: Product): Promise<SkillAnswer> {
  const revisions = await listTechpacks(request.ctx, request.user, product._id);
  const latest = revisions[0];
  if (!latest) return told('ask', messages.designmateSupplierNoTechpack(product.name));
  const table: AnswerTable = {
    columns: ['Revision', 'Released', 'Note'],
    rows: revisions.slice(0, ROWS).map((revision) => ({
      url: productUrl(product._id),
      cells: [
        revision.revision,
        writeCalendarDate(revision.releasedAt.slice(0, 10), request.dateFormat),
        revision.note ?? '',
      ],
    })),
  };
  return {
    skill: 'ask',
    text: messages.designmateSupplierTechpack(product.name, latest.revision),
    result: { table },
    sources: [productSource(product)],
  };
}

/** The product's comments the user reads: for a supplier's person, the shared threads only. */
async function commentsOf(request: SkillRequest, product: Product): Promise<SkillAnswer> {
  const thread = await threadOf(request.ctx.db, request.user.id, product._id);
  if (thread.length === 0) return told('ask', messages.designmateSupplierNoComments(product.name));
  const latest = thread.slice(-ROWS);
  const table: AnswerTable = {
    columns: ['By', 'Comment'],
    rows: latest.map((comment) => ({
      url: productUrl(product._id),
      cells: [comment.author, comment.text],
    })),
  };
  const sources: DesignmateSource[] = [
    productSource(product),
    ...latest.map((comment) => ({
      kind: 'comment' as const,
      _id: comment.id,
      title: `${comment.author}: ${comment.text}`.slice(0, 200),
      url: productUrl(product._id),
    })),
  ];
  return {
    skill: 'ask',
    text: messages.designmateSupplierComments(product.name, thread.length),
    result: { table },
    sources,
  };
}

/** Without a product: the supplier's open requests (the board), or the products assigned. */
async function overview(request: SkillRequest, aboutSamples: boolean): Promise<SkillAnswer> {
  if (aboutSamples) {
    const open = await sampleBoard(request.ctx, request.user, request.teamId);
    if (open.length > 0) {
      const table: AnswerTable = {
        columns: ['Product', 'Round', 'Status', 'Needed by'],
        rows: open.slice(0, ROWS).map((sample) => ({
          url: productUrl(sample.productId),
          cells: [
            sample.productName,
            sample.round,
            `${STATUS[sample.status] ?? sample.status}${sample.late ? ' (late)' : ''}`,
            writeCalendarDate(sample.neededBy, request.dateFormat),
          ],
        })),
      };
      const named = new Map(open.map((sample) => [sample.productId, sample.productName]));
      return {
        skill: 'ask',
        text: messages.designmateSupplierProducts(named.size),
        result: { table },
        sources: [...named].map(([_id, name]) => productSource({ _id, name })),
      };
    }
  }
  const products = await visibleProductsOf(request.ctx.db, request.user.id, request.teamId, ROWS);
  if (products.length === 0) return told('ask', messages.designmateSupplierNoProducts);
  return {
    skill: 'ask',
    text: messages.designmateSupplierProducts(products.length),
    result: {
      table: {
        columns: ['Product'],
        rows: products.map((product) => ({ url: productUrl(product.id), cells: [product.name] })),
      },
    },
    sources: products.map((product) => productSource({ _id: product.id, name: product.name })),
  };
}

/**
 * "Ask your data" for a supplier's person: secrets and the team's own work are refused first (a
 * sample's cost is a cost), then the product is the conversation's or the one the words name
 * among those assigned, and the question's topic picks its samples, tech pack or shared comments.
 */
export async function supplierAsk(request: SkillRequest): Promise<SkillAnswer> {
  const said = request.text;
  if (SECRET.test(said)) return told('ask', messages.designmateNotForSuppliers);
  const topic = FIT.test(said)
    ? 'fit'
    : SAMPLES.test(said)
      ? 'samples'
      : TECHPACK.test(said)
        ? 'techpack'
        : COMMENTS.test(said)
          ? 'comments'
          : null;
  if (!topic && TEAM_ONLY.test(said)) return told('ask', messages.designmateNotForSuppliers);
  const product = request.product ?? (await productNamed(request, keywordsOf(said)));
  if (!product) return overview(request, topic === 'samples' || topic === 'fit');
  if (topic === 'fit') return fitOf(request, product);
  if (topic === 'techpack') return techpackOf(request, product);
  if (topic === 'comments') return commentsOf(request, product);
  if (topic === 'samples') return samplesOf(request, product);
  // About the product as a whole: where its samples stand and what to make it from.
  const [samples, techpack] = await Promise.all([
    samplesOf(request, product),
    techpackOf(request, product),
  ]);
  return { ...samples, text: `${techpack.text} ${samples.text}` };
}

/** The change list of a product, from the threads shared with the supplier. */
export function supplierChanges(request: SkillRequest): Promise<SkillAnswer> {
  return changesFor(request);
}

/** The skills as a supplier's person has them: theirs, and the team's own refused. */
export const SUPPLIER_SKILLS: Record<
  DesignmateSkill,
  (request: SkillRequest) => Promise<SkillAnswer>
> = {
  ask: supplierAsk,
  changes: supplierChanges,
  palette: notForSuppliers('palette'),
  tags: notForSuppliers('tags'),
  brief: notForSuppliers('brief'),
  spec: notForSuppliers('spec'),
};
