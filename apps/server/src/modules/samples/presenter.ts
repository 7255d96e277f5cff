/** Sample requests as answered (issue 47 §3). */
import { centimetres, displayName } from '@atelier/domain';
import type {
  FitSession,
  SampleDetail,
  SamplePoint,
  SamplePolicies,
  SampleRequest,
} from '@atelier/domain';
import type { Sheet } from '../specs/service.ts';
import type { SampleListRow } from './queries.ts';

const instant = (value: Date | null) => (value ? value.toISOString() : null);

export function presentSample(row: SampleListRow, policies: SamplePolicies): SampleRequest {
  const { sample } = row;
  return {
    _id: sample.id,
    teamId: sample.teamId,
    productId: sample.productId,
    productName: row.productName,
    supplier: { _id: sample.supplierId, name: row.supplierName },
    round: sample.round,
    sizes: sample.sizes,
    quantity: sample.quantity,
    neededBy: sample.neededBy,
    techpack:
      sample.techpackRevisionId && row.techpackRevision
        ? { _id: sample.techpackRevisionId, revision: row.techpackRevision }
        : null,
    note: sample.note,
    status: sample.status,
    proposedDate: sample.proposedDate,
    carrier: sample.carrier,
    tracking: sample.tracking,
    acknowledgedAt: instant(sample.acknowledgedAt),
    shippedAt: instant(sample.shippedAt),
    receivedAt: instant(sample.receivedAt),
    late: Boolean(row.late),
    fitId: sample.fitId,
    createdAt: sample.createdAt.toISOString(),
    createdBy: row.creator?.id ? { _id: row.creator.id, name: displayName(row.creator) } : null,
    policies,
  };
}

/** The sheet's points at the sample size, in its order: what the supplier measures. */
export function pointsOf(sheet: Sheet | null, size: string): SamplePoint[] {
  return (sheet?.rows ?? []).map((row) => {
    const spec = row.values[size];
    return {
      pomId: row.pomId,
      code: row.code,
      name: row.name,
      spec: spec === undefined ? null : centimetres(spec),
      tolerance: { minus: centimetres(row.tolerance.minus), plus: centimetres(row.tolerance.plus) },
    };
  });
}

export function presentDetail(
  sample: SampleRequest,
  parts: { sampleSize: string; sheet: Sheet | null; fit: FitSession | null },
): SampleDetail {
  return {
    ...sample,
    sampleSize: parts.sampleSize,
    unit: parts.sheet?.unit ?? 'cm',
    points: pointsOf(parts.sheet, parts.sampleSize),
    fit: parts.fit,
  };
}
