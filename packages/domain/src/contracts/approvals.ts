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
  /** Every stage of the team, in order, with its gate (no approvers: open). */
  stages: endpoint({
    method: 'GET',
    path: '/team/:teamId/stages',
    tag: 'team',
    params: ZTeamStagesParams,
    data: z.array(ZStageGate),
  }),
  updateStage: endpoint({
    method: 'PUT',
    path: '/team/:teamId/stages/:stage',
    tag: 'team',
    params: ZStageGateParams,
    body: ZUpdateStageGateSchema,
    data: ZStageGate,
  }),
  /** The product's latest request to enter a gated stage, or null. */
  get: endpoint({
    method: 'GET',
    path: '/product/:id/approval',
    tag: 'product',
    params: ZApprovalParams,
    data: ZProductApproval.nullable(),
  }),
  decide: endpoint({
    method: 'POST',
    path: '/product/:id/approval',
    tag: 'product',
    params: ZApprovalParams,
    body: ZApprovalDecisionSchema,
    data: ZProductApproval,
  }),
  /** Products waiting at a gate, in my teams or one: who holds what. */
  pending: endpoint({
    method: 'GET',
    path: '/approval/pending',
    tag: 'product',
    query: ZPendingApprovalsQuery,
    data: z.array(ZPendingApproval),
  }),
};
