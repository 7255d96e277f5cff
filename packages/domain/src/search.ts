/**
 * Global search (issue 33): what it finds, the operators a power user types, and its request and
 * answer. The parser is shared so the palette shows the operators it understood.
 */
import { z } from 'zod';
import { GLOBAL_SEARCH_MIN } from './constants.ts';
import { messages } from './messages.ts';
import { zPage, zPageSize, zRecordId } from './teams.ts';

export const SEARCH_KINDS = [
  'product',
  'comment',
  'file',
  'colour',
  'catalogue',
  'pom',
  'team',
  'member',
  'task',
  'reminder',
  'event',
  'message',
  'announcement',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The results page's and palette's group titles, in the order they are shown. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  product: 'Products',
  comment: 'Comments',
  file: 'Files',
  colour: 'Colours',
  catalogue: 'Catalogues',
  pom: 'Points of measure',
  team: 'Teams',
  member: 'People',
  task: 'Tasks',
  reminder: 'Reminders',
  event: 'Events',
  message: 'Messages',
  announcement: 'Announcements',
};

/** `in:` names, plural as a user types them, with the spellings a user is likely to try. */
const KIND_NAMES: Record<string, SearchKind> = {
  products: 'product',
  comments: 'comment',
  files: 'file',
  colours: 'colour',
  colors: 'colour',
  catalogues: 'catalogue',
  catalogs: 'catalogue',
  poms: 'pom',
  measurements: 'pom',
  teams: 'team',
  members: 'member',
  people: 'member',
  tasks: 'task',
  reminders: 'reminder',
  events: 'event',
  calendar: 'event',
  messages: 'message',
  announcements: 'announcement',
};

export const GLOBAL_SEARCH_MAX = 200;

export interface ParsedSearch {
  /** The words left once the operators are taken out, for full-text and name matching. */
  text: string;
  /** `in:products|comments` (or several `in:`); empty for every kind. */
  kinds: SearchKind[];
  /** `team:<name>` or `team:"two words"`: teams whose name contains it. */
  team?: string;
  /** `#D22B2B` or `#D22`: the colours nearest to it, and the products wearing them. */
  hex?: string;
}

const OPERATOR = /(?<=^|\s)(in|team):("[^"]*"|\S+)/giu;
const HEX = /(?<=^|\s)#([0-9a-f]{6}|[0-9a-f]{3})(?=\s|$)/iu;

/** Reads the operators out of a search; an `in:` it does not know stays part of the text. */
export function parseSearch(input: string): ParsedSearch {
  const kinds = new Set<SearchKind>();
  let team: string | undefined;
  let text = input.replace(OPERATOR, (whole, operator: string, value: string) => {
    const unquoted = value.replace(/^"|"$/gu, '').trim();
    if (operator.toLowerCase() === 'team') {
      team = unquoted;
      return '';
    }
    const named = unquoted.toLowerCase().split(/[|,]/u);
    const known = named.map((name) => KIND_NAMES[name]);
    if (known.some((kind) => kind === undefined)) return whole;
    for (const kind of known) kinds.add(kind!);
    return '';
  });
  let hex: string | undefined;
  text = text.replace(HEX, (_whole, digits: string) => {
    const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
    hex = `#${full.toUpperCase()}`;
    return '';
  });
  text = text.replace(/\s+/gu, ' ').trim();
  return { text, kinds: [...kinds], ...(team ? { team } : {}), ...(hex ? { hex } : {}) };
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/** `GET globalSearch?searchFilter&kind&teamId&page&limit` (SPEC §5: 3 characters at least). */
export const ZGlobalSearchQuery = z
  .object({
    searchFilter: z
      .string({ error: messages.searchTooShort })
      .max(GLOBAL_SEARCH_MAX, messages.searchTooLong)
      .refine((text) => !CONTROL.test(text), messages.searchUnreadable)
      .transform((text) => text.trim()),
    kind: z.enum(SEARCH_KINDS, { error: messages.searchKindInvalid }).optional(),
    teamId: zRecordId().optional(),
    page: zPage,
    limit: zPageSize,
  })
  .superRefine((query, context) => {
    const parsed = parseSearch(query.searchFilter);
    if (parsed.hex === undefined && [...parsed.text].length < GLOBAL_SEARCH_MIN) {
      context.addIssue({
        code: 'custom',
        message: messages.searchTooShort,
        path: ['searchFilter'],
      });
    }
  });
export type TGlobalSearchQuery = z.input<typeof ZGlobalSearchQuery>;

/**
 * One result. `snippet` is plain text with the matched words between `<mark>` and `</mark>` (the
 * rest is not HTML: render it as text); `url` is the page that opens it.
 */
export const ZSearchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  _id: z.string(),
  title: z.string(),
  snippet: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  url: z.string(),
  /** When it was made or last changed. */
  at: z.string(),
  /** A colour's hex, or the swatch of a product found by colour. */
  swatch: z.string().optional(),
  /** How far the colour is from a searched hex code (ΔE 2000). */
  deltaE: z.number().optional(),
});
export type SearchHit = z.output<typeof ZSearchHit>;

/** Beside the page: how many results each kind has, for the results page's filters. */
export const ZSearchCounts = z.object({
  counts: z.partialRecord(z.enum(SEARCH_KINDS), z.number().int()),
});
