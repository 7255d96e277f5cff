/** Trips and handoff codes are kept a day past their life (to look into a report), then removed. */
import type { Db } from '../../db/client.ts';
import { defineSweep } from '../../platform/jobs/define-job.ts';
import { deleteExpiredTrips } from './queries.ts';

const KEPT_FOR_MS = 86_400_000;

export const expiredTripsSweep = defineSweep({ kind: 'social.expired-trips', everySeconds: 3600 });

export async function removeExpiredTrips(db: Db) {
  await deleteExpiredTrips(db, new Date(Date.now() - KEPT_FOR_MS));
}
