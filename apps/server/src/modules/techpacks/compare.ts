/**
 * What changed from one tech pack revision to another (pure, no I/O), as sentences a factory
 * reads, grouped by section in the pack's order: 'Chest width M: 52 → 53 cm', 'Added line Corozo
 * button', 'Callout 3 text changed'. Entries are matched by id (a spec row by its point of
 * measure, a callout by its number), so a rename reads as a rename, not a removal and an addition.
 * Whoever may not see costs compares snapshots without them, so no price shows through. The
 * sentences are in the reader's language (`t`, the tech pack files' catalogue: issue 47 §4); what
 * people entered (names, sizes, notes) and numbers stay as entered.
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
import { packTexts, type PackMessageKey, type PackTranslate } from './render/texts.ts';

const quoted = (text: string) => `“${text}”`;
const orDash = (text: string | null | undefined) =>
  text === null || text === undefined || text === '' ? '—' : text;

type Label = Extract<PackMessageKey, `techpack.compare.label.${string}`>;

/** Changes of one field: 'Label: before → after', nothing when equal. */
function field(
  t: PackTranslate,
  label: Label,
  before: string | null,
  after: string | null,
): string[] {
  return before === after
    ? []
    : [
        t('techpack.compare.field', {
          label: t(label),
          before: orDash(before),
          after: orDash(after),
        }),
      ];
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

function productChanges(t: PackTranslate, from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const a = from.product;
  const b = to.product;
  return [
    ...(a.name === b.name
      ? []
      : [
          t('techpack.compare.field', {
            label: t('techpack.compare.label.name'),
            before: quoted(a.name),
            after: quoted(b.name),
          }),
        ]),
    ...field(t, 'techpack.compare.label.styleNumber', a.styleNumber, b.styleNumber),
    ...field(t, 'techpack.compare.label.season', a.season, b.season),
    ...field(t, 'techpack.compare.label.category', a.category, b.category),
    ...field(t, 'techpack.compare.label.subCategory', a.subCategory, b.subCategory),
    ...field(t, 'techpack.compare.label.composition', a.composition, b.composition),
    ...(a.description === b.description ? [] : [t('techpack.compare.descriptionChanged')]),
  ];
}

function sketchChanges(t: PackTranslate, from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const { removed, added, both } = matched(from.sketches, to.sketches, (sketch) => sketch.fileId);
  return [
    ...added.map((sketch) => t('techpack.compare.sketchAdded', { name: sketch.name })),
    ...removed.map((sketch) => t('techpack.compare.sketchRemoved', { name: sketch.name })),
    ...both.flatMap(([a, b]) => [
      ...(a.name === b.name
        ? []
        : [t('techpack.compare.sketchRenamed', { before: a.name, after: b.name })]),
      ...(a.path === b.path
        ? []
        : a.version === b.version
          ? [t('techpack.compare.sketchReplaced', { name: b.name })]
          : [t('techpack.compare.sketchVersion', { name: b.name, version: b.version })]),
    ]),
  ];
}

function specChanges(t: PackTranslate, from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const a = from.spec;
  const b = to.spec;
  if (!a && !b) return [];
  if (!a) return [t('techpack.compare.specAdded', { revision: b!.revision })];
  if (!b) return [t('techpack.compare.specRemoved')];
  const unit = b.unit;
  const changes = [
    ...(a.revision === b.revision
      ? []
      : [t('techpack.compare.specRevision', { before: a.revision, after: b.revision })]),
    ...field(t, 'techpack.compare.label.unit', a.unit, b.unit),
    ...field(t, 'techpack.compare.label.sizes', a.sizes.join(', '), b.sizes.join(', ')),
    ...field(t, 'techpack.compare.label.baseSize', a.baseSize, b.baseSize),
  ];
  const { removed, added, both } = matched(a.rows, b.rows, (row) => row.pomId);
  changes.push(...added.map((row) => t('techpack.compare.pointAdded', { name: row.name })));
  changes.push(...removed.map((row) => t('techpack.compare.pointRemoved', { name: row.name })));
  for (const [was, row] of both) {
    if (was.name !== row.name || was.code !== row.code)
      changes.push(
        t('techpack.compare.pointRenamed', {
          before: was.name,
          beforeCode: was.code,
          after: row.name,
          afterCode: row.code,
        }),
      );
    if (was.tolerance.minus !== row.tolerance.minus || was.tolerance.plus !== row.tolerance.plus) {
      changes.push(
        t('techpack.compare.tolerance', {
          name: row.name,
          before: `−${was.toleranceShown.minus}/+${was.toleranceShown.plus}`,
          after: `−${row.toleranceShown.minus}/+${row.toleranceShown.plus}`,
          unit,
        }),
      );
    }
    const sizes = [...b.sizes, ...a.sizes.filter((size) => !b.sizes.includes(size))];
    for (const size of sizes) {
      if (was.values[size] === row.values[size]) continue;
      // Shown in the newer sheet's unit, so a unit change alone reads once, above.
      const before = was.values[size] === undefined ? null : was.shown[size];
      const after = row.values[size] === undefined ? null : row.shown[size];
      changes.push(
        t('techpack.compare.measurement', {
          name: row.name,
          size,
          before: orDash(before),
          after: orDash(after),
          unit,
        }),
      );
    }
  }
  if (reordered(a.rows, b.rows, (row) => row.pomId))
    changes.push(t('techpack.compare.pointsReordered'));
  return changes;
}

const fitName = (fit: TechpackFit) => `${fit.round} (${fit.sampleSize})`;

function fitChanges(t: PackTranslate, from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const { removed, added, both } = matched(from.fits, to.fits, (fit) => fit._id);
  const changed = (before: string | number | null, after: string | number | null) => ({
    before: orDash(before === null ? null : String(before)),
    after: orDash(after === null ? null : String(after)),
  });
  return [
    ...added.map((fit) =>
      t('techpack.compare.fitAdded', { fit: fitName(fit), count: fit.outOfTolerance.length }),
    ),
    ...removed.map((fit) => t('techpack.compare.fitRemoved', { fit: fitName(fit) })),
    ...both.flatMap(([a, b]) => {
      const fit = fitName(b);
      return [
        ...(a.round === b.round
          ? []
          : [t('techpack.compare.fitRound', { fit, ...changed(a.round, b.round) })]),
        ...(a.arrivedAt === b.arrivedAt
          ? []
          : [t('techpack.compare.fitArrived', { fit, ...changed(a.arrivedAt, b.arrivedAt) })]),
        ...(a.measuredCount === b.measuredCount
          ? []
          : [
              t('techpack.compare.fitMeasured', {
                fit,
                before: a.measuredCount,
                after: b.measuredCount,
              }),
            ]),
        ...(JSON.stringify(a.outOfTolerance) === JSON.stringify(b.outOfTolerance)
          ? []
          : a.outOfTolerance.length === b.outOfTolerance.length
            ? [t('techpack.compare.fitOutChanged', { fit })]
            : [
                t('techpack.compare.fitOutCount', {
                  fit,
                  before: a.outOfTolerance.length,
                  after: b.outOfTolerance.length,
                }),
              ]),
        ...(a.appliedRevision === b.appliedRevision || b.appliedRevision === null
          ? []
          : [t('techpack.compare.fitApplied', { fit, revision: b.appliedRevision })]),
      ];
    }),
  ];
}

function lineChanges(
  t: PackTranslate,
  a: TechpackBomLine,
  b: TechpackBomLine,
  colourways: TechpackSnapshot['bom']['colourways'],
): string[] {
  const name = b.name;
  const colourName = (colour: TechpackColour | null | undefined) =>
    colour?.name ?? t('techpack.compare.asStandard');
  const each = (key: PackMessageKey, before: string | null, after: string | null) =>
    before === after ? [] : [t(key, { name, before: orDash(before), after: orDash(after) })];
  const changes = [
    ...(a.name === b.name
      ? []
      : [t('techpack.compare.lineRenamed', { before: a.name, after: b.name })]),
    ...each(
      'techpack.compare.lineKind',
      t(`techpack.kind.${a.kind}`),
      t(`techpack.kind.${b.kind}`),
    ),
    ...each('techpack.compare.linePlacement', a.placement, b.placement),
    ...each('techpack.compare.lineSupplier', a.supplier, b.supplier),
  ];
  if (a.unit !== b.unit) {
    changes.push(
      t('techpack.compare.lineQuantity', {
        name,
        before: `${a.quantity} ${a.unit}`,
        after: `${b.quantity} ${b.unit}`,
      }),
    );
  } else if (a.quantity !== b.quantity) {
    changes.push(
      t('techpack.compare.lineQuantity', {
        name,
        before: a.quantity,
        after: `${b.quantity} ${b.unit}`,
      }),
    );
  }
  if (a.wastePercent !== b.wastePercent)
    changes.push(
      t('techpack.compare.lineWaste', { name, before: a.wastePercent, after: b.wastePercent }),
    );
  if (a.unitPrice !== b.unitPrice || a.currency !== b.currency) {
    const price = (line: TechpackBomLine) =>
      line.unitPrice === null
        ? t('techpack.compare.none')
        : `${line.unitPrice} ${line.currency ?? ''}`.trim();
    changes.push(t('techpack.compare.lineUnitPrice', { name, before: price(a), after: price(b) }));
  }
  for (const colourway of colourways) {
    const id = colourway._id;
    const was = a.colours[id];
    const now = b.colours[id];
    const usedBefore = !a.notUsedIn.includes(id);
    const usedNow = !b.notUsedIn.includes(id);
    if (usedBefore && !usedNow)
      changes.push(t('techpack.compare.lineNotUsed', { name, colourway: colourway.name }));
    if (!usedBefore && usedNow)
      changes.push(t('techpack.compare.lineNowUsed', { name, colourway: colourway.name }));
    // A colourway the line did not know before reads from 'as standard'.
    if ((was?._id ?? null) !== (now?._id ?? null) || colourName(was) !== colourName(now))
      changes.push(
        t('techpack.compare.lineColour', {
          name,
          colourway: colourway.name,
          before: colourName(was),
          after: colourName(now),
        }),
      );
  }
  return changes;
}

function bomChanges(t: PackTranslate, from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const ways = matched(from.bom.colourways, to.bom.colourways, (colourway) => colourway._id);
  const lines = matched(from.bom.lines, to.bom.lines, (line) => line._id);
  const names = (colours: readonly TechpackColour[]) =>
    colours.map((colour) => colour.name).join(', ');
  // Lines compared over the colourways both revisions have; a new one reads as added above.
  const shared = to.bom.colourways.filter((colourway) =>
    from.bom.colourways.some((was) => was._id === colourway._id),
  );
  return [
    ...ways.added.map((colourway) =>
      t('techpack.compare.colourwayAdded', { name: colourway.name }),
    ),
    ...ways.removed.map((colourway) =>
      t('techpack.compare.colourwayRemoved', { name: colourway.name }),
    ),
    ...ways.both.flatMap(([a, b]) => [
      ...(a.name === b.name
        ? []
        : [t('techpack.compare.colourwayRenamed', { before: a.name, after: b.name })]),
      ...(names(a.colours) === names(b.colours)
        ? []
        : [
            t('techpack.compare.colourwayColours', {
              name: b.name,
              before: orDash(names(a.colours)),
              after: orDash(names(b.colours)),
            }),
          ]),
    ]),
    ...(reordered(from.bom.colourways, to.bom.colourways, (colourway) => colourway._id)
      ? [t('techpack.compare.colourwaysReordered')]
      : []),
    ...lines.added.map((line) => t('techpack.compare.lineAdded', { name: line.name })),
    ...lines.removed.map((line) => t('techpack.compare.lineRemoved', { name: line.name })),
    ...lines.both.flatMap(([a, b]) => lineChanges(t, a, b, shared)),
    ...(reordered(from.bom.lines, to.bom.lines, (line) => line._id)
      ? [t('techpack.compare.linesReordered')]
      : []),
  ];
}

const COST_FIGURES = ['materials', 'labour', 'overhead', 'freight', 'duty', 'landed'] as const;

function costingChanges(t: PackTranslate, from: TechpackSnapshot, to: TechpackSnapshot): string[] {
  const a = from.costing;
  const b = to.costing;
  if (!a || !b)
    return a === b
      ? []
      : [a ? t('techpack.compare.costingRemoved') : t('techpack.compare.costingAdded')];
  const currency = b.currency ?? '';
  const money = (value: string | null) => (value === null ? '—' : `${value} ${currency}`.trim());
  const changes = [
    ...field(t, 'techpack.compare.label.currency', a.currency, b.currency),
    ...(a.inputs.targetCost === b.inputs.targetCost
      ? []
      : [
          t('techpack.compare.field', {
            label: t('techpack.compare.label.targetCost'),
            before: money(a.inputs.targetCost),
            after: money(b.inputs.targetCost),
          }),
        ]),
    ...field(t, 'techpack.compare.label.wholesalePrice', a.wholesalePrice, b.wholesalePrice),
    ...field(t, 'techpack.compare.label.retailPrice', a.retailPrice, b.retailPrice),
  ];
  const ways = matched(a.colourways, b.colourways, (way) => way.colourwayId ?? '');
  for (const way of ways.added)
    changes.push(t('techpack.compare.landedAdded', { name: way.name, amount: money(way.landed) }));
  for (const [was, way] of ways.both) {
    for (const figure of COST_FIGURES) {
      if (was[figure] !== way[figure])
        changes.push(
          t('techpack.compare.costFigure', {
            name: way.name,
            figure,
            before: money(was[figure]),
            after: money(way[figure]),
          }),
        );
    }
    for (const [key, margin] of [
      ['wholesaleMargin', 'wholesale'],
      ['retailMargin', 'retail'],
    ] as const) {
      if (was[key] !== way[key])
        changes.push(
          t('techpack.compare.margin', {
            name: way.name,
            margin,
            before: orDash(was[key]),
            after: orDash(way[key]),
          }),
        );
    }
  }
  return changes;
}

function constructionChanges(
  t: PackTranslate,
  from: TechpackSnapshot,
  to: TechpackSnapshot,
): string[] {
  const a = from.construction;
  const b = to.construction;
  const { removed, added, both } = matched(a.callouts, b.callouts, (callout) =>
    String(callout.number),
  );
  return [
    ...added.map((callout) =>
      t('techpack.compare.calloutAdded', { number: callout.number, text: quoted(callout.text) }),
    ),
    ...removed.map((callout) => t('techpack.compare.calloutRemoved', { number: callout.number })),
    ...both.flatMap(([was, callout]) => [
      ...(was.text === callout.text
        ? []
        : [t('techpack.compare.calloutText', { number: callout.number })]),
      ...(was.fileId === callout.fileId && was.x === callout.x && was.y === callout.y
        ? []
        : [t('techpack.compare.calloutMoved', { number: callout.number })]),
    ]),
    ...(a.notes === b.notes ? [] : [t('techpack.compare.notesChanged')]),
  ];
}

const DIFFERS: Record<
  TechpackSection,
  (t: PackTranslate, from: TechpackSnapshot, to: TechpackSnapshot) => string[]
> = {
  Product: productChanges,
  Sketches: sketchChanges,
  Spec: specChanges,
  'Fit history': fitChanges,
  BOM: bomChanges,
  Costing: costingChanges,
  Construction: constructionChanges,
};

/**
 * The sections that changed, each with its sentences in `t`'s language (English unless given);
 * empty when the two read the same.
 */
export function compareSnapshots(
  from: TechpackSnapshot,
  to: TechpackSnapshot,
  t: PackTranslate = packTexts('en'),
): TechpackChanges[] {
  return TECHPACK_SECTIONS.flatMap((section) => {
    const changes = DIFFERS[section](t, from, to);
    return changes.length > 0 ? [{ section, changes }] : [];
  });
}
