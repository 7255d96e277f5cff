/**
 * Line sheets (issue 36 §4): a filtered wall handed to buyers — as a PDF, CSV or XLSX file made
 * by a durable job (progress on the page, the file by download and by e-mail), or as a live link
 * that always shows the products the filters match now.
 */
import { z } from 'zod';
import { DATE_FORMATS } from './constants.ts';
import { LANGUAGE_CODES } from './general-settings.ts';
import { messages } from './messages.ts';
import { ZProductListQuery } from './products.ts';
import { SHARE_EXPIRY_MAX_DAYS } from './sharing.ts';
import { zPage, zRecordId } from './teams.ts';

export const LINESHEET_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type LineSheetFormat = (typeof LINESHEET_FORMATS)[number];
export const isLineSheetFormat = (value: string): value is LineSheetFormat =>
  (LINESHEET_FORMATS as readonly string[]).includes(value);

export const LINESHEET_FORMAT_LABELS: Record<LineSheetFormat, string> = {
  pdf: 'PDF line sheet',
  csv: 'CSV spreadsheet',
  xlsx: 'Excel workbook (XLSX)',
};

/** What each file is, as storage keeps and serves it. */
export const LINESHEET_CONTENT_TYPES: Record<LineSheetFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The most products one sheet holds: past it, the filters are narrowed first. */
export const LINESHEET_MAX_PRODUCTS = 1000;
/** From this many products a sheet is also e-mailed: it may take longer than one waits. */
export const LINESHEET_MAIL_FROM = 100;
export const LINESHEET_TITLE_MAX = 80;
/** Days a made file is kept to download again; its e-mail carries it for longer. */
export const LINESHEET_KEPT_DAYS = 7;
/** Sheets one member may have queued or being made at once, in all their teams. */
export const LINESHEET_QUEUED_MAX = 3;
/** Cards a live link's visitor is sent at a time: the page loads the next as they scroll. */
export const LINESHEET_SHARED_PAGE = 50;

/** The wall's filters and order, as the wall's address carries them. */
export const ZLineSheetFilters = ZProductListQuery.pick({
  search: true,
  season: true,
  tag: true,
  category: true,
  fabric: true,
  stage: true,
  deadlineFrom: true,
  deadlineTo: true,
  sortBy: true,
  orderBy: true,
});
export type LineSheetFilters = z.infer<typeof ZLineSheetFilters>;

export const ZCreateLineSheetSchema = z.object({
  teamId: zRecordId(),
  filters: ZLineSheetFilters.default({ sortBy: 'createdAt', orderBy: 'desc' }),
  format: z.enum(LINESHEET_FORMATS, { error: messages.lineSheetFormatInvalid }),
  /**
   * The language of the file's own words (cover, labels, column headers); what people entered
   * stays as entered. Left out: the maker's saved language.
   */
  language: z.enum(LANGUAGE_CODES, { error: messages.languageInvalid }).optional(),
});
export type TCreateLineSheetSchema = z.input<typeof ZCreateLineSheetSchema>;

export const LINESHEET_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type LineSheetStatus = (typeof LINESHEET_STATUSES)[number];

/** A line sheet being made, or made: `resultUrl` appears once it is ready. */
export const ZLineSheet = z.object({
  _id: z.string(),
  teamId: z.string(),
  format: z.enum(LINESHEET_FORMATS),
  status: z.enum(LINESHEET_STATUSES),
  /** Products on the sheet, and how many are rendered so far. */
  productCount: z.number(),
  done: z.number(),
  fileName: z.string(),
  /** A short-lived signed link to the file, once it is ready. */
  resultUrl: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type LineSheet = z.infer<typeof ZLineSheet>;

export const ZLineSheetParams = z.object({ jobId: zRecordId() });

/** A live link: view only, revocable, expiring (at most SHARE_EXPIRY_MAX_DAYS). */
export const ZCreateLineSheetLinkSchema = z.object({
  teamId: zRecordId(),
  filters: ZLineSheetFilters.default({ sortBy: 'createdAt', orderBy: 'desc' }),
  title: z
    .string()
    .trim()
    .min(1, messages.lineSheetTitleRequired)
    .max(LINESHEET_TITLE_MAX, messages.lineSheetTitleTooLong),
  expiresInDays: z.coerce
    .number({ error: messages.lineSheetExpiryInvalid })
    .int(messages.lineSheetExpiryInvalid)
    .min(1, messages.lineSheetExpiryInvalid)
    .max(SHARE_EXPIRY_MAX_DAYS, messages.lineSheetExpiryInvalid),
});
export type TCreateLineSheetLinkSchema = z.input<typeof ZCreateLineSheetLinkSchema>;

export const ZLineSheetLink = z.object({
  _id: z.string(),
  teamId: z.string(),
  title: z.string(),
  filters: ZLineSheetFilters,
  /** The page a buyer opens: `/linesheet/<token>`. */
  url: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type LineSheetLink = z.infer<typeof ZLineSheetLink>;

export const ZLineSheetLinkParams = z.object({ id: zRecordId() });
export const ZLineSheetLinkListQuery = z.object({ teamId: zRecordId() });

/** One product as the buyer reads it, on the live sheet and in the files alike. */
export const ZLineSheetCard = z.object({
  _id: z.string(),
  name: z.string(),
  styleNumber: z.string(),
  season: z.string().nullable(),
  category: z.string().nullable(),
  colours: z.array(z.object({ name: z.string(), hexCode: z.string() })),
  fabrics: z.array(z.string()),
  sizes: z.array(z.string()),
  composition: z.string(),
  wholesalePrice: z.number().nullable(),
  retailPrice: z.number().nullable(),
  currency: z.string().nullable(),
  deliveryFrom: z.string().nullable(),
  deliveryTo: z.string().nullable(),
  /** A signed link to the product's preview image, when it has one. */
  image: z.string().nullable(),
});
export type LineSheetCard = z.infer<typeof ZLineSheetCard>;

/**
 * What the live link shows a buyer: the sheet as it is now, LINESHEET_SHARED_PAGE cards at a
 * time; `total` is every card of the sheet, `nextPage` the page to ask for next (null at the end).
 */
export const ZSharedLineSheet = z.object({
  title: z.string(),
  team: z.object({ name: z.string(), logo: z.string().nullable() }),
  products: z.array(ZLineSheetCard),
  page: z.number(),
  total: z.number(),
  nextPage: z.number().nullable(),
  expiresAt: z.string(),
  /** How the member who shared it writes dates: the page writes the delivery windows so. */
  dateFormat: z.enum(DATE_FORMATS),
});
export type SharedLineSheet = z.infer<typeof ZSharedLineSheet>;

export const ZSharedLineSheetQuery = z.object({
  token: z.string().max(200, messages.lineSheetLinkInvalid),
  page: zPage,
});
