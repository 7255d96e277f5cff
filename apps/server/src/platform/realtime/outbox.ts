/**
 * The event outbox (DESIGN §4, issue 32): a live event is recorded as a job in the action's own
 * transaction and sent once that has committed, so none is lost or sent for a rolled-back action.
 * A module declares each event it emits once — the event of the typed map in `@atelier/domain`,
 * the job kind its rows carry, the payload, and whom it reaches — and calls `record` in its
 * transaction; `registerLiveEvents` (app.ts) delivers every declared event.
 */
import type { z } from 'zod';
import type { ServerEvent, ServerToClientEvents } from '@atelier/domain';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../context.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { JobDefinition, PayloadSchema } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { JobRunner } from '../jobs/runner.ts';

type Message<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/** Whom an event reaches: a team's room, one user's sockets, or some users' (each once). */
export type Audience = { team: string } | { user: string } | { users: readonly string[] };

export interface LiveEventDefinition<E extends ServerEvent, S extends PayloadSchema, I> {
  event: E;
  /** The job kind of its outbox rows; rows already queued name it, so it never changes. */
  kind: string;
  payload: S;
  /** The events one recorded payload stands for (default: itself). */
  each?: (payload: z.output<S>) => I[];
  /** Whom one event reaches, asked after the commit (through the policy where it depends). */
  to: (item: I, ctx: AppContext) => Audience | Promise<Audience>;
  /** What the sockets receive: the item without what only routing needed (default: the item). */
  message?: (item: I) => Message<E>;
}

export interface LiveEvent<S extends PayloadSchema> {
  job: JobDefinition<S>;
  /** Records the event in the caller's transaction; it is sent once that commits. */
  record: (executor: Executor, payload: z.input<S>) => Promise<void>;
}

interface Declared {
  job: JobDefinition;
  send: (ctx: AppContext, payload: Record<string, unknown>) => Promise<void>;
}

const declared: Declared[] = [];

function emit<E extends ServerEvent>(
  ctx: AppContext,
  audience: Audience,
  event: E,
  message: Message<E>,
) {
  const args = [message] as Parameters<ServerToClientEvents[E]>;
  if ('team' in audience) ctx.realtime.toTeam(audience.team, event, ...args);
  else if ('user' in audience) ctx.realtime.toUser(audience.user, event, ...args);
  else ctx.realtime.toUsers(audience.users, event, ...args);
}

export function liveEvent<E extends ServerEvent, S extends PayloadSchema, I = z.output<S>>(
  definition: LiveEventDefinition<E, S, I>,
): LiveEvent<S> {
  // A delivered event is never read again: its row goes at once, not after the week done jobs stay.
  const job = defineJob({
    kind: definition.kind,
    payload: definition.payload,
    concurrency: 4,
    forgetWhenDone: true,
  });
  const each = definition.each ?? ((payload: z.output<S>) => [payload as unknown as I]);
  const message = definition.message ?? ((item: I) => item as unknown as Message<E>);
  declared.push({
    job: job as unknown as JobDefinition,
    send: async (ctx, payload) => {
      for (const item of each(payload as z.output<S>)) {
        emit(ctx, await definition.to(item, ctx), definition.event, message(item));
      }
    },
  });
  return {
    job,
    record: async (executor, payload) => {
      await enqueue(executor, job, payload);
    },
  };
}

/** Delivers every declared live event through the app's job runner. */
export function registerLiveEvents(jobs: JobRunner, ctx: AppContext) {
  for (const { job, send } of declared) jobs.register(job, (payload) => send(ctx, payload));
}
