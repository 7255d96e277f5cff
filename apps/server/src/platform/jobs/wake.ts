/**
 * Wakes the job runners once a transaction has queued work, so an e-mail or a live event leaves
 * at once instead of at the next poll. An instance that runs jobs looks itself; one that only
 * serves requests (INSTANCE_ROLE=web) tells the instances that run them through Redis. A wake-up
 * lost with Redis costs only latency: every runner still polls.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { watchRedis } from '../redis.ts';
import type { JobRunner } from './runner.ts';

const CHANNEL = 'atelier:jobs-queued';

export interface JobWaker {
  /** Work was queued and committed. */
  wake(): void;
  close(): void;
}

export function createJobWaker(options: {
  runner: JobRunner;
  runsJobs: boolean;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}): JobWaker {
  const { runner, runsJobs, redis, log } = options;
  // Subscriptions wait for Redis however long it takes: one given up on would never come back.
  const subscriber = runsJobs ? redis?.duplicate({ maxRetriesPerRequest: null }) : undefined;
  if (subscriber) {
    watchRedis(subscriber, log, 'jobs wake-up subscriber');
    subscriber.subscribe(CHANNEL).catch(() => undefined);
    subscriber.on('message', () => runner.kick());
  }
  return {
    wake() {
      if (runsJobs) runner.kick();
      else redis?.publish(CHANNEL, '1').catch(() => undefined);
    },
    close() {
      subscriber?.disconnect();
    },
  };
}
