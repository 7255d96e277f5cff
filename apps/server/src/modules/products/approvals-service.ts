/**
 * Approval stages (issue 36 §2). A team gates a stage with approvers; a product moved into it
 * waits where it is while they decide — all of them, or one, as the gate says — and enters it on
 * the last approval. A request for changes (with its comment) ends the request. Every step is on
 * the product's timeline, its approvers are notified, and a gate's deadline gives each a reminder.
 */
import {
  displayName,
  messages,
  PRODUCT_STAGE_LABELS,
  PRODUCT_STAGES,
  type PendingApproval,
  type ProductApproval,
  type ProductStage,
  type StageGate,
  type ZApprovalDecisionSchema,
  type ZUpdateStageGateSchema,
} from '@atelier/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { ProductApprovalRow, ProductRow, UserRow } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/http/errors.ts';
import { mailTexts } from '../../platform/mail/i18n.ts';
import { transaction } from '../../platform/transaction.ts';
import { notice, notify } from '../notifications/service.ts';
import { authorize } from '../policy/policy.ts';
import { remindPeople } from '../reminders/service.ts';
import { languageOf } from '../settings/service.ts';
import { onTimeline } from '../timeline/service.ts';
import {
  approvalDecidedEvent,
  recordWebhookEvent,
  stageChangedEvent,
} from '../webhooks/service.ts';
import {
  closeApproval,
  decisionsOf,
  gateOf,
  gatesOf,
  insertApproval,
  insertDecision,
  latestApprovalOf,
  membersWithRoles,
  namesOf,
  pendingApprovalOf,
  pendingInScope,
  pendingNaming,
  removeGate,
  saveGate,
  teamPeople,
  teamRoles,
} from './approvals-queries.ts';
import { openGate, presentApproval, presentGate, presentPending } from './approvals-presenter.ts';
import { productChanged } from './live.ts';
import { findProduct, lockProduct, updateProduct as saveProduct } from './queries.ts';

const DAY_MS = 86_400_000;
const label = (stage: ProductStage) => PRODUCT_STAGE_LABELS[stage];

// ---------------------------------------------------------------- the team's gates

/** Every stage of the team in order, each with its gate (an open one names nobody). */
export async function listStages(ctx: AppContext, user: UserRow, teamId: string) {
  await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId });
  const gates = await gatesOf(ctx.db, teamId);
  return PRODUCT_STAGES.map((stage) => {
    const gate = gates.find((candidate) => candidate.stage === stage);
    return gate ? presentGate(gate) : openGate(stage);
  });
}

/** Sets a stage's approvers (people of the team, roles it uses); none opens the stage again. */
export async function updateStage(
  ctx: AppContext,
  user: UserRow,
  teamId: string,
  stage: ProductStage,
  input: z.output<typeof ZUpdateStageGateSchema>,
): Promise<StageGate> {
  await authorize(ctx.db, user, 'editTeam', { kind: 'team', teamId });
  const approverIds = [...new Set(input.approverIds)];
  const roleIds = [...new Set(input.roleIds)];
  if ((await teamPeople(ctx.db, teamId, approverIds)).length !== approverIds.length)
    throw fieldError('approverIds', messages.approverNotMember);
  if ((await teamRoles(ctx.db, teamId, roleIds)).length !== roleIds.length)
    throw fieldError('roleIds', messages.approverRoleOfTeam);
  if (approverIds.length + roleIds.length === 0) {
    await removeGate(ctx.db, teamId, stage);
    return openGate(stage);
  }
  const gate = await saveGate(ctx.db, {
    teamId,
    stage,
    rule: input.rule,
    approverIds,
    roleIds,
    dueInDays: input.dueInDays,
  });
  return presentGate(gate);
}

// ---------------------------------------------------------------- a product at a gate

/** The people a gate asks now: its members and the active members of its roles. */
async function approversOf(tx: Executor, teamId: string, stage: ProductStage) {
  const gate = await gateOf(tx, teamId, stage);
  if (!gate) return null;
  const people = await teamPeople(tx, teamId, gate.approverIds);
  const byRole = await membersWithRoles(tx, teamId, gate.roleIds);
  const approverIds = [...new Set([...people, ...byRole])];
  // A gate whose people have all left asks nobody: the stage is open until it names others.
  return approverIds.length === 0 ? null : { gate, approverIds };
}

async function withdraw(tx: Executor, request: ProductApprovalRow, userId: string) {
  await closeApproval(tx, request.id, 'cancelled');
  await onTimeline(tx, {
    productId: request.productId,
    kind: 'approval',
    action: 'cancelled',
    actor: { userId },
    field: 'Stage',
    before: label(request.fromStage),
    after: label(request.stage),
  });
}

