/** Builds the Fastify app: plugins in order (external → platform → modules), testable with inject. */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import sharp from 'sharp';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_BASE } from '@atelier/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { designmateRoutes } from './modules/designmate/routes.ts';
import { timelineRoutes } from './modules/timeline/routes.ts';
import { lineSheetJob, makeLineSheet, smallLineSheetJob } from './modules/linesheets/job.ts';
import { expiredLineSheetsSweep, removeExpiredLineSheets } from './modules/linesheets/retention.ts';
import { lineSheetRoutes } from './modules/linesheets/routes.ts';
import { approvalRoutes } from './modules/products/approvals-routes.ts';
import { pomRoutes } from './modules/poms/routes.ts';
import { materialRoutes } from './modules/materials/routes.ts';
import { specRoutes } from './modules/specs/routes.ts';
import { bomRoutes } from './modules/bom/routes.ts';
import { costingRoutes } from './modules/costing/routes.ts';
import { fitRoutes } from './modules/fits/routes.ts';
import { constructionRoutes } from './modules/construction/routes.ts';
import {
  orphanedTechpackFilesSweep,
  removeOrphanedTechpackFiles,
} from './modules/techpacks/retention.ts';
import { supplierRoutes } from './modules/suppliers/routes.ts';
import { apiTokenRoutes } from './modules/api-tokens/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { registerWebhookJobs } from './modules/webhooks/sender.ts';
import { sampleRoutes } from './modules/samples/routes.ts';
import { noticeLateSample, sampleLateJob } from './modules/samples/late.ts';
import { techpackLinkRoutes } from './modules/techpack-links/routes.ts';
import { techpackRoutes } from './modules/techpacks/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { expiredTripsSweep, removeExpiredTrips } from './modules/social/expired-trips.ts';
import { socialRoutes } from './modules/social/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { endGraceNow, graceSweep } from './modules/billing/grace.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { catalogueRoutes } from './modules/catalogues/routes.ts';
import { colourRoutes } from './modules/colours/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { deliverNotifications, deliverNotificationsJob } from './modules/notifications/delivery.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { fireReminders, reminderFireJob } from './modules/reminders/firing.ts';
import { reminderRoutes } from './modules/reminders/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { roleRoutes } from './modules/roles/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { sharingRoutes } from './modules/sharing/routes.ts';
import { visitorRoutes } from './modules/sharing/visitor-routes.ts';
import { messageDigestJob, sendDigest } from './modules/conversations/digest.ts';
import { messageRoutes } from './modules/conversations/routes.ts';
import { signalTyping } from './modules/conversations/service.ts';
import { taskRoutes } from './modules/tasks/routes.ts';
import { invitationRoutes, teamRoutes } from './modules/teams/routes.ts';
import { teamRolePermissions } from './modules/teams/service.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { authenticateByDefault } from './platform/auth/authenticate.ts';
import { tokenRateLimit } from './platform/auth/token-rate.ts';
import { deriveSecrets } from './platform/auth/secrets.ts';
import { createTokens } from './platform/auth/tokens.ts';
import type { AppContext } from './platform/context.ts';
import { createErrorReporter } from './platform/errors/reporting.ts';
import { registerCompression } from './platform/http/compression.ts';
import { registerErrorHandling } from './platform/http/error-handler.ts';
import { lazyChildLoggerFactory } from './platform/http/request-logger.ts';
import {
  expiredIdempotencyKeysSweep,
  removeExpiredIdempotencyKeys,
} from './platform/http/idempotency.ts';
import { recogniseMultipart } from './platform/http/multipart.ts';
import { refuseUnusableInput } from './platform/http/request-input.ts';
import { tooManyRequests } from './platform/http/errors.ts';
import { redisStoreWithFallback } from './platform/http/rate-limit-store.ts';
import { registerSecurityHeaders, securityHeaderValues } from './platform/http/security-headers.ts';
import { inlineScriptSources } from './platform/http/inline-scripts.ts';
import { registerStatic, WEB_PAGES } from './platform/http/static.ts';
import { createRealtime } from './platform/realtime/realtime.ts';
import { startPresence } from './modules/presence/service.ts';
import type { Presence } from './modules/presence/service.ts';
import { applyRoomChange, roomChangesJob } from './platform/realtime/room-changes.ts';
import { registerLiveEvents } from './platform/realtime/outbox.ts';
import { JobRunner } from './platform/jobs/runner.ts';
import { createJobWaker } from './platform/jobs/wake.ts';
import { mailJob, withAttachments } from './platform/mail/queue-mail.ts';
import { makeDerivatives, mediaDerivativesJob } from './platform/media/media.ts';
import {
  orphanedUploadsSweep,
  removeOrphanedUploads,
  removeStoredFiles,
  removeStoredFilesJob,
} from './platform/media/orphaned-uploads.ts';
import { createFailures } from './platform/failures.ts';
import { createMailSender } from './platform/mail/transport.ts';
import type { MailSender } from './platform/mail/transport.ts';
import { systemResolver } from './platform/net/resolve-host.ts';
import type { HostResolver } from './platform/net/resolve-host.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { privateFiles } from './platform/storage/private-files.ts';
import { privateFileRoutes } from './platform/storage/private-files-route.ts';
import type { Storage } from './platform/storage/storage.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  redis?: Redis | undefined;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mail delivery (tests capture messages). */
  mailSender?: MailSender;
  jobPollMs?: number;
  /** Run background jobs in this process (default: unless the instance's role is `web`). */
  startJobs?: boolean;
  /** Replaces the system's resolver for webhook hosts (tests name hosts of their own). */
  resolveHost?: HostResolver;
}

