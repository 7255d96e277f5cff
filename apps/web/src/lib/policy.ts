import { POLICY_ACTIONS, type TeamPolicies } from '@atelier/domain';

/**
 * What the signed-in user may do with a subject, exactly as the server answered it in the
 * subject's `policies` (STYLE.md, Outline's usePolicy). The browser never works permissions out
 * itself: no subject, or one without policies, allows nothing.
 */
export const NO_POLICIES: TeamPolicies = Object.freeze(
  Object.fromEntries(POLICY_ACTIONS.map((action) => [action, false])) as TeamPolicies,
);

export function usePolicy(subject: { policies?: TeamPolicies } | null | undefined): TeamPolicies {
  return subject?.policies ?? NO_POLICIES;
}
