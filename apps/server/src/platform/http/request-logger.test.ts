import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from './request-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('request loggers', () => {
  it('carry the request id on what their level lets through, and drop the rest', async () => {
    const { logger, lines } = capture('warn');
    const log = lazyChildLoggerFactory(logger, { reqId: 'req-7' }, {});
    log.info('routine');
    log.warn({ reason: 'slow' }, 'database unavailable');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-7', reason: 'slow', msg: 'database unavailable' }),
    ]);
    expect(log.level).toBe('warn');
  });

  it('follow a level changed on the request, and make children with their bindings', async () => {
    const { logger, lines } = capture('warn');
    const log = lazyChildLoggerFactory(logger, { reqId: 'req-8' }, {});
    log.level = 'info';
    log.child({ step: 'upload' }).info('started');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-8', step: 'upload' })]);
  });
});
