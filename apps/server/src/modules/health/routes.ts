import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { envelope, reply } from '../../platform/http/envelope.ts';

const zHealth = envelope(
  z.object({
    status: z.enum(['ok', 'unavailable', 'draining']),
    database: z.enum(['up', 'down']),
  }),
);

// Load balancers poll health hard: one database ping a second answers all of them.
const PING_TTL_MS = 1000;

// The answer is built here from constants, so there is nothing for the zod serializer to strip or
// check: plain JSON saves a tenth of a health check.
const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Liveness and readiness: answers 200 only when the database answers, and 503 'draining' once the
 * instance was asked to stop (it still serves what reaches it until it closes: main.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // `up` is known once the ping settles: from then on a check answers at once, without awaiting
  // an already settled promise (a tick and a promise per check, a twentieth of a health check).
  let last: { at: number; settled: Promise<boolean>; up?: boolean } | undefined;
  const databaseUp = () => {
    if (!last || Date.now() - last.at > PING_TTL_MS) {
      const ping: NonNullable<typeof last> = {
        at: Date.now(),
        settled: ctx.db.execute(sql`select 1`).then(
          () => (ping.up = true),
          () => (ping.up = false),
        ),
      };
      last = ping;
    }
    return last;
  };
  const answer = (res: FastifyReply, up: boolean) => {
    if (ctx.lifecycle.draining) {
      reply(res, { status: 'draining', database: up ? 'up' : 'down' }, 'Shutting down', 503);
    } else if (up) reply(res, { status: 'ok', database: 'up' }, 'OK');
    else reply(res, { status: 'unavailable', database: 'down' }, 'Database unavailable', 503);
  };

  app.get('/api/health', {
    schema: {
      summary: 'Check health',
      description:
        'Anyone, typically a load balancer. 200 while the database answers; 503 when it does not, or once the instance is draining before it stops.',
      tags: ['health'],
      response: { 200: zHealth, 503: zHealth },
    },
    serializerCompiler: plainJson,
    handler: (_request, res) => {
      const ping = databaseUp();
      if (ping.up === undefined) return ping.settled.then((up) => answer(res, up));
      answer(res, ping.up);
    },
  });
};