/**
 * A move of the product to `stage` (in the caller's transaction, the product locked): into a
 * gated stage it asks the approvers and answers 'asked' (the product stays); otherwise 'move'.
 * Either way a request waiting for another stage is withdrawn.
 */
export async function settleStageMove(
  tx: Executor,
  user: UserRow,
  product: ProductRow,
  stage: ProductStage,
): Promise<'asked' | 'move'> {
  const waiting = await pendingApprovalOf(tx, product.id);
  const asked = await approversOf(tx, product.teamId, stage);
  if (waiting && asked && waiting.stage === stage) throw conflict(messages.approvalPending);
  if (waiting) await withdraw(tx, waiting, user.id);
  if (!asked) return 'move';

  const dueAt = asked.gate.dueInDays ? new Date(Date.now() + asked.gate.dueInDays * DAY_MS) : null;
  await insertApproval(tx, {
    productId: product.id,
    teamId: product.teamId,
    stage,
    fromStage: product.stage,
    rule: asked.gate.rule,
    approverIds: asked.approverIds,
    requestedBy: user.id,
    dueAt,
  });
  await onTimeline(tx, {
    productId: product.id,
    kind: 'approval',
    action: 'requested',
    actor: { userId: user.id },
    field: 'Stage',
    before: label(product.stage),
    after: label(stage),
  });
  await notify(tx, {
    userIds: asked.approverIds.filter((id) => id !== user.id),
    key: 'approval',
    message: `${displayName(user)} asks for your approval: ${product.name} to ${label(stage)}.`,
    teamId: product.teamId,
    productId: product.id,
    actorId: user.id,
    payload: {
      notice: notice('approvalRequested', {
        actor: displayName(user),
        product: product.name,
        stage,
      }),
    },
  });
  if (dueAt) {
    // Each approver's reminder is written in their own saved language, as their e-mails are.
    for (const approverId of new Set(asked.approverIds)) {
      const t = mailTexts(await languageOf(tx, approverId));
      await remindPeople(tx, {
        teamId: product.teamId,
        productId: product.id,
        userIds: [approverId],
        title: t('reminder.approvalTitle', { product: product.name, stage }).slice(0, 100),
        note: t('reminder.approvalNote', { actor: displayName(user), stage }),
        dueAt,
      });
    }
  }
  await productChanged.record(tx, {
    teamId: product.teamId,
    productId: product.id,
    change: 'updated',
  });
  return 'asked';
}

async function present(
  executor: Executor,
  userId: string,
  row: ProductApprovalRow,
): Promise<ProductApproval> {
  const decisions = await decisionsOf(executor, row.id);
  const people = await namesOf(executor, [
    ...row.approverIds,
    ...(row.requestedBy ? [row.requestedBy] : []),
  ]);
  return presentApproval(userId, row, decisions, people);
}

/** The product's latest request, for whoever may view the product; null when it never asked. */
export async function getApproval(ctx: AppContext, user: UserRow, productId: string) {
  const product = await findProduct(ctx.db, productId);
  if (!product) throw notFound();
  await authorize(ctx.db, user, 'view', { kind: 'product', ...product });
  const latest = await latestApprovalOf(ctx.db, product.id);
  return latest ? present(ctx.db, user.id, latest) : null;
}

/**
 * Whether the approvers agree: one approval under 'one'; under 'everyone', an approval from each
 * approver still in the team (one who left or was blocked no longer holds the product back).
 * A request none of whose approvers is still in the team is agreed: the stage is open, as a gate
 * whose people have all left is when the product is moved.
 */
async function isAgreed(tx: Executor, request: ProductApprovalRow) {
  const present = await teamPeople(tx, request.teamId, request.approverIds);
  if (present.length === 0) return true;
  const approvedBy = new Set(
    (await decisionsOf(tx, request.id))
      .filter((decision) => decision.decision === 'approve')
      .map((decision) => decision.userId),
  );
  return request.rule === 'one'
    ? present.some((id) => approvedBy.has(id))
    : present.every((id) => approvedBy.has(id));
}

/** The product enters the request's stage (the product locked), moved by `actorId`. */
async function enter(
  tx: Executor,
  request: ProductApprovalRow,
  product: ProductRow,
  actorId: string,
) {
  await closeApproval(tx, request.id, 'approved');
  await saveProduct(tx, product.id, { stage: request.stage, updatedBy: actorId });
  await recordWebhookEvent(tx, stageChangedEvent(product, product.stage, request.stage, actorId));
  await onTimeline(tx, {
    productId: product.id,
    kind: 'stage',
    action: 'moved',
    actor: { userId: actorId },
    field: 'Stage',
    before: label(product.stage),
    after: label(request.stage),
  });
  if (request.requestedBy && request.requestedBy !== actorId) {
    await notify(tx, {
      userIds: [request.requestedBy],
      key: 'approval',
      message: `${product.name} entered ${label(request.stage)}: its approvers agreed.`,
      teamId: product.teamId,
      productId: product.id,
      actorId,
      payload: {
        notice: notice('approvalGranted', { product: product.name, stage: request.stage }),
      },
    });
  }
}

