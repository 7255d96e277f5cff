/**
 * The key of a text the server writes (issue 47 §4): every answer whose `responseMessage` (or a
 * field error's `message`) is one of `messages` also names its key, and for a template the values
 * it was made from, so the web app can write it in its reader's language from the server-texts
 * catalogue. The English text stays what it was (SPEC's texts are checked from outside).
 *
 * A plain text is found by one Map lookup. A template is found by a pattern derived from the
 * template itself (its output for marker arguments), and only accepted when the template, given the
 * values read back, writes the very same text: a key is never sent for a text it does not make.
 */
import type { ServerTextValues } from './api.ts';
import { messages, type MessageKey } from './messages.ts';

type Messages = typeof messages;
type TemplateKey = {
  [K in MessageKey]: Messages[K] extends (...args: never[]) => string ? K : never;
}[MessageKey];

/**
 * A template's parameters, named as the catalogue's placeholders, in the function's order. A
 * number is marked `#` (it is sent as a number: ICU plurals need one), a list `[]` (sent as the
 * template writes it, joined).
 */
type ParamNames<P extends readonly unknown[]> = {
  [I in keyof P]: P[I] extends number
    ? `${string}#`
    : P[I] extends readonly string[]
      ? `${string}[]`
      : string;
};

export const TEMPLATE_PARAMS: {
  readonly [K in TemplateKey]: ParamNames<Parameters<Messages[K]>>;
} = {
  accountThrottled: ['seconds#'],
  strangerMailsPerUserHour: ['limit#'],
  strangerMailsPerUserDay: ['limit#'],
  strangerMailsPerTeamDay: ['limit#'],
  numberAtMost: ['maximum'],
  numberAtLeast: ['minimum'],
  textAtMost: ['maximum'],
  textAtLeast: ['minimum'],
  listAtMost: ['maximum'],
  listAtLeast: ['minimum'],
  chooseOneOf: ['choices'],
  specSizeUnknown: ['size'],
  specMissingValues: ['sizes'],
  specShrinking: ['sizes'],
  specImportUnknownColumn: ['column'],
  specImportUnnamedColumn: ['column'],
  specImportColumnTwice: ['column'],
  specImportRowsInvalid: ['count#'],
  specImportRow: ['row#', 'text'],
  specImportCell: ['row#', 'column', 'value', 'text'],
  specImportCodeTwice: ['code', 'row#'],
  specImportNewPomName: ['code'],
  specImportNewPomTolerance: ['code'],
  fitRoundUnknown: ['round', 'rounds[]'],
  fitSampleSizeUnknown: ['size'],
  fitChangedMeanwhile: ['code'],
  fitAlreadyApplied: ['revision#'],
  fitSpecMovedOn: ['measured#', 'current#'],
  fitSizeGone: ['size'],
  sampleRoundNameTwice: ['name'],
  sampleRoundInUse: ['name', 'sessions#'],
  colourwayNameTwice: ['name'],
  rateTwice: ['currency'],
  materialNameTaken: ['name'],
  techpackReleased: ['revision'],
  techpackUnchanged: ['revision'],
  sampleWithdrawnNotice: ['team', 'round', 'product'],
  samplePhotosNotice: ['supplier', 'round', 'product'],
  sampleSizeNotOnSpec: ['size'],
  sampleRequestedNotice: ['team', 'round', 'product', 'neededBy'],
  sampleAcknowledgedNotice: ['supplier', 'round', 'product'],
  sampleShippedNotice: ['supplier', 'round', 'product'],
  sampleMeasuredNotice: ['supplier', 'round', 'product'],
  sampleReceivedNotice: ['team', 'round', 'product'],
  sampleLateNotice: ['round', 'product', 'neededBy'],
  webhookDisabledNotice: ['url'],
  designmateSupplierProducts: ['count#'],
  designmateSupplierNoSamples: ['product'],
  designmateSupplierSamples: ['product', 'count#'],
  designmateSupplierNoTechpack: ['product'],
  designmateSupplierTechpack: ['product', 'revision'],
  designmateSupplierNoFit: ['product'],
  designmateSupplierFit: ['product', 'round', 'outOfTolerance#'],
  designmateSupplierNoComments: ['product'],
  designmateSupplierComments: ['product', 'count#'],
};

/** A server text named by its catalogue key, with the values a template was made from. */
export interface KeyedMessage {
  key: MessageKey;
  values?: ServerTextValues;
}

