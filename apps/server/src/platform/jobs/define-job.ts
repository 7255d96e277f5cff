/**
 * A kind of background work, declared once beside the code that enqueues it: its name, the zod
 * schema of its payload (so enqueue and handler are typed from it, and a row that does not match
 * fails clearly), how many may run at once in one instance and how often it is tried. The handler
 * is given when the app registers the kind (app.ts), where its dependencies exist.
 */
import { z } from 'zod';

/** Payloads are JSON objects: the parsed payload is what is stored and what the handler gets. */
export type PayloadSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface JobDefinition<S extends PayloadSchema = PayloadSchema> {
  kind: string;
  payload: S;
  /** Runs of this kind at once in one instance (a run is one job, or one batch of them). */
  concurrency: number;
  /**
   * Jobs of this kind a batch handler (`registerBatch`) is given at once: many small jobs then
   * cost one claim, one handler call (one transaction) and one statement marking them done.
   */
  batchSize: number;
  /** Tries before the job is left `failed` for inspection. */
  maxAttempts: number;
  /** A sweep: one occurrence per period of this many seconds, across all instances. */
  everySeconds?: number;
  /**
   * Deleted once done instead of kept DONE_KEPT_DAYS (a delivered live event: nothing reads it
   * again, and every action writes one). Failed ones are kept as any.
   */
  forgetWhenDone?: boolean;
}

export interface JobInfo {
  id: string;
  /** 1 on the first try. */
  attempts: number;
  /** When it was claimed, by the runner's clock (the database's): how late it started. */
  claimedAt: Date;
}

export type JobHandler<S extends PayloadSchema> = (
  payload: z.output<S>,
  job: JobInfo,
) => Promise<void>;

/** One claimed job of a batch: its typed payload and what the runner knows of it. */
export interface BatchItem<S extends PayloadSchema> {
  payload: z.output<S>;
  job: JobInfo;
}

/** Handles up to `batchSize` jobs at once; all of them succeed or all are tried again. */
export type BatchJobHandler<S extends PayloadSchema> = (items: BatchItem<S>[]) => Promise<void>;

export const DEFAULT_MAX_ATTEMPTS = 8;

export function defineJob<S extends PayloadSchema>(definition: {
  kind: string;
  payload: S;
  concurrency?: number;
  maxAttempts?: number;
  batchSize?: number;
  forgetWhenDone?: boolean;
}): JobDefinition<S> {
  return {
    kind: definition.kind,
    payload: definition.payload,
    concurrency: definition.concurrency ?? 1,
    maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    batchSize: definition.batchSize ?? 1,
    ...(definition.forgetWhenDone ? { forgetWhenDone: true } : {}),
  };
}

const noPayload = z.object({});

/**
 * Work declared in code to run every period (e.g. every minute): each running instance records
 * the period's occurrence, the unique dedupe key keeps it to one row, and one runner claims it.
 */
export function defineSweep(definition: {
  kind: string;
  everySeconds: number;
}): JobDefinition<typeof noPayload> {
  return { ...defineJob({ kind: definition.kind, payload: noPayload }), ...definition };
}
