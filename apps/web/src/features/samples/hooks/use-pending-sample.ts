import type { SampleStatus } from '@atelier/domain';
import { useMemo } from 'react';
import { isShown, type OutboxEntry } from '../../../lib/outbox/outbox';
import { useOutbox } from '../../../lib/outbox/use-outbox';
import { sampleUpdateWrite, type SampleUpdateWrite } from '../api/sample-writes';

export interface PendingSample {
  /** Where the person's own waiting changes leave the request: what their next one starts from. */
  status: SampleStatus | null;
  /** The newest change shown as held back or waiting for the person (null when none is). */
  shown: OutboxEntry<SampleUpdateWrite> | null;
}

/**
 * This person's status changes of one request that wait in the outbox (issue 48 §3): laid over
 * what the server answered, so the card shows the step they took, and says that it waits.
 */
export function usePendingSample(sampleId: string): PendingSample {
  const entries = useOutbox();
  return useMemo(() => {
    let status: SampleStatus | null = null;
    let shown: OutboxEntry<SampleUpdateWrite> | null = null;
    for (const entry of entries) {
      if (entry.kind !== sampleUpdateWrite.name) continue;
      const write = entry as OutboxEntry<SampleUpdateWrite>;
      if (write.body.sampleId !== sampleId) continue;
      if (write.state === 'waiting') status = write.body.body.status;
      // A conflict or refusal stays shown over a later waiting change of the same request.
      if (isShown(write) && (shown === null || shown.state === 'waiting')) shown = write;
    }
    return { status, shown };
  }, [entries, sampleId]);
}
