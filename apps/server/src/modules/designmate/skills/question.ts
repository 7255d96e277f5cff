/**
 * A question to "Ask your data" read into its parts (issue 44): what it is about (products,
 * colours, fabrics, comments, tasks), whether it asks how many, and the qualifiers it names — a
 * stage in the words designers use for it, a time (late, due, new), a task's status, the people it
 * names — and the words left over. No I/O: the catalogue entries and people those words name are
 * matched against the team's own data by the skill, through services that check what the user may
 * see. `compromise` reads the people and the spelled-out numbers ("in the next ten days").
 */
import nlp from 'compromise';
import type { ProductStage, TaskStatus } from '@atelier/domain';

export type QuestionSubject = 'product' | 'colour' | 'fabric' | 'comment' | 'task';

/** What the question wants done: the changes asked of a product, what was said, what trends. */
export type QuestionIntent = 'asked' | 'discussed' | 'trending';

/** A time a question speaks of; dates are 'YYYY-MM-DD' (UTC), both ends included. */
export type QuestionTime =
  | { kind: 'late'; before: string }
  | { kind: 'due'; from: string; to: string; label: string }
  | { kind: 'created'; since: string; label: string };

export interface ParsedQuestion {
  subject: QuestionSubject | null;
  intent: QuestionIntent | null;
  isCount: boolean;
  stage: ProductStage | null;
  /** Stages a negated stage leaves out ("not yet approved": approved and production). */
  stageNot: ProductStage[];
  time: QuestionTime | null;
  taskStatuses: TaskStatus[];
  /** The asker speaks of themself ("my tasks", "what did I ask"). */
  isSelf: boolean;
  /** Names `compromise` reads as people's, lower case, a word each. */
  people: string[];
  /** The words left once the asking is taken out: topics, product, catalogue and people's names. */
  topic: string[];
}

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

/** Words that only ask (subjects, stages, times, intents): never a topic. */
const ASKING_WORDS = new Set(
  `many much number count total pieces piece styles style garments garment items item designs
  design looks look skus sku range collection colours colors colour color shades shade library
  palette fabrics fabric materials material textiles tasks task todo todos to-do to-dos assigned
  assignments comments comment notes note thread threads decide decided decision decisions agree
  agreed discuss discussed discussion say said says saying mention mentioned mentions talk talked
  think thought settle settled choose chose chosen pick picked late overdue behind running delayed
  slipping deadline deadlines due week weeks month months today tomorrow days day next coming
  upcoming soon new added created recently recent latest stage phase sampling sample samples
  sampled proto protos prototype prototypes development developed designing idea ideas concept
  concepts approved signed off sign-off signed-off production produced manufacturing factory made
  being ask asked asking asks request requested requests change changes changed feedback trending
  trend trends popular open progress done finished completed closed pending outstanding still
  currently right now yet been not isn aren don doesn didn haven hasn ve ll re have has had got so
  far saved kept stored left team everything anything else up whats available use uses using used
  current existing they someone anyone everyone people`.split(/\s+/u),
);

/** What the question is about, by the nouns designers use; the first that matches wins. */
const SUBJECTS: [QuestionSubject, RegExp][] = [
  ['task', /\b(tasks?|to-?dos?|assignments?)\b/u],
  ['comment', /\b(comments?|notes|threads?)\b/u],
  [
    'product',
    /\b(products?|pieces?|styles?|garments?|items?|designs|looks|skus?|samples|collection|range)\b/u,
  ],
  ['colour', /\b(colou?rs?|shades)\b/u],
  ['fabric', /\b(fabrics?|materials?|textiles?)\b/u],
];

const INTENTS: [QuestionIntent, RegExp][] = [
  ['trending', /\btrend\w*|\bpopular\b|\bmost used\b/u],
  ['asked', /\b(ask\w*|request\w*|chang\w*|feedback)\b/u],
  [
    'discussed',
    /\b(decid\w*|decisions?|agree\w*|discuss\w*|say|says|said|saying|mention\w*|talk\w*|think|thought|settle\w*|chose|chosen)\b/u,
  ],
];

/** The stages, each in the words a designer may use for it. */
const STAGES: [ProductStage, RegExp][] = [
  ['idea', /\b(ideas?|concepts?|ideation)\b/u],
  [
    'design',
    /\b(in|at) (the )?(design|development)( stage| phase)?\b|\bdesign (stage|phase)\b|\bbeing (designed|developed)\b|\b(designing|developing)\b|\bin dev\b|\bunder development\b/u,
  ],
  ['sampling', /\bsampl(e|es|ing|ed)\b|\bprotos?\b|\bprototyp\w*/u],
  ['approved', /\b(approved|signed[ -]off|sign[ -]off|green[ -]?lit)\b/u],
  ['production', /\b(production|produced|producing|manufactur\w*|in the factory|being made)\b/u],
];

/** A stage said not to be reached: "not yet approved", "aren't in production". */
const NEGATED = /(\bnot|n't|\byet to be)( yet)?( been| be)?( in| at)?\s*$/u;

/** A task's status in words, the first that matches ("not done" is open, not done). */
const TASK_STATUS_WORDS: [TaskStatus[], RegExp][] = [
  [['in_progress'], /\b(in progress|ongoing|underway|under way)\b/u],
  [['todo', 'in_progress'], /\b(open|not done|unfinished|outstanding|pending|left)\b/u],
  [['todo'], /\b(not started|to start)\b/u],
  [['done'], /\b(done|finished|completed|closed)\b/u],
];

const DAY = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

function monthBounds(now: Date, ahead: number) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + ahead;
  return {
    first: isoDate(Date.UTC(year, month, 1)),
    last: isoDate(Date.UTC(year, month + 1, 0)),
  };
}

