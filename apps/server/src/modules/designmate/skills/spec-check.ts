/**
 * "Check this spec" (issue 45 §8), offline: what a technical designer looks at before a spec goes
 * back to the factory — the rows out of tolerance in the latest fit session, grading that reverses
 * (the spec sheet's own `shrinking` warning) or jumps, sizes without a value, rows without a
 * tolerance, and the revisions no sample was made to yet. Everything is read through the specs and
 * fits services as the asker, so a product they may not view is never read; one the question
 * names is found only among the team's products they may see, and otherwise is unknown.
 */
import {
  formatCentimetres,
  formatInches,
  micrometres,
  type FitSession,
  type MeasureUnit,
  type Product,
  type SpecRow,
  type SpecSheet,
} from '@atelier/domain';
import { getFit, listFits } from '../../fits/service.ts';
import { compareRevisions, getSpec } from '../../specs/service.ts';
import { counted } from './answer-text.ts';
import { productSource, productUrl } from './links.ts';
import { productNamed } from './product-named.ts';
import { keywordsOf } from './question.ts';
import type { SkillAnswer, SkillRequest } from './types.ts';

/** Those words and their fillers, left out of the product's name searched for. */
const ASKING =
  /\b(check\w*|review\w*|audit\w*|look over|go over|proof\w*|spec|specs|sheet|specification|measurements?|grading|tolerances?|ok|okay|right|correct|fine|good|sound|ready|please|this|one|here|its?)\b/gu;

/** A grading step more than this many times the row's median step is a jump. */
const JUMP_FACTOR = 2;
/** A median needs this many steps to say what a row's usual step is. */
const JUMP_MIN_STEPS = 3;

const signed = (um: number, unit: MeasureUnit) => {
  const sign = um > 0 ? '+' : um < 0 ? '−' : '±';
  const abs = Math.abs(um);
  return unit === 'in' ? `${sign}${formatInches(abs)} in` : `${sign}${formatCentimetres(abs)} cm`;
};

const length = (um: number, unit: MeasureUnit) =>
  unit === 'in' ? `${formatInches(um)} in` : `${formatCentimetres(um)} cm`;

const toleranceOf = (row: { tolerance: { minus: number; plus: number } }, unit: MeasureUnit) =>
  `tolerance −${length(micrometres(row.tolerance.minus), unit)}/+${length(micrometres(row.tolerance.plus), unit)}`;

interface Jump {
  from: string;
  to: string;
  step: number;
  usual: number;
}

/**
 * The steps of a row that jump: between neighbouring sizes that both have a value, a step more
 * than twice the row's median step (µm). A row with fewer than three steps, or whose median step
 * is not an increase, has no usual step to jump from; reversals are the sheet's own warning.
 */
export function gradingJumps(sizes: readonly string[], values: Record<string, number>): Jump[] {
  const steps: { from: string; to: string; step: number }[] = [];
  for (let index = 1; index < sizes.length; index += 1) {
    const from = sizes[index - 1]!;
    const to = sizes[index]!;
    if (values[from] === undefined || values[to] === undefined) continue;
    steps.push({ from, to, step: micrometres(values[to]) - micrometres(values[from]) });
  }
  if (steps.length < JUMP_MIN_STEPS) return [];
  const sorted = steps.map((entry) => entry.step).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const usual =
    sorted.length % 2 === 1
      ? sorted[middle]!
      : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
  if (usual <= 0) return [];
  return steps
    .filter((entry) => entry.step > JUMP_FACTOR * usual)
    .map((entry) => ({ ...entry, usual }));
}

/** One finding: a line of the answer's table. */
interface Finding {
  check: string;
  row: Pick<SpecRow, 'code' | 'name'>;
  detail: string;
}

interface Section {
  /** The section's sentence, with its count and the codes it names. */
  line: string;
  findings: Finding[];
}

const codesOf = (findings: readonly Finding[]) => [
  ...new Set(findings.map((finding) => finding.row.code)),
];

