/**
 * One socket's presence signals, handled one at a time and in order, keeping only the latest of a
 * burst: a join that is still asking the policy never lands after the leave sent behind it, and a
 * flood of cell moves costs one check per gap, yet the last state (a leave, the cell finally
 * chosen) is never dropped, as `realtime.handle`'s interval would drop it.
 */
export interface Lane {
  /** Replaces whatever is waiting with this task; it runs once the one running is done. */
  push(task: () => Promise<void>): void;
}

/** The least time between two tasks of one socket: a burst waits, then its last task runs. */
export const LANE_GAP_MS = 50;

export function createLane(onError: (err: unknown) => void, gapMs = LANE_GAP_MS): Lane {
  let waiting: (() => Promise<void>) | null = null;
  let running = false;

  async function drain() {
    running = true;
    while (waiting) {
      const task = waiting;
      waiting = null;
      await task().catch(onError);
      if (waiting) await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    running = false;
  }

  return {
    push(task) {
      waiting = task;
      if (!running) void drain();
    },
  };
}
