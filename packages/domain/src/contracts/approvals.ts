/**
 * Approval stages (issue 36 §2): a team's stages and their gates, a product's approval request
 * and the decisions on it, and the products waiting at a gate (the progress board).
 */
import { z } from 'zod';
import {
  ZApprovalDecisionSchema,
  ZApprovalParams,
  ZPendingApproval,
  ZPendingApprovalsQuery,
  ZProductApproval,
  ZStageGate,
  ZStageGateParams,
  ZTeamStagesParams,
  ZUpdateStageGateSchema,
} from '../approvals.ts';
import { endpoint } from './endpoint.ts';

export const approvalEndpoints = {
  stages: endpoint({
    method: 'GET',
    path: '/team/:teamId/stages',
    summary: 'List a team’s stages and their gates',
    description:
      'Any active member. Every product stage in order, with who must approve entering it (no approvers: open).',
    refuses: [403, 404],
    tag: 'team',
    params: ZTeamStagesParams,
    data: z.array(ZStageGate),
  }),
  updateStage: endpoint({
    method: 'PUT',
    path: '/team/:teamId/stages/:stage',
    summary: 'Set a stage’s gate',
    description:
      'The team’s owner, or a member with canEditTeam. Sets who approves entering the stage: people and roles of the team.',
    refuses: [403, 404],
    tag: 'team',
    params: ZStageGateParams,
    body: ZUpdateStageGateSchema,
    data: ZStageGate,
  }),
  get: endpoint({
    method: 'GET',
    path: '/product/:id/approval',
    summary: 'Read a product’s approval',
    description:
      'Whoever may view the product. Its latest request to enter a gated stage, with the decisions on it, or null.',
    refuses: [403, 404],
    tag: 'product',
    params: ZApprovalParams,
    data: ZProductApproval.nullable(),
  }),
  decide: endpoint({
    method: 'POST',
    path: '/product/:id/approval',
    summary: 'Approve, or ask for changes',
    description:
      'An approver the product’s request waits for (others: 403). Approves its entry into the gated stage or asks for changes; 409 when nothing is pending or they already decided.',
    refuses: [403, 404, 409],
    tag: 'product',
    params: ZApprovalParams,
    body: ZApprovalDecisionSchema,
    data: ZProductApproval,
  }),
  pending: endpoint({
    method: 'GET',
    path: '/approval/pending',
    summary: 'List products waiting for approval',
    description:
      'Any signed-in user. The products waiting at a gate in their teams, or in one, each with whom it waits for.',
    tag: 'product',
    query: ZPendingApprovalsQuery,
    data: z.array(ZPendingApproval),
  }),
};