function outOfTolerance(session: FitSession | null, sheet: SpecSheet): Section | null {
  if (!session) return null;
  const unit = sheet.unit;
  const where = `${session.round}, size ${session.sampleSize}`;
  const findings = session.rows
    .filter((row) => row.outOfTolerance === true && row.deviation !== null)
    .map((row): Finding => ({
      check: 'Out of tolerance',
      row,
      detail: `${where}: ${signed(micrometres(row.deviation!), unit)} (${toleranceOf(row, unit)})`,
    }));
  const measured = `${session.measuredCount} of ${sheet.rows.length} points measured`;
  if (findings.length === 0) {
    return {
      line:
        session.measuredCount === 0
          ? `Out of tolerance: the ${where} fit session has no measurements yet.`
          : `Out of tolerance: none in the ${where} fit session (${measured}).`,
      findings,
    };
  }
  const rows = session.rows.filter((row) => row.outOfTolerance === true);
  return {
    line: `Out of tolerance in the ${where} fit session (${findings.length}, ${measured}): ${rows
      .map((row) => `${row.code} ${signed(micrometres(row.deviation!), unit)}`)
      .join(', ')}.`,
    findings,
  };
}

function reversing(sheet: SpecSheet): Section {
  const findings = sheet.rows.flatMap((row): Finding[] =>
    row.warnings
      .filter((warning) => warning.kind === 'shrinking')
      .map((warning) => ({ check: 'Grading reverses', row, detail: warning.message })),
  );
  return {
    line: findings.length
      ? `Grading that reverses (${findings.length}): ${findings
          .map(
            (finding) =>
              `${finding.row.code} smaller at ${finding.detail.replace(/^.*: |\.$/gu, '')}`,
          )
          .join('; ')}.`
      : 'Grading that reverses: none.',
    findings,
  };
}

function jumping(sheet: SpecSheet): Section {
  const unit = sheet.unit;
  const findings = sheet.rows.flatMap((row) =>
    gradingJumps(sheet.sizes, row.values).map((jump): Finding => ({
      check: 'Grading jumps',
      row,
      detail: `${jump.from} → ${jump.to}: ${signed(jump.step, unit)}, its usual step ${signed(jump.usual, unit)}`,
    })),
  );
  return {
    line: findings.length
      ? `Grading that jumps, a step more than twice the row's usual one (${findings.length}): ${findings
          .map((finding) => `${finding.row.code} ${finding.detail}`)
          .join('; ')}.`
      : 'Grading that jumps: none.',
    findings,
  };
}

function missingValues(sheet: SpecSheet): Section | null {
  const findings = sheet.rows.flatMap((row): Finding[] =>
    row.warnings
      .filter((warning) => warning.kind === 'missing')
      .map((warning) => ({ check: 'No value', row, detail: warning.message })),
  );
  if (findings.length === 0) return null;
  return {
    line: `Sizes without a value (${findings.length}): ${findings
      .map((finding) => `${finding.row.code} at ${finding.detail.replace(/^.*: |\.$/gu, '')}`)
      .join('; ')}.`,
    findings,
  };
}

function withoutTolerance(sheet: SpecSheet): Section {
  const findings = sheet.rows
    .filter((row) => row.tolerance.minus === 0 && row.tolerance.plus === 0)
    .map((row): Finding => ({
      check: 'No tolerance',
      row,
      detail: 'Tolerance 0/0: any deviation is out of tolerance',
    }));
  return {
    line: findings.length
      ? `Rows without a tolerance (${findings.length}): ${codesOf(findings).join(', ')}.`
      : 'Rows without a tolerance: none.',
    findings,
  };
}

/**
 * Revisions not yet sent. Atelier keeps no record of what went to the factory (released tech
 * packs come with issue 46), so the answer says so, and names what no sample was made to yet:
 * the revisions after the one the latest fit session measured against (with the points they
 * changed), or, before any fit, the current revision as a whole.
 */
