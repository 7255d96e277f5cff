/**
 * The dashboard's cards (SPEC §1, issue 34): what is moving, which fabrics the team reaches for,
 * how much of the plan's storage is used, and what happened lately. Each card reads the selected
 * team, or every team of the user when none is chosen.
 */
import { z } from 'zod';
import { messages } from './messages.ts';
import { PRODUCT_STAGES, type ProductStage } from './products.ts';
import { zRecordId } from './teams.ts';

/** How many rows a list card shows at most, and how many it may ask for. */
export const DASHBOARD_LIST_DEFAULT = 8;
export const DASHBOARD_LIST_MAX = 50;

/** The stages a product is still being worked on in: the active-products card's list. */
export const ACTIVE_STAGES = ['idea', 'design', 'sampling'] as const satisfies ProductStage[];

/** Trending fabrics compare the last TRENDING_WINDOW_DAYS with as many days before them. */
export const TRENDING_WINDOW_DAYS = 30;
/** Total uploads chart the last UPLOAD_WEEKS weeks, each from Monday 00:00 UTC. */
export const UPLOAD_WEEKS = 12;
/** Past this share of the plan's storage the uploads bar warns. */
export const STORAGE_WARNING_SHARE = 0.8;

export const ZDashboardQuery = z.object({
  /** The selected team; none means every team of the user. */
  teamId: zRecordId().optional(),
  limit: z.coerce
    .number({ error: messages.dashboardLimitInvalid })
    .int({ message: messages.dashboardLimitInvalid, abort: true })
    .min(1, messages.dashboardLimitInvalid)
    .max(DASHBOARD_LIST_MAX, messages.dashboardLimitInvalid)
    .default(DASHBOARD_LIST_DEFAULT),
});
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

const ZRef = z.object({ _id: z.string(), name: z.string() });

export const ZActiveProduct = z.object({
  _id: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  name: z.string(),
  stage: z.enum(PRODUCT_STAGES),
  /** 'YYYY-MM-DD', or null. */
  deadline: z.string().nullable(),
  updatedAt: z.string(),
  /** Who changed it last (its creator until someone edits it); null once they are deleted. */
  updatedBy: ZRef.nullable(),
  /** The product's first image, as small as it is made: null when it has none. */
  cover: z.object({ url: z.string(), thumbnail: z.string().nullable() }).nullable(),
});
export type ActiveProduct = z.infer<typeof ZActiveProduct>;

/** Every stage with how many of the shown teams' products are in it (zero included). */
export const ZCountsByStage = z.object(
  Object.fromEntries(PRODUCT_STAGES.map((stage) => [stage, z.number()])) as Record<
    ProductStage,
    z.ZodNumber
  >,
);
export type CountsByStage = z.infer<typeof ZCountsByStage>;

export const ZTrendingFabric = z.object({
  _id: z.string(),
  teamId: z.string(),
  name: z.string(),
  /** Products created in the last 30 days that use it. */
  count: z.number(),
  /** Products created in the 30 days before those. */
  previousCount: z.number(),
  /** The fabric's swatch image (its thumbnail once made), or null. */
  swatch: z.string().nullable(),
});
export type TrendingFabric = z.infer<typeof ZTrendingFabric>;

export const ZUploadWeek = z.object({
  /** Monday of the week, 'YYYY-MM-DD' (UTC). */
  weekStart: z.string(),
  count: z.number(),
  bytes: z.number(),
});
export type UploadWeek = z.infer<typeof ZUploadWeek>;

export const ZTotalUploads = z.object({
  count: z.number(),
  bytes: z.number(),
  /** The plan's storage limit for one team, or null when it has none (or for several teams). */
  limitBytes: z.number().nullable(),
  weeks: z.array(ZUploadWeek),
});
export type TotalUploads = z.infer<typeof ZTotalUploads>;

export const ACTIVITY_KINDS = ['created', 'updated', 'comment', 'like', 'share'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ZActivity = z.object({
  /** Stable across reads: the kind and the row it comes from. */
  _id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  actor: ZRef.nullable(),
  product: ZRef,
  teamId: z.string(),
  /** A comment's first words; empty for the other kinds. */
  excerpt: z.string(),
});
export type Activity = z.infer<typeof ZActivity>;
