/**
 * Approval stages (issue 36 §2), from their contracts: a team's stages and their gates, a
 * product's request and the decisions on it, and who holds what on the progress board.
 */
import type { FastifyPluginAsync } from 'fastify';
import { approvalEndpoints as approvalApi, messages } from '@atelier/domain';
import type { AppContext } from '../../platform/context.ts';
import { answer, SAID } from '../../platform/http/route.ts';
import * as approvals from './approvals-service.ts';

export const approvalRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  answer(app, approvalApi.stages, messages.stagesLoaded, (request, user) =>
    approvals.listStages(ctx, user, request.params.teamId),
  );

  answer(app, approvalApi.updateStage, messages.stageGateSaved, (request, user) =>
    approvals.updateStage(ctx, user, request.params.teamId, request.params.stage, request.body),
  );

  answer(app, approvalApi.get, messages.approvalLoaded, (request, user) =>
    approvals.getApproval(ctx, user, request.params.id),
  );

  answer(app, approvalApi.decide, SAID, (request, user) =>
    approvals.decide(ctx, user, request.params.id, request.body),
  );

  answer(app, approvalApi.pending, messages.approvalsLoaded, (request, user) =>
    approvals.pendingApprovals(ctx, user, request.query.teamId),
  );
};
