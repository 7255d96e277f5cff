/** The answers of approval stages: a gate, a product's request, a product waiting at a gate. */
import {
  displayName,
  type PendingApproval,
  type ProductApproval,
  type ProductStage,
  type StageGate,
} from '@atelier/domain';
import type { ProductApprovalRow } from '../../db/schema/index.ts';
import type { decisionsOf, pendingInScope } from './approvals-queries.ts';

type Person = { id: string; firstName: string; lastName: string };
type Decision = Awaited<ReturnType<typeof decisionsOf>>[number];
type PendingRow = Awaited<ReturnType<typeof pendingInScope>>[number];

const nameOf = (people: Person[], id: string) => {
  const person = people.find((candidate) => candidate.id === id);
  return person ? displayName(person) : 'Former member';
};

/** A stage no gate holds: it names nobody. */
export const openGate = (stage: ProductStage): StageGate => ({
  stage,
  rule: 'all',
  approverIds: [],
  roleIds: [],
  dueInDays: null,
});

export const presentGate = (gate: StageGate): StageGate => ({
  stage: gate.stage,
  rule: gate.rule,
  approverIds: gate.approverIds,
  roleIds: gate.roleIds,
  dueInDays: gate.dueInDays,
});

/** A request as `userId` reads it: who asked, each approver's decision, and whether theirs is due. */
export function presentApproval(
  userId: string,
  row: ProductApprovalRow,
  decisions: Decision[],
  people: Person[],
): ProductApproval {
  const mine = decisions.find((decision) => decision.userId === userId);
  return {
    _id: row.id,
    productId: row.productId,
    stage: row.stage,
    fromStage: row.fromStage,
    rule: row.rule,
    status: row.status,
    requestedBy: row.requestedBy
      ? { _id: row.requestedBy, name: nameOf(people, row.requestedBy) }
      : null,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    approvers: row.approverIds.map((id) => {
      const decision = decisions.find((candidate) => candidate.userId === id);
      return {
        _id: id,
        name: nameOf(people, id),
        decision: decision?.decision ?? null,
        comment: decision?.comment ?? null,
        decidedAt: decision?.createdAt.toISOString() ?? null,
      };
    }),
    canDecide: row.status === 'pending' && row.approverIds.includes(userId) && !mine,
  };
}

/** A product waiting at a gate, with who it waits for. */
export const presentPending = (row: PendingRow): PendingApproval => ({
  productId: row.productId,
  stage: row.stage,
  dueAt: row.dueAt?.toISOString() ?? null,
  waitingFor: row.waitingFor.map((person) => ({ _id: person.id, name: displayName(person) })),
});
