/**
 * What changed from one tech pack revision to another (pure, no I/O), as sentences a factory
 * reads, grouped by section in the pack's order: 'Chest width M: 52 → 53 cm', 'Added line Corozo
 * button', 'Callout 3 text changed'. Entries are matched by id (a spec row by its point of
 * measure, a callout by its number), so a rename reads as a rename, not a removal and an addition.
 * Whoever may not see costs compares snapshots without them, so no price shows through.
 */
import type {
  TechpackBomLine,
  TechpackChanges,
  TechpackColour,
  TechpackFit,
  TechpackSection,
  TechpackSnapshot,
} from '@atelier/domain';
import { TECHPACK_SECTIONS } from '@atelier/domain';

const quoted = (text: string) => `“${text}”`;
const orDash = (text: string | null | undefined) =>
  text === null || text === undefined || text === '' ? '—' : text;

/** Changes of one field: 'Label: before → after', nothing when equal. */
function field(label: string, before: string | null, after: string | null): string[] {
  return before === after ? [] : [`${label}: ${orDash(before)} → ${orDash(after)}`];
}

/** Entries of two lists matched by key: those only before, only after, and on both. */
function matched<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const old = new Map(before.map((item) => [key(item), item]));
  const now = new Map(after.map((item) => [key(item), item]));
  return {
    removed: before.filter((item) => !now.has(key(item))),
    added: after.filter((item) => !old.has(key(item))),
    both: after.flatMap((item) => {
      const was = old.get(key(item));
      return was === undefined ? [] : [[was, item] as const];
    }),
  };
}

/** Whether the entries both lists hold come in another order. */
function reordered<T>(before: readonly T[], after: readonly T[], key: (item: T) => string) {
  const now = new Set(after.map(key));
  const old = new Set(before.map(key));
  const kept = before.map(key).filter((id) => now.has(id));
  const still = after.map(key).filter((id) => old.has(id));
  return kept.join('\n') !== still.join('\n');
}

function productChanges(from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const a = from.product;
  const b = to.product;
  return [
    ...(a.name === b.name ? [] : [`Name: ${quoted(a.name)} → ${quoted(b.name)}`]),
    ...field('Style number', a.styleNumber, b.styleNumber),
    ...field('Season', a.season, b.season),
    ...field('Category', a.category, b.category),
    ...field('Sub-category', a.subCategory, b.subCategory),
    ...field('Composition', a.composition, b.composition),
    ...(a.description === b.description ? [] : ['Description changed']),
  ];
}

function sketchChanges(from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const { removed, added, both } = matched(from.sketches, to.sketches, (sketch) => sketch.fileId);
  return [
    ...added.map((sketch) => `Added sketch ${sketch.name}`),
    ...removed.map((sketch) => `Removed sketch ${sketch.name}`),
    ...both.flatMap(([a, b]) => [
      ...(a.name === b.name ? [] : [`Renamed sketch ${a.name} to ${b.name}`]),
      ...(a.path === b.path
        ? []
        : a.version === b.version
          ? [`${b.name}: picture replaced`]
          : [`${b.name}: new version ${b.version}`]),
    ]),
  ];
}

function specChanges(from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const a = from.spec;
  const b = to.spec;
  if (!a && !b) return [];
  if (!a) return [`Added the spec sheet (revision ${b!.revision})`];
  if (!b) return ['Removed the spec sheet'];
  const unit = b.unit;
  const changes = [
    ...(a.revision === b.revision ? [] : [`Spec sheet revision ${a.revision} → ${b.revision}`]),
    ...field('Unit', a.unit, b.unit),
    ...field('Sizes', a.sizes.join(', '), b.sizes.join(', ')),
    ...field('Base size', a.baseSize, b.baseSize),
  ];
  const { removed, added, both } = matched(a.rows, b.rows, (row) => row.pomId);
  changes.push(...added.map((row) => `Added point ${row.name}`));
  changes.push(...removed.map((row) => `Removed point ${row.name}`));
  for (const [was, row] of both) {
    if (was.name !== row.name || was.code !== row.code)
      changes.push(`Point ${was.name} (${was.code}) is now ${row.name} (${row.code})`);
    if (was.tolerance.minus !== row.tolerance.minus || was.tolerance.plus !== row.tolerance.plus) {
      changes.push(
        `${row.name} tolerance: −${was.toleranceShown.minus}/+${was.toleranceShown.plus} → −${row.toleranceShown.minus}/+${row.toleranceShown.plus} ${unit}`,
      );
    }
    const sizes = [...b.sizes, ...a.sizes.filter((size) => !b.sizes.includes(size))];
    for (const size of sizes) {
      if (was.values[size] === row.values[size]) continue;
      // Shown in the newer sheet's unit, so a unit change alone reads once, above.
      const before = was.values[size] === undefined ? null : was.shown[size];
      const after = row.values[size] === undefined ? null : row.shown[size];
      changes.push(`${row.name} ${size}: ${orDash(before)} → ${orDash(after)} ${unit}`);
    }
  }
  if (reordered(a.rows, b.rows, (row) => row.pomId)) changes.push('Points of measure reordered');
  return changes;
}