async function notYetSent(
  request: SkillRequest,
  product: Product,
  sheet: SpecSheet,
  session: FitSession | null,
): Promise<Section> {
  const noRecord = `Atelier keeps no record of what the factory was sent yet, so check that it has revision ${sheet.revision}.`;
  if (!session) {
    return {
      line: `Not yet sent: no sample has been measured against this spec yet (no fit session). ${noRecord}`,
      findings: [],
    };
  }
  if (session.specRevision >= sheet.revision) {
    return {
      line: `Not yet sent: nothing changed since the ${session.round} sample was measured against revision ${session.specRevision}. ${noRecord}`,
      findings: [],
    };
  }
  const compared = await compareRevisions(request.ctx, request.user, product._id, {
    from: session.specRevision,
    to: sheet.revision,
  });
  const findings = compared.changes.map((change): Finding => ({
    check: 'Not yet sent',
    row: change,
    detail: `Revision ${change.revision}, size ${change.size}: ${change.kind}`,
  }));
  const revisions =
    sheet.revision - session.specRevision === 1
      ? `revision ${sheet.revision} was`
      : `revisions ${session.specRevision + 1}–${sheet.revision} were`;
  return {
    line: `Not yet sent: ${revisions} made after the ${session.round} sample was measured against revision ${session.specRevision} (${counted(findings.length, 'value')} changed: ${codesOf(findings).join(', ') || 'sizes only'}); no sample was made to ${sheet.revision - session.specRevision === 1 ? 'it' : 'them'} yet. ${noRecord}`,
    findings,
  };
}

/** The latest fit session with its rows, or null before the first. */
async function latestSession(request: SkillRequest, product: Product) {
  const [latest] = await listFits(request.ctx, request.user, product._id);
  return latest ? getFit(request.ctx, request.user, product._id, latest._id) : null;
}

/** The check of a product's spec sheet, as the asker may read it. */
export async function specCheckOf(request: SkillRequest, product: Product): Promise<SkillAnswer> {
  const sheet = await getSpec(request.ctx, request.user, product._id);
  const sources = [productSource(product)];
  const url = productUrl(product._id);
  if (sheet.revision === 0 || sheet.rows.length === 0) {
    return {
      skill: 'spec',
      text: `${product.name} has no spec sheet yet. Open its Spec sheet on the product page, choose the sizes and the base size, add the points of measure from the team's library (Points of Measure) and their base measurements and grading, then ask again.`,
      result: {},
      sources,
      productId: product._id,
    };
  }
  const session = await latestSession(request, product);
  const sections = [
    outOfTolerance(session, sheet),
    reversing(sheet),
    jumping(sheet),
    missingValues(sheet),
    withoutTolerance(sheet),
    await notYetSent(request, product, sheet, session),
  ].filter((section): section is Section => section !== null);
  const findings = sections.flatMap((section) => section.findings);
  // The revisions' changes are listed, but are news, not faults.
  const faults = findings.filter((finding) => finding.check !== 'Not yet sent').length;
  const heading = `Spec check of ${product.name}, revision ${sheet.revision} (${sheet.rows.length} points of measure, ${sheet.unit}): ${
    faults === 0 ? 'nothing to fix' : `${counted(faults, 'thing')} to look at`
  }${session ? '' : '; no fit session yet'}.`;
  return {
    skill: 'spec',
    text: [heading, ...sections.map((section) => `• ${section.line}`)].join('\n'),
    result: findings.length
      ? {
          table: {
            columns: ['Check', 'Point of measure', 'Detail'],
            rows: findings.map((finding) => ({
              url,
              cells: [finding.check, `${finding.row.code} ${finding.row.name}`, finding.detail],
            })),
          },
        }
      : {},
    sources,
    productId: product._id,
  };
}

/**
 * The skill: the product the question names (among the team's products the asker may see), or
 * else the conversation's — so "check this spec now" on a product's page checks that product, and
 * the answer names the product it checked. A named product the asker may not see is unknown,
 * exactly as one that does not exist.
 */
export async function checkSpec(request: SkillRequest): Promise<SkillAnswer> {
  const words = keywordsOf(request.text.toLowerCase().replace(ASKING, ' '));
  const isNaming = words.join('').length >= 3;
  const product = (isNaming ? await productNamed(request, words) : null) ?? request.product;
  if (product) return specCheckOf(request, product);
  const text = isNaming
    ? `I know no product called “${words.join(' ')}” in this team. Name a product you can open, or ask from its page.`
    : 'Which product’s spec? Ask from the product’s page, or name it: “check the spec of the camp shirt”.';
  return { skill: 'spec', text, result: {}, sources: [] };
}