interface Param {
  name: string;
  kind: 'text' | 'number' | 'list';
}

function paramOf(spec: string): Param {
  if (spec.endsWith('#')) return { name: spec.slice(0, -1), kind: 'number' };
  if (spec.endsWith('[]')) return { name: spec.slice(0, -2), kind: 'list' };
  return { name: spec, kind: 'text' };
}

/** The names of a template's placeholders, as the catalogue writes them. */
export function templatePlaceholders(key: TemplateKey): string[] {
  return TEMPLATE_PARAMS[key].map((spec: string) => paramOf(spec).name);
}

type AnyTemplate = (...args: unknown[]) => string;

interface Matcher {
  key: MessageKey;
  params: Param[];
  pattern: RegExp;
  /** A literal the text must hold: most texts are refused before the pattern runs. */
  literal: string;
  /** Values fixed by the variant (a count of 1 that picks the singular). */
  fixed: ServerTextValues;
}

const MARKER = /\uE000(\d+)\uE001/g;
const marker = (index: number) => `\uE000${index}\uE001`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcherOf(key: MessageKey, params: Param[], fixed: ServerTextValues): Matcher {
  const template = messages[key] as unknown as AnyTemplate;
  const args = params.map((param, index) => {
    if (param.name in fixed) return fixed[param.name];
    return param.kind === 'list' ? [marker(index)] : marker(index);
  });
  const written = template(...args);
  const seen = new Set<number>();
  const literals: string[] = [];
  let source = '^';
  let last = 0;
  for (const found of written.matchAll(MARKER)) {
    const literal = written.slice(last, found.index);
    literals.push(literal);
    source += escape(literal);
    const index = Number(found[1]);
    if (seen.has(index)) source += `\\k<p${index}>`;
    else {
      seen.add(index);
      const kind = params[index]?.kind;
      source += kind === 'number' ? `(?<p${index}>-?\\d+(?:\\.\\d+)?)` : `(?<p${index}>[\\s\\S]+?)`;
    }
    last = found.index + found[0].length;
  }
  literals.push(written.slice(last));
  source += `${escape(written.slice(last))}$`;
  const literal = literals.reduce((longest, part) =>
    part.length > longest.length ? part : longest,
  );
  return { key, params, pattern: new RegExp(source), literal, fixed };
}

const BY_TEXT = new Map<string, MessageKey>();
const MATCHERS: Matcher[] = [];
for (const key of Object.keys(messages) as MessageKey[]) {
  const text = messages[key];
  if (typeof text === 'string') {
    // Two keys with one English text ('Measurements recorded.'): the first names it.
    if (!BY_TEXT.has(text)) BY_TEXT.set(text, key);
    continue;
  }
  const params = (TEMPLATE_PARAMS[key as TemplateKey] as readonly string[]).map(paramOf);
  MATCHERS.push(matcherOf(key, params, {}));
  // A count of 1 may pick other words ('1 second'): that variant has a pattern of its own.
  for (const param of params) {
    if (param.kind === 'number') MATCHERS.push(matcherOf(key, params, { [param.name]: 1 }));
  }
}

function read(matcher: Matcher, text: string): KeyedMessage | undefined {
  if (!text.includes(matcher.literal)) return undefined;
  const found = matcher.pattern.exec(text);
  if (!found) return undefined;
  const values: ServerTextValues = {};
  const args = matcher.params.map((param, index) => {
    if (param.name in matcher.fixed) {
      values[param.name] = matcher.fixed[param.name]!;
      return matcher.fixed[param.name];
    }
    const raw = found.groups?.[`p${index}`] ?? '';
    if (param.kind === 'number') {
      values[param.name] = Number(raw);
      return Number(raw);
    }
    values[param.name] = raw;
    return param.kind === 'list' ? raw.split(', ') : raw;
  });
  const template = messages[matcher.key] as unknown as AnyTemplate;
  // A pattern can split a text two ways when a value holds the template's own words: only a
  // reading the template writes back word for word is the text's.
  return template(...args) === text ? { key: matcher.key, values } : undefined;
}

/** The key (and a template's values) of a text the server wrote; undefined for any other text. */
export function keyOfMessage(text: string): KeyedMessage | undefined {
  const key = BY_TEXT.get(text);
  if (key) return { key };
  for (const matcher of MATCHERS) {
    const keyed = read(matcher, text);
    if (keyed) return keyed;
  }
  return undefined;
}
