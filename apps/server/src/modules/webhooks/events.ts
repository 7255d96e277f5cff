/**
 * What each webhook event says (issue 49 §2): what the team may see of its subject — ids, names,
 * stage, the product's id, times, a decision, a comment's text and author, a sample's status and
 * dates, a tech pack's revision. Costs go apart (`costs`), to endpoints that chose them only.
 * Pure: each builder shapes the rows its caller already holds into `recordWebhookEvent`'s input.
 */
import type { WebhookEvent } from '@atelier/domain';

export interface WebhookEventInput {
  teamId: string;
  type: WebhookEvent;
  /** What the event is about (the product's id): an endpoint receives one subject's in order. */
  ordering: string;
  /** What the team may see of the subject: ids, names, states, times. Never costs. */
  data: Record<string, unknown>;
  /** Added to `data` as `costs`, only for endpoints that chose to include costs. */
  costs?: Record<string, unknown> | null;
}

type Time = Date | string | null | undefined;
const iso = (value: Time) => (value ? new Date(value).toISOString() : null);

interface ProductLike {
  _id: string;
  teamId: string;
  name: string;
  description: string;
  stage: string;
  deadline: string | null;
  category: { name: string } | null;
  subCategory: { name: string } | null;
  season: { name: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** `product.created` / `product.updated`: the product as its card shows it, no links or likes. */
export function productEvent(
  type: 'product.created' | 'product.updated',
  product: ProductLike,
): WebhookEventInput {
  return {
    teamId: product.teamId,
    type,
    ordering: product._id,
    data: {
      productId: product._id,
      teamId: product.teamId,
      name: product.name,
      description: product.description,
      stage: product.stage,
      deadline: product.deadline,
      category: product.category?.name ?? null,
      subCategory: product.subCategory?.name ?? null,
      season: product.season?.name ?? null,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    },
  };
}

/** `product.stage_changed`: from which stage to which, and who moved it (or whose approval). */
export function stageChangedEvent(
  product: { id: string; teamId: string; name: string },
  from: string,
  to: string,
  byUserId: string | null,
): WebhookEventInput {
  return {
    teamId: product.teamId,
    type: 'product.stage_changed',
    ordering: product.id,
    data: {
      productId: product.id,
      teamId: product.teamId,
      name: product.name,
      previousStage: from,
      stage: to,
      changedBy: byUserId,
      changedAt: new Date().toISOString(),
    },
  };
}

/** `approval.decided`: one approver's decision on a stage gate, and whether the product entered. */
export function approvalDecidedEvent(
  product: { id: string; teamId: string; name: string },
  request: { id: string; stage: string; fromStage: string },
  decision: { decision: string; comment: string | null; userId: string; entered: boolean },
): WebhookEventInput {
  return {
    teamId: product.teamId,
    type: 'approval.decided',
    ordering: product.id,
    data: {
      approvalId: request.id,
      productId: product.id,
      teamId: product.teamId,
      productName: product.name,
      stage: request.stage,
      fromStage: request.fromStage,
      decision: decision.decision,
      comment: decision.comment,
      decidedBy: decision.userId,
      entered: decision.entered,
      decidedAt: new Date().toISOString(),
    },
  };
}

/** `comment.created`: a comment on the product or one of its images, with its visibility. */
export function commentCreatedEvent(
  product: { id: string; teamId: string; name: string },
  comment: {
    id: string;
    fileId: string | null;
    parentId: string | null;
    text: string;
    visibility: string;
    authorId: string | null;
    authorName: string;
  },
): WebhookEventInput {
  return {
    teamId: product.teamId,
    type: 'comment.created',
    ordering: product.id,
    data: {
      commentId: comment.id,
      productId: product.id,
      teamId: product.teamId,
      productName: product.name,
      fileId: comment.fileId,
      parentId: comment.parentId,
      text: comment.text,
      visibility: comment.visibility,
      author: { userId: comment.authorId, name: comment.authorName },
      createdAt: new Date().toISOString(),
    },
  };
}

/** `sample.updated`: a sample request as it now stands (made, answered, received, withdrawn). */
export function sampleUpdatedEvent(
  product: { id: string; teamId: string; name: string },
  sample: {
    id: string;
    supplierId: string;
    round: string;
    status: string;
    sizes: readonly string[];
    quantity: number;
    neededBy: string;
    proposedDate?: string | null;
    acknowledgedAt?: Time;
    shippedAt?: Time;
    receivedAt?: Time;
  },
): WebhookEventInput {
  return {
    teamId: product.teamId,
    type: 'sample.updated',
    ordering: product.id,
    data: {
      sampleId: sample.id,
      productId: product.id,
      teamId: product.teamId,
      productName: product.name,
      supplierId: sample.supplierId,
      round: sample.round,
      status: sample.status,
      sizes: sample.sizes,
      quantity: sample.quantity,
      neededBy: sample.neededBy,
      proposedDate: sample.proposedDate ?? null,
      acknowledgedAt: iso(sample.acknowledgedAt),
      shippedAt: iso(sample.shippedAt),
      receivedAt: iso(sample.receivedAt),
      updatedAt: new Date().toISOString(),
    },
  };
}

/** `techpack.released`: the revision's letter and number; its costing totals as `costs`. */
export function techpackReleasedEvent(
  product: { id: string; teamId: string; name: string },
  revision: {
    id: string;
    seq: number;
    letter: string;
    note: string | null;
    releasedBy: string | null;
  },
  costing: {
    currency: string | null;
    wholesalePrice: string | null;
    retailPrice: string | null;
    colourways: readonly { colourwayId: string | null; name: string; landed: string | null }[];
  } | null,
): WebhookEventInput {
  return {
    teamId: product.teamId,
    type: 'techpack.released',
    ordering: product.id,
    data: {
      revisionId: revision.id,
      productId: product.id,
      teamId: product.teamId,
      productName: product.name,
      revision: revision.letter,
      revisionNumber: revision.seq,
      note: revision.note,
      releasedBy: revision.releasedBy,
      releasedAt: new Date().toISOString(),
    },
    costs: costing
      ? {
          currency: costing.currency,
          wholesalePrice: costing.wholesalePrice,
          retailPrice: costing.retailPrice,
          colourways: costing.colourways.map(({ colourwayId, name, landed }) => ({
            colourwayId,
            name,
            landed,
          })),
        }
      : null,
  };
}
