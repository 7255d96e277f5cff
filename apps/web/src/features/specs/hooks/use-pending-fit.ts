import { useMemo, useRef } from 'react';
import { isShown, type OutboxEntry, type OutboxState } from '../../../lib/outbox/outbox';
import { useOutbox } from '../../../lib/outbox/use-outbox';
import type { FitPhotoWrite, FitRecordWrite } from '../api/fit-writes';
import { fitPhotoWrite, fitRecordWrite } from '../api/fit-writes';

export type PendingField = 'supplier' | 'own' | 'revised' | 'comment';

/** A point's writes not yet on the server: the value of each field as typed, newest last. */
export interface PendingPoint {
  values: Partial<Record<PendingField, string | null>>;
  state: OutboxState;
  entry: OutboxEntry<FitRecordWrite>;
  /** Shown as waiting (held back for the network, or the person's to settle). */
  shown: boolean;
}

interface PendingFit {
  points: Map<string, PendingPoint>;
  photos: OutboxEntry<FitPhotoWrite>[];
}

const FIELDS: readonly PendingField[] = ['supplier', 'own', 'revised', 'comment'];

const samePoint = (a: PendingPoint, b: PendingPoint) =>
  a.state === b.state &&
  a.entry === b.entry &&
  a.shown === b.shown &&
  FIELDS.every((field) => a.values[field] === b.values[field]) &&
  Object.keys(a.values).length === Object.keys(b.values).length;

/**
 * What this person measured in the session that waits in the outbox (issue 48 §3), laid over
 * what the server answered, so the page shows what they typed; and the photos they took. A point
 * whose writes did not change keeps the object it had (and the photos their list), so a card
 * memoised on it is not drawn again when another point's value is saved.
 */
export function usePendingFit(productId: string, fitId: string): PendingFit {
  const entries = useOutbox();
  const previous = useRef<PendingFit>({ points: new Map(), photos: [] });
  return useMemo(() => {
    const points = new Map<string, PendingPoint>();
    const photos: OutboxEntry<FitPhotoWrite>[] = [];
    for (const entry of entries) {
      if (entry.kind === fitPhotoWrite.name) {
        const photo = entry as OutboxEntry<FitPhotoWrite>;
        const here = photo.body.productId === productId && photo.body.fitId === fitId;
        if (here && isShown(photo)) photos.push(photo);
        continue;
      }
      if (entry.kind !== fitRecordWrite.name) continue;
      const write = entry as OutboxEntry<FitRecordWrite>;
      if (write.body.productId !== productId || write.body.fitId !== fitId) continue;
      for (const row of write.body.body.rows ?? []) {
        const point = points.get(row.pomId) ?? {
          values: {},
          state: write.state,
          entry: write,
          shown: false,
        };
        point.shown ||= isShown(write);
        for (const field of FIELDS) {
          const value = row[field];
          if (value !== undefined) point.values[field] = value === null ? null : String(value);
        }
        // A conflict or refusal shows over a waiting write of the same point.
        if (point.state === 'waiting') {
          point.state = write.state;
          point.entry = write;
        }
        points.set(row.pomId, point);
      }
    }
    const before = previous.current;
    for (const [pomId, point] of points) {
      const known = before.points.get(pomId);
      if (known && samePoint(known, point)) points.set(pomId, known);
    }
    const samePhotos =
      photos.length === before.photos.length &&
      photos.every((photo, index) => photo === before.photos[index]);
    const next = { points, photos: samePhotos ? before.photos : photos };
    previous.current = next;
    return next;
  }, [entries, productId, fitId]);
}
