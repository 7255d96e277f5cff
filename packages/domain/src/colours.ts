/**
 * The colour library (issue 5): colours with name, code (e.g. a TCX reference) and hex code,
 * favourites per user, per-team grids and palette import. Shared by the forms and the routes.
 */
import { z } from 'zod';
import {
  CATALOGUE_SORT_FIELDS,
  zEntryName,
  ZEntryPolicies,
  zOrderBy,
  zSearch,
} from './catalogues.ts';
import { messages } from './messages.ts';
import { zPage, zPageSize, zRecordId } from './teams.ts';

export const COLOUR_NAME_MAX = 60;
export const COLOUR_CODE_MAX = 30;
/** How many colours `colour/colorByTeam/{teamId}` answers at most (the grid). */
export const COLOUR_GRID_MAX = 1000;
/** A palette import takes at most this many colours and this much text. */
export const PALETTE_ROWS_MAX = 500;
export const PALETTE_TEXT_MAX = 100_000;

/** SPEC §5 'Hex code must be correct': six hex digits (or CSS's three), with or without '#'. */
export const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A hex code standing alone in a palette: three digits need their '#' ('bad' is a word). */
const BARE_HEX_PATTERN = /^(#?[0-9a-f]{6}|#[0-9a-f]{3})$/i;

/** '#RRGGBB', upper case; the three-digit shorthand is spelled out ('#fa0' → '#FFAA00'). */
export function normaliseHex(hex: string): string {
  const digits = hex.trim().replace(/^#/, '').toUpperCase();
  const full = digits.length === 3 ? digits.replace(/./g, (digit) => digit + digit) : digits;
  return `#${full}`;
}

export const zHexCode = z
  .string({ error: messages.hexCodeRequired })
  .trim()
  .min(1, { message: messages.hexCodeRequired, abort: true })
  .max(20, { message: messages.hexCodeIncorrect, abort: true })
  .regex(HEX_PATTERN, messages.hexCodeIncorrect)
  .transform(normaliseHex);

const colourFields = {
  name: zEntryName(messages.colourNameRequired, messages.colourNameTooLong, COLOUR_NAME_MAX),
  code: zEntryName(messages.colourCodeRequired, messages.colourCodeTooLong, COLOUR_CODE_MAX),
  hexCode: zHexCode,
};

/** The three fields every colour needs (also what each palette row is checked with). */
export const ZColourFields = z.object(colourFields);

export const ZCreateColourSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  ...colourFields,
});
export type TCreateColourSchema = z.input<typeof ZCreateColourSchema>;

/** A colour stays in its team; a teamId sent along is ignored. */
export const ZUpdateColourSchema = ZColourFields;
export type TUpdateColourSchema = z.input<typeof ZUpdateColourSchema>;

export const COLOUR_SORT_FIELDS = [...CATALOGUE_SORT_FIELDS, 'code'] as const;

/** `GET colour?teamId&page&limit&search&sortBy&orderBy`; search matches name, code and hex. */
export const ZColourListQuery = z.object({
  teamId: zRecordId().optional(),
  page: zPage,
  limit: zPageSize,
  search: zSearch,
  sortBy: z.enum(COLOUR_SORT_FIELDS).default('createdAt'),
  orderBy: zOrderBy,
});
export type TColourListQuery = z.input<typeof ZColourListQuery>;

/** `GET colour/favorite`: my favourites, newest first, optionally of one team or matching a search. */
export const ZFavoriteListQuery = z.object({
  teamId: zRecordId().optional(),
  page: zPage,
  limit: zPageSize,
  search: zSearch,
});
export type TFavoriteListQuery = z.input<typeof ZFavoriteListQuery>;

export const ZToggleFavoriteSchema = z.object({ colourId: zRecordId() });
export type TToggleFavoriteSchema = z.input<typeof ZToggleFavoriteSchema>;

export const ZImportColoursSchema = z.object({
  teamId: zRecordId(messages.teamSelectRequired),
  text: z
    .string({ error: messages.paletteRequired })
    .max(PALETTE_TEXT_MAX, messages.paletteTooLong)
    .refine((text) => text.trim() !== '', messages.paletteRequired),
});
export type TImportColoursSchema = z.input<typeof ZImportColoursSchema>;

// ---------------------------------------------------------------- palette parsing

export interface PaletteRow {
  /** 1-based line of the pasted text. */
  line: number;
  text: string;
  name: string;
  code: string;
  hexCode: string;
}

export interface PaletteError {
  line: number;
  text: string;
  message: string;
}

/** Splits one CSV line on `delimiter`, honouring double quotes ("a, b" and "" inside them). */
function splitCsv(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

const isHeader = (fields: string[]) => {
  const lower = fields.map((field) => field.toLowerCase());
  return lower.includes('name') && lower.some((field) => field.startsWith('hex'));
};

/**
 * Reads a pasted palette: CSV lines `name,code,hex` (an optional header line `name,code,hex`;
 * `;` or tab also separate), or plain hex codes, one per line or separated by commas or spaces
 * (their name and code are then the hex code). Good rows and bad rows come back apart, each with
 * its line; nothing is all-or-nothing. Duplicates are the server's to find.
 */
export function parsePalette(text: string): { rows: PaletteRow[]; errors: PaletteError[] } {
  const rows: PaletteRow[] = [];
  const errors: PaletteError[] = [];
  let seenContent = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '') return;
    const first = !seenContent;
    seenContent = true;

    const tokens = content.split(/[\s,;]+/).filter(Boolean);
    if (tokens.every((token) => BARE_HEX_PATTERN.test(token))) {
      for (const token of tokens) {
        const hexCode = normaliseHex(token);
        rows.push({ line, text: token, name: hexCode, code: hexCode, hexCode });
      }
      return;
    }

    const delimiter = [',', ';', '\t'].find((candidate) => content.includes(candidate));
    const fields = delimiter ? splitCsv(content, delimiter) : [content];
    if (first && isHeader(fields)) return;
    if (fields.length < 3) {
      errors.push({ line, text: content, message: messages.paletteLineInvalid });
      return;
    }
    const parsed = ZColourFields.safeParse({
      name: fields[0],
      code: fields[1],
      hexCode: fields[2],
    });
    if (!parsed.success) {
      errors.push({ line, text: content, message: parsed.error.issues[0]!.message });
      return;
    }
    rows.push({ line, text: content, ...parsed.data });
  });
  return { rows, errors };
}

// ---------------------------------------------------------------- responses

export const ZColour = z.object({
  _id: z.string(),
  teamId: z.string(),
  name: z.string(),
  code: z.string(),
  hexCode: z.string(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  policies: ZEntryPolicies,
});
export type Colour = z.infer<typeof ZColour>;

export const ZFavoriteResult = z.object({ colourId: z.string(), isFavorite: z.boolean() });
export type FavoriteResult = z.infer<typeof ZFavoriteResult>;

export const ZPaletteError = z.object({
  line: z.number(),
  text: z.string(),
  message: z.string(),
  /** The message's key and values in the server texts, for the reader's language (issue 47 §4). */
  key: z.string().optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const ZImportColoursResult = z.object({
  added: z.array(ZColour),
  errors: z.array(ZPaletteError),
});
export type ImportColoursResult = z.infer<typeof ZImportColoursResult>;
