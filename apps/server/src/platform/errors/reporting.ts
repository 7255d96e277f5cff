/**
 * Unexpected server errors go to Sentry when SENTRY_DSN is set (SPEC §8), with no personal data:
 * the error, its stack, the route template and method — never the body, the query, headers,
 * cookies, the user or their address. Without a DSN nothing is sent and errors stay in the log.
 * A client of its own (not Sentry's global hub), so every app instance reports on its own terms.
 */
import { defaultStackParser, makeNodeTransport, NodeClient, Scope } from '@sentry/node';

export interface ErrorContext {
  /** Where it happened: a route (`GET /api/v1/team/:id`) or a background job kind. */
  where: string;
}

export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
  /** Sends what is queued; resolves false when it did not finish in time. */
  flush(timeoutMs?: number): Promise<boolean>;
}

/** Drizzle's "Failed query: … params: …" carries the values a person typed: keep the SQL only. */
function withoutQueryParameters(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '\nparams: [removed]');
}

const silent: ErrorReporter = {
  report: () => {},
  flush: async () => true,
};

export function createErrorReporter(options: {
  dsn: string | undefined;
  environment: string;
}): ErrorReporter {
  if (!options.dsn) return silent;
  const client = new NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    transport: makeNodeTransport,
    stackParser: defaultStackParser,
    integrations: [],
    beforeSend: (event) => {
      delete event.request;
      delete event.user;
      delete event.server_name;
      for (const exception of event.exception?.values ?? []) {
        if (exception.value) exception.value = withoutQueryParameters(exception.value);
      }
      return event;
    },
  });
  client.init();
  return {
    report(error, context) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTag('where', context.where);
      scope.captureException(error);
    },
    flush: async (timeoutMs = 2000) => client.flush(timeoutMs),
  };
}
