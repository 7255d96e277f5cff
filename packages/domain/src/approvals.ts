/**
 * Approval stages (issue 36 §2): a team gates any of its stages with approvers (members, or every
 * member of a role) who must all — or one of whom must — approve before a product enters it. A
 * product moved into a gated stage waits where it is; its approvers approve or ask for changes
 * with a comment; a deadline gives each approver a reminder.
 */
import { z } from 'zod';
import { ZPersonRef } from './people.ts';
import { COMMENT_TEXT_MAX } from './comments.ts';
import { messages } from './messages.ts';
import { PRODUCT_STAGES } from './products.ts';
import { zRecordId } from './teams.ts';

export const APPROVAL_RULES = ['all', 'one'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];
export const APPROVAL_RULE_LABELS: Record<ApprovalRule, string> = {
  all: 'Everyone must approve',
  one: 'One approval is enough',
};

export const APPROVAL_DECISIONS = ['approve', 'changes'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'changes', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** Approvers one stage may name, people and roles together. */
export const STAGE_APPROVERS_MAX = 20;
export const APPROVAL_DUE_DAYS_MAX = 90;

/** A stage of the team, gated when it names approvers. */
export const ZStageGate = z.object({
  stage: z.enum(PRODUCT_STAGES),
  rule: z.enum(APPROVAL_RULES),
  approverIds: z.array(z.string()),
  roleIds: z.array(z.string()),
  /** Days the approvers have from the request; each gets a reminder due then. */
  dueInDays: z.number().nullable(),
});
export type StageGate = z.infer<typeof ZStageGate>;

export const ZStageGateParams = z.object({
  teamId: zRecordId(),
  stage: z.enum(PRODUCT_STAGES, { error: messages.stageInvalid }),
});

/** No approver and no role: the stage is open again. */
export const ZUpdateStageGateSchema = z
  .object({
    rule: z.enum(APPROVAL_RULES, { error: messages.approvalRuleInvalid }).default('all'),
    approverIds: z.array(zRecordId()).default([]),
    roleIds: z.array(zRecordId()).default([]),
    dueInDays: z
      .number({ error: messages.approvalDueInvalid })
      .int(messages.approvalDueInvalid)
      .min(1, messages.approvalDueInvalid)
      .max(APPROVAL_DUE_DAYS_MAX, messages.approvalDueInvalid)
      .nullable()
      .default(null),
  })
  .refine((gate) => gate.approverIds.length + gate.roleIds.length <= STAGE_APPROVERS_MAX, {
    message: messages.tooManyApprovers,
    path: ['approverIds'],
  });
export type TUpdateStageGateSchema = z.input<typeof ZUpdateStageGateSchema>;

export const ZApprovalDecisionSchema = z
  .object({
    decision: z.enum(APPROVAL_DECISIONS, { error: messages.approvalDecisionInvalid }),
    comment: z.string().trim().max(COMMENT_TEXT_MAX, messages.commentTooLong).optional(),
  })
  .refine((input) => input.decision === 'approve' || Boolean(input.comment), {
    message: messages.approvalChangesNeedComment,
    path: ['comment'],
  });
export type TApprovalDecisionSchema = z.input<typeof ZApprovalDecisionSchema>;

/** A product's request to enter a stage, with each approver's say so far. */
export const ZProductApproval = z.object({
  _id: z.string(),
  productId: z.string(),
  stage: z.enum(PRODUCT_STAGES),
  fromStage: z.enum(PRODUCT_STAGES),
  rule: z.enum(APPROVAL_RULES),
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: ZPersonRef.nullable(),
  requestedAt: z.string(),
  dueAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  approvers: z.array(
    ZPersonRef.extend({
      decision: z.enum(APPROVAL_DECISIONS).nullable(),
      comment: z.string().nullable(),
      decidedAt: z.string().nullable(),
    }),
  ),
  /** Whether the reader is an approver who has not decided yet. */
  canDecide: z.boolean(),
});
export type ProductApproval = z.infer<typeof ZProductApproval>;

/** A product waiting at a gate, and who it waits for: the progress board's badges. */
export const ZPendingApproval = z.object({
  productId: z.string(),
  stage: z.enum(PRODUCT_STAGES),
  waitingFor: z.array(ZPersonRef),
  dueAt: z.string().nullable(),
});
export type PendingApproval = z.infer<typeof ZPendingApproval>;

export const ZPendingApprovalsQuery = z.object({ teamId: zRecordId().optional() });
export const ZApprovalParams = z.object({ id: zRecordId() });
export const ZTeamStagesParams = z.object({ teamId: zRecordId() });