/** "ten days", "2 weeks", "a fortnight": a span in days, the number read by `compromise`. */
function spanOf(said: string): number | null {
  const match = said.match(
    /\b(?:next|within|in|last|past)\s+(?:the\s+)?(?:next\s+|last\s+|past\s+)?([\w-]+)\s+(days?|weeks?)\b/u,
  );
  if (!match) return /\bfortnight\b/u.test(said) ? 14 : null;
  const [, amount, unit] = match;
  const read = nlp(amount!).numbers().get();
  const value = Number(amount) || (Array.isArray(read) ? read[0] : read) || 0;
  if (!(value > 0 && value <= 366)) return null;
  return unit!.startsWith('week') ? value * 7 : value;
}

const spanLabel = (days: number) => (days === 7 ? 'seven days' : `${days} days`);

function dueTime(said: string, now: Date): QuestionTime | null {
  const today = now.getTime();
  const due = (from: number | string, to: number | string, label: string): QuestionTime => ({
    kind: 'due',
    from: typeof from === 'string' ? from : isoDate(from),
    to: typeof to === 'string' ? to : isoDate(to),
    label,
  });
  const span = spanOf(said);
  if (span) return due(today, today + span * DAY, `in the next ${spanLabel(span)}`);
  if (/\bnext month\b/u.test(said)) {
    const { first, last } = monthBounds(now, 1);
    return due(first, last, 'next month');
  }
  if (/\bthis month\b/u.test(said)) return due(today, monthBounds(now, 0).last, 'this month');
  if (/\bnext week\b/u.test(said)) return due(today + 7 * DAY, today + 14 * DAY, 'next week');
  if (/\btomorrow\b/u.test(said)) return due(today + DAY, today + DAY, 'tomorrow');
  if (/\btoday\b/u.test(said)) return due(today, today, 'today');
  if (/\b(due|this week|coming up|upcoming|soon)\b/u.test(said)) {
    return due(today, today + 7 * DAY, 'in the next seven days');
  }
  return null;
}

function createdTime(said: string, now: Date): QuestionTime {
  const today = now.getTime();
  const since = (from: number | string, label: string): QuestionTime => ({
    kind: 'created',
    since: typeof from === 'string' ? from : isoDate(from),
    label,
  });
  const span = spanOf(said);
  if (span) return since(today - span * DAY, `in the last ${spanLabel(span)}`);
  if (/\btoday\b/u.test(said)) return since(today, 'today');
  if (/\b(this|last|past) week\b/u.test(said)) return since(today - 7 * DAY, 'this week');
  if (/\bthis month\b/u.test(said)) return since(monthBounds(now, 0).first, 'this month');
  return since(today - 30 * DAY, 'in the last 30 days');
}

const LATE =
  /\b(late|overdue|behind|delayed|slipping|slipped)\b|\b(past|missed|missing) (the |their |its )?deadlines?\b/u;
const CREATED = /\b(new|added|created|recent|recently|latest)\b/u;

function timeOf(said: string, now: Date): QuestionTime | null {
  if (LATE.test(said)) return { kind: 'late', before: isoDate(now.getTime() - DAY) };
  if (CREATED.test(said)) return createdTime(said, now);
  return dueTime(said, now);
}

function stageOf(said: string): Pick<ParsedQuestion, 'stage' | 'stageNot'> {
  if (/\bunapproved\b/u.test(said)) return { stage: null, stageNot: ['approved', 'production'] };
  for (const [stage, words] of STAGES) {
    const match = words.exec(said);
    if (!match) continue;
    if (!NEGATED.test(said.slice(0, match.index))) return { stage, stageNot: [] };
    const left: ProductStage[] = stage === 'approved' ? ['approved', 'production'] : [stage];
    return { stage: null, stageNot: left };
  }
  return { stage: null, stageNot: [] };
}

/** A question's opening, enough to find the people it names (tagging costs by length). */
const PEOPLE_IN_FIRST = 1000;

/** The people `compromise` finds, as lower-case words ("Marco's" is Marco). */
function peopleIn(text: string): string[] {
  const names = nlp(text.slice(0, PEOPLE_IN_FIRST)).people().out('array') as string[];
  return [...new Set(names.flatMap((name) => keywordsOf(name.replace(/['’]s\b/gu, ''))))].filter(
    (word) => !ASKING_WORDS.has(word),
  );
}

export function parseQuestion(text: string, now = new Date()): ParsedQuestion {
  const said = text.toLowerCase().replaceAll('’', "'");
  const subject = SUBJECTS.find(([, words]) => words.test(said))?.[0] ?? null;
  const intent = INTENTS.find(([, words]) => words.test(said))?.[0] ?? null;
  const statuses = TASK_STATUS_WORDS.find(([, words]) => words.test(said))?.[0] ?? [];
  return {
    subject,
    intent,
    isCount: /\bhow many\b|\bnumber of\b|\bcount\b|\btotal\b/u.test(said),
    ...stageOf(said),
    time: timeOf(said, now),
    taskStatuses: subject === 'task' ? statuses : [],
    isSelf: /\b(i|my|mine|i'm|i've|i'd)\b|\b(to|for) me\b/u.test(said),
    people: peopleIn(text),
    topic: keywordsOf(said).filter((word) => !ASKING_WORDS.has(word) && !/^\d+$/u.test(word)),
  };
}
