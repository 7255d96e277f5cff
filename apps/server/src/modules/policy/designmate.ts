/**
 * The rules of designmate conversations (issue 35): a conversation is its owner's alone, while
 * they are in its team. Anyone else — the team owner included — reads 404 as for an unknown id;
 * a blocked owner reads 'You have been blocked from this team.'; a share link never opens one.
 * A supplier's person (issue 47 §1) keeps conversations in the team too: what designmate reads
 * for them is held to their scope by its skills (`designmate/skills/supplier.ts`), not here.
 */
import type { DesignmateAction } from '@atelier/domain';
import { ALLOWED, HIDDEN, membershipIn } from './standing.ts';
import type { Decision, Standing } from './standing.ts';

export interface DesignmateRef {
  teamId: string;
  ownerId: string;
}

export function decideDesignmate(
  standing: Standing,
  _action: DesignmateAction,
  conversation: DesignmateRef,
): Decision {
  if (standing.kind === 'shareLink') return HIDDEN;
  const entry = membershipIn(standing.membership, conversation.teamId, { suppliers: true });
  if ('decision' in entry) return entry.decision;
  return conversation.ownerId === standing.userId ? ALLOWED : HIDDEN;
}