/** Believe X-Forwarded-For up to this many proxies from our side (Fastify's number form). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  // libvips' operation cache keeps decoded images for reuse Atelier never asks for (an upload's
  // derivatives, a line sheet's images: each decoded once). Off, a 500-product line sheet peaks
  // about 60 MB lower (bench/linesheet).
  sharp.cache(false);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    childLoggerFactory: lazyChildLoggerFactory,
    bodyLimit: 1_048_576,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);

  const storage = createStorage(config);
  const jobs = new JobRunner(database.db, app.log, { pollMs: options.jobPollMs });
  const sendMail = options.mailSender ?? createMailSender(config);
  jobs.register(mailJob, async (message, job) =>
    sendMail(await withAttachments(storage, message), job.id),
  );
  const failures = createFailures(app.log);
  const reporter = createErrorReporter({ dsn: config.sentryDsn, environment: config.env });
  const tokens = createTokens(config.jwtSecret, database.db);
  const secrets = deriveSecrets(config.jwtSecret);
  const realtime = createRealtime({
    server: app.server,
    tokens,
    publicUrl: config.publicUrl,
    log: app.log,
    failures,
    redis: options.redis,
    teamIdsOf: async (userId) =>
      (await teamRolePermissions(database.db, userId)).map((entry) => entry.teamId),
  });
  const isTeamMember = async (userId: string, teamId: string) =>
    (await teamRolePermissions(database.db, userId)).some((entry) => entry.teamId === teamId);
  const runsJobs = options.startJobs ?? config.role !== 'web';
  const waker = createJobWaker({ runner: jobs, runsJobs, redis: options.redis, log: app.log });
  const ctx: AppContext = {
    config,
    db: database.db,
    jobs,
    wakeJobs: waker.wake,
    storage,
    files: privateFiles(storage, secrets),
    tokens,
    secrets,
    realtime,
    failures,
    reporter,
    lifecycle: { draining: false },
    applyRoomChange: (change) => applyRoomChange(realtime, change, isTeamMember),
    resolveHost: options.resolveHost ?? systemResolver,
  };
  app.decorate('ctx', ctx);
  jobs.register(roomChangesJob, (change) => ctx.applyRoomChange(change));
  registerLiveEvents(jobs, ctx);
  jobs.registerBatch(reminderFireJob, (due) => fireReminders(ctx, due));
  jobs.register(deliverNotificationsJob, ({ ids }) => deliverNotifications(ctx, ids));
  jobs.register(messageDigestJob, ({ userId, through }) =>
    sendDigest(ctx, userId, new Date(through)),
  );
  realtime.handle('typing', (userId, input) => signalTyping(ctx, userId, input));
  const presence = startPresence(ctx);
  app.decorate('presence', presence);
  jobs.register(mediaDerivativesJob, ({ path }) => makeDerivatives(database.db, storage, path));
  jobs.register(orphanedUploadsSweep, () => removeOrphanedUploads(database.db));
  jobs.register(expiredIdempotencyKeysSweep, () => removeExpiredIdempotencyKeys(database.db));
  jobs.register(expiredTripsSweep, () => removeExpiredTrips(database.db));
  jobs.register(graceSweep, () => endGraceNow(ctx));
  jobs.register(removeStoredFilesJob, ({ paths }) => removeStoredFiles(storage, paths));
  jobs.register(lineSheetJob, (payload, job) => makeLineSheet(ctx, payload, job));
  jobs.register(smallLineSheetJob, (payload, job) => makeLineSheet(ctx, payload, job));
  jobs.register(expiredLineSheetsSweep, () => removeExpiredLineSheets(ctx));
  jobs.register(orphanedTechpackFilesSweep, () => removeOrphanedTechpackFiles(ctx));
  jobs.register(sampleLateJob, ({ sampleId }) => noticeLateSample(ctx, sampleId));
  registerWebhookJobs(jobs, ctx);

  const headerOptions = {
    hsts: config.env === 'production' && config.publicUrl.startsWith('https://'),
    inlineScripts: inlineScriptSources(config.webDist, WEB_PAGES),
  };
  // CORS allows one origin, PUBLIC_URL, so its header is the same on every answer and is sent with
  // the security headers; @fastify/cors, which rebuilt its options on every request it saw,
  // answers preflights only, in a context of its own.
  registerSecurityHeaders(app, headerOptions, { 'access-control-allow-origin': config.publicUrl });
  const socketHeaders = securityHeaderValues(headerOptions);
  realtime.io.engine.on('headers', (headers: Record<string, string>) =>
    Object.assign(headers, socketHeaders),
  );
  refuseUnusableInput(app);
  await app.register(async (preflights) => {
    await preflights.register(cors, { origin: config.publicUrl, credentials: false });
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: options.redis && redisStoreWithFallback(options.redis, 'atelier-rl-', app.log),
    errorResponseBuilder: () => tooManyRequests(),
  });
  recogniseMultipart(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Atelier API',
        version: '1.0.0',
        description: 'Collaborative FASHION Platform',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A signed-in session’s token (the web app), or a personal API token `atl_…` made in Settings → API tokens (`POST auth/tokens`): a token reaches only the teams it names, a `read` token only GETs (403 otherwise), and the account’s own routes (sign-in, password, profile, tokens, billing) refuse it with 403. Revoked or expired: 401 `invalid token`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's default CSP upgrades requests to https, which breaks it on plain http hosts.
    staticCSP:
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'",
  });

  registerErrorHandling(app, reporter);
  authenticateByDefault(
    app,
    tokens,
    tokenRateLimit(config.apiTokenRequestsPerMinute, { redis: options.redis }),
  );
  await app.register(healthRoutes, { ctx });
  // After /api/health, whose tiny answer gains nothing and must keep its speed (bench/health.mjs).
  await registerCompression(app);
  await app.register(authRoutes, { prefix: `${API_BASE}/auth`, ctx });
  await app.register(profileRoutes, { prefix: `${API_BASE}/auth`, ctx });
  await app.register(socialRoutes, { prefix: `${API_BASE}/auth`, ctx });
  await app.register(uploadRoutes, { prefix: `${API_BASE}/auth`, ctx });
  await app.register(teamRoutes, { prefix: API_BASE, ctx });
  await app.register(invitationRoutes, { prefix: API_BASE, ctx });
  await app.register(roleRoutes, { prefix: API_BASE, ctx });
  await app.register(userRoutes, { prefix: API_BASE, ctx });
  await app.register(catalogueRoutes, { prefix: API_BASE, ctx });
  await app.register(colourRoutes, { prefix: API_BASE, ctx });
  await app.register(materialRoutes, { prefix: API_BASE, ctx });
  await app.register(settingsRoutes, { prefix: API_BASE, ctx });
  await app.register(productRoutes, { prefix: API_BASE, ctx });
  await app.register(commentRoutes, { prefix: API_BASE, ctx });
  await app.register(sharingRoutes, { prefix: API_BASE, ctx });
  await app.register(visitorRoutes, { prefix: API_BASE, ctx });
  await app.register(reminderRoutes, { prefix: API_BASE, ctx });
  await app.register(supportRoutes, { prefix: API_BASE, ctx });
  await app.register(calendarRoutes, { prefix: API_BASE, ctx });
  await app.register(taskRoutes, { prefix: API_BASE, ctx });
  await app.register(messageRoutes, { prefix: API_BASE, ctx });
  await app.register(announcementRoutes, { prefix: API_BASE, ctx });
  await app.register(searchRoutes, { prefix: API_BASE, ctx });
  await app.register(dashboardRoutes, { prefix: API_BASE, ctx });
  await app.register(designmateRoutes, { prefix: API_BASE, ctx });
  await app.register(timelineRoutes, { prefix: API_BASE, ctx });
  await app.register(lineSheetRoutes, { prefix: API_BASE, ctx });
  await app.register(approvalRoutes, { prefix: API_BASE, ctx });
  await app.register(pomRoutes, { prefix: API_BASE, ctx });
  await app.register(specRoutes, { prefix: API_BASE, ctx });
  await app.register(fitRoutes, { prefix: API_BASE, ctx });
  await app.register(bomRoutes, { prefix: API_BASE, ctx });
  await app.register(costingRoutes, { prefix: API_BASE, ctx });
  await app.register(constructionRoutes, { prefix: API_BASE, ctx });
  await app.register(techpackRoutes, { prefix: API_BASE, ctx });
  await app.register(techpackLinkRoutes, { prefix: API_BASE, ctx });
  await app.register(supplierRoutes, { prefix: API_BASE, ctx });
  await app.register(apiTokenRoutes, { prefix: API_BASE, ctx });
  await app.register(sampleRoutes, { prefix: API_BASE, ctx });
  await app.register(webhookRoutes, { prefix: API_BASE, ctx });
  await app.register(billingRoutes, { prefix: API_BASE, ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(privateFileRoutes, { ctx });
  await registerStatic(app, { uploadsRoot: storage.localRoot, webDist: config.webDist });

  if (runsJobs) {
    app.addHook('onReady', async () => jobs.start());
    sweepTemporaryFiles(app, storage);
  }
  app.addHook('preClose', async () => {
    presence.stop();
    realtime.close();
  });
  app.addHook('onClose', async () => {
    waker.close();
    await jobs.stop();
  });
  app.addHook('onClose', async () => {
    await reporter.flush();
  });
  return app;
}

/** How often the temporary files of uploads cut short by a crash are looked for. */
const TEMP_SWEEP_EVERY_MS = 15 * 60 * 1000;

/**
 * Removes what uploads killed mid-way left in DATA_DIR/tmp (up to 2 GB each): once at start, then
 * every TEMP_SWEEP_EVERY_MS, on each instance, since the folder is each machine's own.
 */
function sweepTemporaryFiles(app: FastifyInstance, storage: Storage) {
  const sweep = async () => {
    try {
      const removed = await storage.sweepTemporary();
      if (removed > 0) app.log.info({ removed }, 'removed temporary files of uploads cut short');
    } catch (err) {
      app.log.warn({ err }, 'could not sweep temporary upload files');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), TEMP_SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Presence's heartbeat, run by its timer (and by tests at will). */
    presence: Presence;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