const fitName = (fit: TechpackFit) => `${fit.round} (${fit.sampleSize})`;

function fitChanges(from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const { removed, added, both } = matched(from.fits, to.fits, (fit) => fit._id);
  const outside = (fit: TechpackFit) =>
    `${fit.outOfTolerance.length} ${fit.outOfTolerance.length === 1 ? 'point' : 'points'} out of tolerance`;
  return [
    ...added.map((fit) => `Added fit session ${fitName(fit)}: ${outside(fit)}`),
    ...removed.map((fit) => `Removed fit session ${fitName(fit)}`),
    ...both.flatMap(([a, b]) => [
      ...field(`${fitName(b)} round`, a.round, b.round),
      ...field(`${fitName(b)} arrived`, a.arrivedAt, b.arrivedAt),
      ...(a.measuredCount === b.measuredCount
        ? []
        : [`${fitName(b)}: points measured ${a.measuredCount} → ${b.measuredCount}`]),
      ...(JSON.stringify(a.outOfTolerance) === JSON.stringify(b.outOfTolerance)
        ? []
        : a.outOfTolerance.length === b.outOfTolerance.length
          ? [`${fitName(b)}: points out of tolerance changed`]
          : [
              `${fitName(b)}: points out of tolerance ${a.outOfTolerance.length} → ${b.outOfTolerance.length}`,
            ]),
      ...(a.appliedRevision === b.appliedRevision || b.appliedRevision === null
        ? []
        : [`${fitName(b)}: applied to spec revision ${b.appliedRevision}`]),
    ]),
  ];
}

const colourName = (colour: TechpackColour | null | undefined) => colour?.name ?? 'as standard';

function lineChanges(
  a: TechpackBomLine,
  b: TechpackBomLine,
  colourways: TechpackSnapshot['bom']['colourways'],
): string[] {
  const name = b.name;
  const changes = [
    ...(a.name === b.name ? [] : [`Line ${a.name} renamed to ${b.name}`]),
    ...field(`${name}: kind`, a.kind, b.kind),
    ...field(`${name}: placement`, a.placement, b.placement),
    ...field(`${name}: supplier`, a.supplier, b.supplier),
  ];
  if (a.unit !== b.unit) {
    changes.push(`${name}: quantity ${a.quantity} ${a.unit} → ${b.quantity} ${b.unit}`);
  } else if (a.quantity !== b.quantity) {
    changes.push(`${name}: quantity ${a.quantity} → ${b.quantity} ${b.unit}`);
  }
  if (a.wastePercent !== b.wastePercent)
    changes.push(`${name}: waste ${a.wastePercent}% → ${b.wastePercent}%`);
  if (a.unitPrice !== b.unitPrice || a.currency !== b.currency) {
    const price = (line: TechpackBomLine) =>
      line.unitPrice === null ? 'none' : `${line.unitPrice} ${line.currency ?? ''}`.trim();
    changes.push(`${name}: unit price ${price(a)} → ${price(b)}`);
  }
  for (const colourway of colourways) {
    const id = colourway._id;
    const was = a.colours[id];
    const now = b.colours[id];
    const usedBefore = !a.notUsedIn.includes(id);
    const usedNow = !b.notUsedIn.includes(id);
    if (usedBefore && !usedNow) changes.push(`${name}: not used in ${colourway.name} any more`);
    if (!usedBefore && usedNow) changes.push(`${name}: now used in ${colourway.name}`);
    // A colourway the line did not know before reads from 'as standard'.
    if ((was?._id ?? null) !== (now?._id ?? null) || colourName(was) !== colourName(now))
      changes.push(`${name} in ${colourway.name}: ${colourName(was)} → ${colourName(now)}`);
  }
  return changes;
}