/**
 * After `userId` left the team or was blocked (in the caller's transaction): each request that
 * waited for them is decided again without them, so an 'everyone' request the others have all
 * approved enters its stage instead of waiting for someone who can no longer decide. The entry
 * is credited to the last approver, or to `actorId` (who removed them) when nobody approved.
 */
export async function reconsiderApprovals(
  tx: Executor,
  teamId: string,
  userId: string,
  actorId: string,
) {
  for (const waiting of await pendingNaming(tx, teamId, userId)) {
    const product = await lockProduct(tx, waiting.productId);
    const request = product && (await pendingApprovalOf(tx, product.id));
    if (!product || !request || !(await isAgreed(tx, request))) continue;
    const approvals = (await decisionsOf(tx, request.id))
      .filter((decision) => decision.decision === 'approve')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await enter(tx, request, product, approvals.at(-1)?.userId ?? actorId);
    await productChanged.record(tx, {
      teamId: product.teamId,
      productId: product.id,
      change: 'updated',
    });
  }
}

/**
 * An approver's decision on the waiting request. Changes (with a comment) end it; the last
 * approval needed moves the product into the stage.
 */
export async function decide(
  ctx: AppContext,
  user: UserRow,
  productId: string,
  input: z.output<typeof ZApprovalDecisionSchema>,
) {
  return transaction(ctx, async (tx) => {
    const product = await lockProduct(tx, productId);
    if (!product) throw notFound();
    await authorize(tx, user, 'view', { kind: 'product', ...product });
    const request = await pendingApprovalOf(tx, product.id);
    if (!request) throw conflict(messages.approvalNothingPending);
    const stillMember = (await teamPeople(tx, product.teamId, [user.id])).length === 1;
    if (!request.approverIds.includes(user.id) || !stillMember)
      throw forbidden(messages.approvalNotApprover);
    const comment = input.comment || null;
    if (!(await insertDecision(tx, { approvalId: request.id, userId: user.id, ...input, comment })))
      throw conflict(messages.approvalAlreadyDecided);
    await onTimeline(tx, {
      productId: product.id,
      kind: 'approval',
      action: input.decision === 'approve' ? 'approved' : 'changes',
      actor: { userId: user.id },
      field: 'Stage',
      before: label(request.fromStage),
      after: label(request.stage),
      subject: comment,
    });

    const enters = input.decision === 'approve' && (await isAgreed(tx, request));
    if (input.decision === 'changes') {
      await closeApproval(tx, request.id, 'changes');
      if (request.requestedBy && request.requestedBy !== user.id) {
        await notify(tx, {
          userIds: [request.requestedBy],
          key: 'approval',
          message: `${displayName(user)} asked for changes on ${product.name} before ${label(request.stage)}: ${comment}`,
          teamId: product.teamId,
          productId: product.id,
          actorId: user.id,
          payload: {
            notice: notice('approvalChangesRequested', {
              actor: displayName(user),
              product: product.name,
              stage: request.stage,
              comment: comment ?? '',
            }),
          },
        });
      }
    }
    const decision = { ...input, comment, userId: user.id, entered: enters };
    await recordWebhookEvent(tx, approvalDecidedEvent(product, request, decision));
    if (enters) await enter(tx, request, product, user.id);
    await productChanged.record(tx, {
      teamId: product.teamId,
      productId: product.id,
      change: 'updated',
    });
    const decided = (await latestApprovalOf(tx, product.id))!;
    return {
      data: await present(tx, user.id, decided),
      message:
        input.decision === 'approve'
          ? messages.approvalApproved
          : messages.approvalChangesRequested,
    };
  });
}

/** The products waiting at a gate in my teams (or one), each with who it waits for. */
export async function pendingApprovals(
  ctx: AppContext,
  user: UserRow,
  teamId: string | undefined,
): Promise<PendingApproval[]> {
  // One team asked for by id: its members only, as every team route (another team is 404).
  if (teamId) await authorize(ctx.db, user, 'viewTeam', { kind: 'team', teamId });
  const rows = await pendingInScope(ctx.db, user.id, teamId);
  return rows.map(presentPending);
}
