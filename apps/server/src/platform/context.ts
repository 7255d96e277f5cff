import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Secrets } from './auth/secrets.ts';
import type { Tokens } from './auth/tokens.ts';
import type { ErrorReporter } from './errors/reporting.ts';
import type { Failures } from './failures.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { HostResolver } from './net/resolve-host.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { RoomChange } from './realtime/room-changes.ts';
import type { PrivateFiles } from './storage/private-files.ts';
import type { Storage } from './storage/storage.ts';

/** What services need from the platform; built once in app.ts and handed to every module. */
export interface AppContext {
  config: Config;
  db: Db;
  jobs: JobRunner;
  /** After a commit that queued jobs: wakes whichever instances run them (jobs/wake.ts). */
  wakeJobs: () => void;
  storage: Storage;
  /** Signed, short-lived links to files that are not public (a product's files). */
  files: PrivateFiles;
  tokens: Tokens;
  /** Keys derived per purpose for hashing codes and tokens. */
  secrets: Secrets;
  realtime: Realtime;
  /** Failures a person does not see as errors, logged and counted (`failures.ts`). */
  failures: Failures;
  /** Unexpected errors outside a request's own error handler (a streamed answer's), to Sentry. */
  reporter: ErrorReporter;
  /** Set on SIGTERM: /api/health answers 503 so the balancer stops sending (main.ts). */
  lifecycle: { draining: boolean };
  /** Applies a room change now (after its action committed and recorded it: room-changes.ts). */
  applyRoomChange: (change: RoomChange) => Promise<void>;
  /** Resolves the hosts webhooks are sent to, each address then checked (modules/webhooks). */
  resolveHost: HostResolver;
}
