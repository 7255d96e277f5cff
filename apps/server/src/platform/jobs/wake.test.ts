import { describe, expect, it, vi } from 'vitest';
import type { JobRunner } from './runner.ts';
import { createJobWaker } from './wake.ts';

const log = { warn: vi.fn(), info: vi.fn() } as never;

describe('waking the job runners after a commit', () => {
  it('looks at once where the instance runs jobs', () => {
    const runner = { kick: vi.fn() } as unknown as JobRunner;
    const waker = createJobWaker({ runner, runsJobs: true, redis: undefined, log });
    waker.wake();
    expect(runner.kick).toHaveBeenCalledTimes(1);
    waker.close();
  });

  it('tells the instances that run jobs through Redis where it serves requests only', () => {
    const runner = { kick: vi.fn() } as unknown as JobRunner;
    const publish = vi.fn().mockResolvedValue(1);
    const redis = { publish } as never;
    const waker = createJobWaker({ runner, runsJobs: false, redis, log });
    waker.wake();
    expect(runner.kick).not.toHaveBeenCalled();
    expect(publish).toHaveBeenCalledWith('atelier:jobs-queued', '1');
    waker.close();
  });
});
