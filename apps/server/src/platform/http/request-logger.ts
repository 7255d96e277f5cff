/**
 * Request loggers made only when a request logs something. Fastify gives every request a pino
 * child logger carrying its id; making one cost a fifth of a health check, and at the production
 * level ('info' off for routine answers under load, 'warn' in benchmarks) most are never used.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** pino's level numbers: a call logs when its level is at least the logger's. */
const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

const enabled = (level: Level, threshold: string) => LEVELS[level]! >= (LEVELS[threshold] ?? 0);

class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  private get logger() {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  // Methods on the prototype, not per-instance closures: one small object per request.
  private log(level: Level, args: Parameters<LogFn>) {
    if (enabled(level, this.level)) this.logger[level](...args);
  }

  fatal(...args: Parameters<LogFn>) {
    this.log('fatal', args);
  }

  error(...args: Parameters<LogFn>) {
    this.log('error', args);
  }

  warn(...args: Parameters<LogFn>) {
    this.log('warn', args);
  }

  info(...args: Parameters<LogFn>) {
    this.log('info', args);
  }

  debug(...args: Parameters<LogFn>) {
    this.log('debug', args);
  }

  trace(...args: Parameters<LogFn>) {
    this.log('trace', args);
  }

  silent() {}

  get level() {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a route with its own level or serializers gets a real child. */
export const lazyChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger =>
  options.level || options.serializers
    ? logger.child(bindings, options)
    : new LazyChildLogger(logger, bindings);