function bomChanges(from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const ways = matched(from.bom.colourways, to.bom.colourways, (colourway) => colourway._id);
  const lines = matched(from.bom.lines, to.bom.lines, (line) => line._id);
  const names = (colours: readonly TechpackColour[]) =>
    colours.map((colour) => colour.name).join(', ');
  // Lines compared over the colourways both revisions have; a new one reads as added above.
  const shared = to.bom.colourways.filter((colourway) =>
    from.bom.colourways.some((was) => was._id === colourway._id),
  );
  return [
    ...ways.added.map((colourway) => `Added colourway ${colourway.name}`),
    ...ways.removed.map((colourway) => `Removed colourway ${colourway.name}`),
    ...ways.both.flatMap(([a, b]) => [
      ...(a.name === b.name ? [] : [`Colourway ${a.name} renamed to ${b.name}`]),
      ...field(`${b.name}: colours`, names(a.colours), names(b.colours)),
    ]),
    ...(reordered(from.bom.colourways, to.bom.colourways, (colourway) => colourway._id)
      ? ['Colourways reordered']
      : []),
    ...lines.added.map((line) => `Added line ${line.name}`),
    ...lines.removed.map((line) => `Removed line ${line.name}`),
    ...lines.both.flatMap(([a, b]) => lineChanges(a, b, shared)),
    ...(reordered(from.bom.lines, to.bom.lines, (line) => line._id) ? ['Lines reordered'] : []),
  ];
}

const COST_FIGURES = [
  ['materials', 'materials'],
  ['labour', 'labour'],
  ['overhead', 'overhead'],
  ['freight', 'freight'],
  ['duty', 'duty'],
  ['landed', 'landed cost'],
] as const;

function costingChanges(from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const a = from.costing;
  const b = to.costing;
  if (!a || !b) return a === b ? [] : [a ? 'Costing removed' : 'Costing added'];
  const currency = b.currency ?? '';
  const money = (value: string | null) => (value === null ? '—' : `${value} ${currency}`.trim());
  const changes = [
    ...field('Currency', a.currency, b.currency),
    ...(a.inputs.targetCost === b.inputs.targetCost
      ? []
      : [`Target cost: ${money(a.inputs.targetCost)} → ${money(b.inputs.targetCost)}`]),
    ...field('Wholesale price', a.wholesalePrice, b.wholesalePrice),
    ...field('Retail price', a.retailPrice, b.retailPrice),
  ];
  const ways = matched(a.colourways, b.colourways, (way) => way.colourwayId ?? '');
  for (const way of ways.added) changes.push(`${way.name}: landed cost ${money(way.landed)}`);
  for (const [was, way] of ways.both) {
    for (const [key, label] of COST_FIGURES) {
      if (was[key] !== way[key])
        changes.push(`${way.name}: ${label} ${money(was[key])} → ${money(way[key])}`);
    }
    for (const [key, label] of [
      ['wholesaleMargin', 'wholesale margin'],
      ['retailMargin', 'retail margin'],
    ] as const) {
      if (was[key] !== way[key])
        changes.push(`${way.name}: ${label} ${orDash(was[key])}% → ${orDash(way[key])}%`);
    }
  }
  return changes;
}

function constructionChanges(from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const a = from.construction;
  const b = to.construction;
  const { removed, added, both } = matched(a.callouts, b.callouts, (callout) =>
    String(callout.number),
  );
  return [
    ...added.map((callout) => `Added callout ${callout.number}: ${quoted(callout.text)}`),
    ...removed.map((callout) => `Removed callout ${callout.number}`),
    ...both.flatMap(([was, callout]) => [
      ...(was.text === callout.text ? [] : [`Callout ${callout.number} text changed`]),
      ...(was.fileId === callout.fileId && was.x === callout.x && was.y === callout.y
        ? []
        : [`Callout ${callout.number} moved`]),
    ]),
    ...(a.notes === b.notes ? [] : ['Construction notes changed']),
  ];
}

const DIFFERS: Record<TechpackSection, (from: TechpackSnapshot, to: TechpackSnapshot) => string[]> =
  {
    Product: productChanges,
    Sketches: sketchChanges,
    Spec: specChanges,
    'Fit history': fitChanges,
    BOM: bomChanges,
    Costing: costingChanges,
    Construction: constructionChanges,
  };

/** The sections that changed, each with its sentences; empty when the two read the same. */
export function compareSnapshots(from: TechpackSnapshot, to: TechpackSnapshot): TechpackChanges[] {
  return TECHPACK_SECTIONS.flatMap((section) => {
    const changes = DIFFERS[section](from, to);
    return changes.length > 0 ? [{ section, changes }] : [];
  });
}
