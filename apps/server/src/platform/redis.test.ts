import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { watchRedis } from './redis.ts';

function watched() {
  const client = new EventEmitter();
  const log = { warn: vi.fn(), info: vi.fn() };
  const onBack = vi.fn();
  watchRedis(client as unknown as Redis, log as unknown as FastifyBaseLogger, 'test', onBack);
  return { client, log, onBack };
}

describe('watchRedis', () => {
  it('calls a drop followed by a reconnection an outage, even when no attempt failed between', () => {
    const { client, log, onBack } = watched();
    client.emit('ready');
    expect(onBack).not.toHaveBeenCalled();
    client.emit('close');
    client.emit('ready');
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs a long outage once, and once when Redis is back', () => {
    const { client, log, onBack } = watched();
    client.emit('ready');
    client.emit('close');
    for (let attempt = 0; attempt < 5; attempt++) {
      client.emit('error', new Error('connect ECONNREFUSED'));
      client.emit('close');
    }
    client.emit('ready');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
